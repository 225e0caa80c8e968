import { cosine, isStopWord, stem, termsWithSurface, TfIdf, titleCase, tokenize } from '../../text';
import { dot, unitSimilarity } from '../../semantic';
import type { CosineMap } from './keyword-search-calibration';

/**
 * A keyword and what it is about: its own meaning (`vector`, from the semantic engine) and its evidence, the
 * headlines of the stories its search found.
 */
export type KeywordEvidence = { term: string; vector: Float32Array; evidence: readonly string[] };
export type KeywordTheme = { theme: string; keywords: string[] };
/** A phrase that could name a theme (a noun phrase of its headlines), with its meaning. */
export type ThemeNameCandidate = { term: string; vector: Float32Array };

/**
 * Two groups merge while their average pairwise similarity is at least this. On news headlines, keywords that
 * share stories ('payments', 'fraud') score 0.5 and more, unrelated ones (payments vs. solar) under 0.1.
 */
export const THEME_SIMILARITY_THRESHOLD = 0.2;

/**
 * Keyword meanings closer than MEANING_ZERO count nothing and from MEANING_FULL fully: word-vector cosines of
 * unrelated keywords reach 0.3 ('open banking' and 'tennis'), of synonyms and one field's roles 0.55-1 ('AI' and
 * 'artificial intelligence' 1.0, 'nurses' and 'clinicians' 0.59, 'patients' and 'clinicians' 0.64). These are the
 * offline engine's cosines: another engine's are first mapped onto its scale (keyword-search-calibration.ts), or an
 * API that puts every pair of keywords above 0.7 would make one theme of them all.
 */
const MEANING_ZERO = 0.4;
const MEANING_FULL = 0.6;
const sameScale: CosineMap = (c) => c;

const stemsOf = (text: string): Set<string> => new Set(termsWithSurface(text).map((t) => t.stem));

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared += 1;
  return shared / (a.size + b.size - shared);
}

const meaning = (a: Float32Array, b: Float32Array, toOffline: CosineMap) =>
  Math.min(1, Math.max(0, (toOffline(dot(a, b)) - MEANING_ZERO) / (MEANING_FULL - MEANING_ZERO)));

/**
 * Pairwise similarity of keywords: the largest of their closeness in meaning ('AI' and 'artificial
 * intelligence'; 'nurses' and 'clinicians'), the overlap of their own word stems ('carbon capture', 'carbon
 * credits') and the TF-IDF cosine of their evidence, so keywords found in the same stories ('payments',
 * 'fraud') pair up even when their words mean different things. `toOffline`: the engine's cosines onto the offline
 * scale (cosineMapFor).
 */
export function keywordSimilarities(input: readonly KeywordEvidence[], toOffline: CosineMap = sameScale): number[][] {
  const tfidf = new TfIdf();
  for (const k of input) tfidf.addDocument([k.term, ...k.evidence].join('\n'));
  const vectors = tfidf.vectors();
  const stems = input.map((k) => stemsOf(k.term));
  return input.map((a, i) =>
    input.map((b, j) =>
      i === j
        ? 1
        : Math.max(meaning(a.vector, b.vector, toOffline), jaccard(stems[i]!, stems[j]!), cosine(vectors[i]!, vectors[j]!)),
    ),
  );
}

const averageLinkage = (sim: number[][], a: readonly number[], b: readonly number[]): number =>
  a.reduce((sum, i) => sum + b.reduce((s, j) => s + sim[i]![j]!, 0), 0) / (a.length * b.length);

/** Acronyms and short names users type in lower case; a theme shows them as written in the news. */
const ACRONYMS = new Set([
  'ai',
  'ev',
  'evs',
  'esg',
  'nhs',
  'api',
  'apis',
  'b2b',
  'b2c',
  'saas',
  'iot',
  'kyc',
  'aml',
  'llm',
  'llms',
  'gpu',
  'gpus',
  'hr',
  'it',
  'uk',
  'us',
  'eu',
  'fda',
  'ehr',
  'mfa',
  'sso',
  'bnpl',
  'ceo',
  'cfo',
  'pr',
  'seo',
  'vpn',
  '5g',
  'ppe',
  'gp',
  'gps',
]);

/**
 * A keyword or phrase as a theme's name: title case, acronyms in capitals ('ai' → 'AI', 'nhs trusts' → 'NHS
 * Trusts'), names and mixed-case words as written ('iPhone', 'TechCrunch').
 */
export function themeLabel(phrase: string): string {
  const words = phrase.trim().split(/\s+/).filter(Boolean);
  const fixed = words.map((w) => (ACRONYMS.has(w.toLowerCase()) && w === w.toLowerCase() ? w.toUpperCase() : w));
  return titleCase(fixed.join(' '));
}

/**
 * The head the keywords share: the last one or two words they all end with ('air source heat pumps', 'ground
 * source heat pumps' → 'heat pumps'; 'instant payments', 'mobile payments' → 'payments'). Never a middle cut
 * such as 'source heat', and never a stop word.
 */
function commonHead(terms: readonly string[]): string | null {
  const tokens = terms.map((t) => t.trim().split(/\s+/));
  const stems = tokens.map((ws) => ws.map((w) => tokenize(w).map(stem).join(' ')));
  const shortest = Math.min(...stems.map((s) => s.length));
  let n = 0;
  while (n < Math.min(shortest, 2) && stems.every((s) => s[s.length - 1 - n] === stems[0]![stems[0]!.length - 1 - n]))
    n += 1;
  if (n === 0) return null;
  const first = tokens[0]!;
  const head = first.slice(first.length - n);
  return head.every((w) => isStopWord(w.toLowerCase())) || head.join('').length < 3 ? null : head.join(' ');
}

/**
 * Names a theme with a real phrase, never a fragment: one keyword alone by itself; keywords ending in the same
 * words by those words ('Heat Pumps'); otherwise the phrase closest in meaning to all the keywords, chosen among
 * the keywords themselves and the noun phrases their stories share (a keyword wins a near tie).
 */
export function nameTheme(
  members: ReadonlyArray<Pick<KeywordEvidence, 'term' | 'vector'>>,
  phrases: readonly ThemeNameCandidate[] = [],
): string {
  if (members.length === 1) return themeLabel(members[0]!.term);
  const head = commonHead(members.map((m) => m.term));
  if (head) return themeLabel(head);
  const centrality = (v: Float32Array, self: string | null) => {
    const others = members.filter((m) => m.term !== self);
    return others.reduce((sum, m) => sum + unitSimilarity(v, m.vector), 0) / Math.max(1, others.length);
  };
  const KEYWORD_PREFERENCE = 0.05;
  const scored = [
    ...members.map((m, i) => ({ term: m.term, score: centrality(m.vector, m.term) + KEYWORD_PREFERENCE, order: i })),
    ...phrases.map((p, i) => ({ term: p.term, score: centrality(p.vector, null), order: members.length + i })),
  ];
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return themeLabel(scored[0]!.term);
}

/**
 * Groups keywords into themes by agglomerative clustering (average linkage) over keywordSimilarities, merging
 * the most similar pair of groups until none reaches `threshold`. Pure and deterministic: ties go to the earlier
 * keywords. Themes come largest first (then in input order), keywords in input order; each theme holds the
 * indexes of its members so the caller can name it (nameTheme) with its stories' phrases.
 */
export function groupKeywords(
  input: readonly KeywordEvidence[],
  threshold = THEME_SIMILARITY_THRESHOLD,
  toOffline: CosineMap = sameScale,
): number[][] {
  const sim = keywordSimilarities(input, toOffline);
  const groups: number[][] = input.map((_, i) => [i]);
  for (;;) {
    let best: { a: number; b: number; score: number } | null = null;
    for (let a = 0; a < groups.length; a += 1) {
      for (let b = a + 1; b < groups.length; b += 1) {
        const score = averageLinkage(sim, groups[a]!, groups[b]!);
        if (score >= threshold && (!best || score > best.score)) best = { a, b, score };
      }
    }
    if (!best) break;
    groups[best.a] = [...groups[best.a]!, ...groups[best.b]!].sort((x, y) => x - y);
    groups.splice(best.b, 1);
  }
  return groups.sort((x, y) => y.length - x.length || x[0]! - y[0]!);
}

/** groupKeywords with each theme named from its keywords alone. */
export function groupKeywordsIntoThemes(
  input: readonly KeywordEvidence[],
  threshold = THEME_SIMILARITY_THRESHOLD,
  toOffline: CosineMap = sameScale,
): KeywordTheme[] {
  return groupKeywords(input, threshold, toOffline).map((members) => ({
    theme: nameTheme(members.map((m) => input[m]!)),
    keywords: members.map((m) => input[m]!.term),
  }));
}
