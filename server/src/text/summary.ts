import { cosine, TfIdf } from './tfidf';

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'inc', 'ltd', 'co', 'corp', 'vs', 'etc', 'e.g', 'i.e', 'u.s',
  'u.k', 'no', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'approx',
]);

/**
 * Splits prose into sentences at . ! ? followed by whitespace and a capital, digit or quote, except after a
 * known abbreviation or a single initial ('J. Smith'). Line breaks always end a sentence: on web pages they
 * separate headings and list items that carry no full stop.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const block of text.split(/\n+/)) {
    let start = 0;
    const boundary = /[.!?]+["'”’)]?\s+(?=["'“‘(]?[\p{Lu}\p{N}])/gu;
    for (const match of block.matchAll(boundary)) {
      const end = match.index + match[0].length;
      const before = block.slice(start, match.index + 1);
      const last = /([\p{L}.]+)\.$/u.exec(before);
      const lastWord = last?.[1]?.toLowerCase() ?? '';
      // A lone letter is an initial ('J. Smith'), unless a figure or a degree sign comes before it: '34°C.' ends a
      // sentence as '12 kg.' does.
      const unit = last !== null && /[\d°]$/u.test(before.slice(0, last.index));
      if (ABBREVIATIONS.has(lastWord) || (/^\p{L}$/u.test(lastWord) && !unit)) continue;
      pushClean(out, block.slice(start, end));
      start = end;
    }
    pushClean(out, block.slice(start));
  }
  return out;
}

function pushClean(out: string[], sentence: string): void {
  const clean = sentence.replace(/\s+/g, ' ').trim();
  if (clean.length > 0) out.push(clean);
}

const DAMPING = 0.85;
const ITERATIONS = 40;

/**
 * TextRank over sentences: a graph weighted by TF-IDF cosine similarity, ranked by power iteration (fixed
 * iterations, so the result is deterministic). Returns the n best sentences in their original order, which reads
 * better than rank order. Duplicate sentences are dropped first so a repeated slogan cannot win twice.
 */
export function extractiveSummary(sentences: readonly string[], n: number): string[] {
  const unique = dedupe(sentences);
  if (n <= 0 || unique.length === 0) return [];
  if (unique.length <= n) return unique;
  const scores = rankSentences(unique);
  const chosen = scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, n)
    .map((s) => s.index)
    .sort((a, b) => a - b);
  return chosen.map((i) => unique[i] as string);
}

/** TextRank scores, one per sentence, in input order. */
export function rankSentences(sentences: readonly string[]): number[] {
  const tfidf = new TfIdf();
  for (const s of sentences) tfidf.addDocument(s);
  const vectors = tfidf.vectors();
  const count = sentences.length;
  const weights = vectors.map((a, i) => vectors.map((b, j) => (i === j ? 0 : cosine(a, b))));
  const outSums = weights.map((row) => row.reduce((sum, w) => sum + w, 0));
  let scores = new Array<number>(count).fill(1 / count);
  for (let iter = 0; iter < ITERATIONS; iter += 1) {
    scores = scores.map((_, i) => {
      let incoming = 0;
      for (let j = 0; j < count; j += 1) {
        const w = weights[j]?.[i] ?? 0;
        const out = outSums[j] ?? 0;
        if (w > 0 && out > 0) incoming += (w / out) * (scores[j] ?? 0);
      }
      return (1 - DAMPING) / count + DAMPING * incoming;
    });
  }
  return scores;
}

function dedupe(sentences: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of sentences) {
    const key = s.toLowerCase().replace(/\s+/g, ' ').trim();
    if (key.length === 0 || seen.has(key)) continue;
    seen.add(key);
    out.push(s.trim());
  }
  return out;
}
