import { cosine, termsWithSurface, TfIdf, titleCase } from '../../text';

/** A keyword and the evidence of what it is about: headlines of the news items that mention it. */
export type KeywordEvidence = { term: string; evidence: readonly string[] };
export type KeywordTheme = { theme: string; keywords: string[] };

/**
 * Two groups merge while their average pairwise similarity is at least this. On news headlines, keywords that
 * share stories ('payments', 'fraud') score 0.5 and more, unrelated ones (payments vs. solar) under 0.1; the
 * threshold sits well between, so a stray shared headline does not merge two subjects.
 */
export const THEME_SIMILARITY_THRESHOLD = 0.2;

const stemsOf = (text: string): Map<string, string> => new Map(termsWithSurface(text).map((t) => [t.stem, t.surface]));

function jaccard(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const stem of a.keys()) if (b.has(stem)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * Pairwise similarity of keywords: the larger of the overlap of their own word stems ('carbon capture' and
 * 'carbon credits') and the TF-IDF cosine of their evidence (each keyword's text plus its headlines), so
 * keywords that appear in the same stories ('payments' and 'fraud') pair up even with no word in common.
 */
export function keywordSimilarities(input: readonly KeywordEvidence[]): number[][] {
  const tfidf = new TfIdf();
  for (const k of input) tfidf.addDocument([k.term, ...k.evidence].join('\n'));
  const vectors = tfidf.vectors();
  const stems = input.map((k) => stemsOf(k.term));
  return input.map((_, i) =>
    input.map((__, j) => (i === j ? 1 : Math.max(jaccard(stems[i]!, stems[j]!), cosine(vectors[i]!, vectors[j]!)))),
  );
}

const averageLinkage = (sim: number[][], a: readonly number[], b: readonly number[]): number =>
  a.reduce((sum, i) => sum + b.reduce((s, j) => s + sim[i]![j]!, 0), 0) / (a.length * b.length);

/** Names a theme: a word stem every keyword shares, else its two most central keywords ('Payments & Fraud'). */
function themeName(members: readonly number[], input: readonly KeywordEvidence[], sim: number[][]): string {
  const terms = members.map((m) => input[m]!.term);
  if (members.length === 1) return titleCase(terms[0]!);
  const [first, ...rest] = terms.map(stemsOf);
  const shared = [...first!].find(([stem]) => rest.every((s) => s.has(stem)));
  if (shared) return titleCase(shared[1]);
  const centrality = (m: number) => members.reduce((sum, o) => (o === m ? sum : sum + sim[m]![o]!), 0);
  const central = [...members]
    .sort((a, b) => centrality(b) - centrality(a) || a - b)
    .slice(0, 2)
    .sort((a, b) => a - b);
  return central.map((m) => titleCase(input[m]!.term)).join(' & ');
}

/**
 * Groups keywords into themes by agglomerative clustering (average linkage) over keywordSimilarities, merging the
 * most similar pair of groups until none reaches `threshold`. Pure and deterministic: ties go to the earlier
 * keywords. Themes come largest first (then in input order), keywords in input order.
 */
export function groupKeywordsIntoThemes(
  input: readonly KeywordEvidence[],
  threshold = THEME_SIMILARITY_THRESHOLD,
): KeywordTheme[] {
  const sim = keywordSimilarities(input);
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
  return groups
    .sort((x, y) => y.length - x.length || x[0]! - y[0]!)
    .map((members) => ({ theme: themeName(members, input, sim), keywords: members.map((m) => input[m]!.term) }));
}
