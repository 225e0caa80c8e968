import { terms } from '../../text';

/** Okapi BM25's usual constants: term-frequency saturation and length normalisation. */
const K1 = 1.2;
const B = 0.75;

/**
 * Okapi BM25 over a fixed set of short texts (headlines and summaries), on Porter stems of content words (stop
 * words dropped). Written here rather than taken from a package: the formula is a dozen lines and the project's
 * tokenizer and stemmer must be the ones every other matcher uses.
 */
export class Bm25Index {
  private readonly docs: Array<Map<string, number>>;
  private readonly lengths: number[];
  private readonly df = new Map<string, number>();
  private readonly avgLength: number;

  constructor(texts: readonly string[]) {
    this.docs = texts.map((text) => {
      const counts = new Map<string, number>();
      for (const t of terms(text)) counts.set(t, (counts.get(t) ?? 0) + 1);
      return counts;
    });
    this.lengths = this.docs.map((d) => [...d.values()].reduce((s, n) => s + n, 0));
    for (const doc of this.docs) for (const t of doc.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    this.avgLength = this.lengths.reduce((s, n) => s + n, 0) / Math.max(1, this.docs.length);
  }

  get size(): number {
    return this.docs.length;
  }

  /** BM25's idf (the non-negative variant), so a word in most texts still counts a little. */
  idf(term: string): number {
    const n = this.docs.length;
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /**
   * Each text's BM25 score for the query divided by the query's own weight (the sum of its terms' idf), so 1 is
   * about "every query word once, in a text of average length" and a text with half the (weighted) query words
   * scores about 0.5. Capped at 1.
   */
  normalisedScores(query: string): number[] {
    const queryTerms = [...new Set(terms(query))];
    const weights = queryTerms.map((t) => this.idf(t));
    const total = weights.reduce((s, w) => s + w, 0);
    if (total === 0) return this.docs.map(() => 0);
    return this.docs.map((doc, i) => {
      const norm = K1 * (1 - B + (B * this.lengths[i]!) / (this.avgLength || 1));
      let score = 0;
      queryTerms.forEach((t, j) => {
        const tf = doc.get(t) ?? 0;
        if (tf > 0) score += (weights[j]! * tf * (K1 + 1)) / (tf + norm);
      });
      return Math.min(1, score / total);
    });
  }
}
