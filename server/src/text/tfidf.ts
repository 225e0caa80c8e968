import { termsWithSurface, type Term } from './tokenize';

/** Sparse vector: term (stem) → weight. */
export type SparseVector = ReadonlyMap<string, number>;

export interface TfIdfOptions {
  /** Also index two-word terms ('carbon capture'); off by default. */
  bigrams?: boolean;
}

interface DocumentStats {
  counts: Map<string, number>;
  /**
   * The document's terms as given, so the most frequent spelling of a stem can be shown instead of the stem. Kept
   * as the flat list and counted only when asked (scoredTerms): a map of surface counts per stem per document was
   * two thirds of the memory of clustering 20,000 items (130 MB), and clustering never reads it.
   */
  terms: readonly Term[];
}

/**
 * TF-IDF over a small in-memory corpus. Term frequency is log-scaled (1 + ln tf) so one repeated word does not
 * dominate a page; idf is smoothed (ln((1 + N) / (1 + df)) + 1) so a term in every document still counts a little.
 */
export class TfIdf {
  private docs: DocumentStats[] = [];
  /** Documents counted whose own statistics were let go (releaseDocuments): still in N. */
  private released = 0;
  private readonly documentFrequency = new Map<string, number>();
  private readonly bigrams: boolean;
  /** Documents counted by `addBackground`: in N and the document frequencies, but not stored. */
  private backgroundCount = 0;

  constructor(options: TfIdfOptions = {}) {
    this.bigrams = options.bigrams ?? false;
  }

  get size(): number {
    return this.released + this.docs.length;
  }

  /** Adds a document (raw text or pre-computed terms) and returns its index. */
  addDocument(input: string | readonly Term[]): number {
    const list = typeof input === 'string' ? termsWithSurface(input, { bigrams: this.bigrams }) : input;
    const counts = new Map<string, number>();
    for (const { stem } of list) counts.set(stem, (counts.get(stem) ?? 0) + 1);
    for (const stem of counts.keys()) this.documentFrequency.set(stem, (this.documentFrequency.get(stem) ?? 0) + 1);
    this.docs.push({ counts, terms: typeof input === 'string' ? list : [...list] });
    return this.size - 1;
  }

  /**
   * Lets go of every document's own counts and terms, once their vectors are made: `idf` stays as it was (the
   * documents still count), the per-document reads (vector, scoredTerms) no longer work for them. Clustering 20,000
   * items reads only idf afterwards, and the documents were 33 MB of its live heap while it merged.
   */
  releaseDocuments(): void {
    this.released += this.docs.length;
    this.docs = [];
  }

  /**
   * Counts a document given as its stems' counts, keeping nothing of it: as addDocument then releaseDocuments, without
   * holding the documents in between (a caller that keeps the counts itself weighs them with `weight`). Only before
   * any document that is kept.
   */
  addCounted(counts: ReadonlyMap<string, number>): number {
    if (this.docs.length > 0) throw new Error('addCounted after a kept document');
    for (const stem of counts.keys()) this.documentFrequency.set(stem, (this.documentFrequency.get(stem) ?? 0) + 1);
    this.released += 1;
    return this.size - 1;
  }

  /** A term's weight in a document holding it `count` times: log-scaled tf × idf, as in every vector. */
  weight(stem: string, count: number): number {
    return (1 + Math.log(count)) * this.idf(stem);
  }

  /**
   * Counts a document towards the idf only (no vector, nothing stored): weighing a small corpus against a larger
   * one it belongs to, without paying for the larger one's vectors.
   */
  addBackground(input: string | readonly Term[]): void {
    const list = typeof input === 'string' ? termsWithSurface(input, { bigrams: this.bigrams }) : input;
    for (const stem of new Set(list.map((t) => t.stem))) this.documentFrequency.set(stem, (this.documentFrequency.get(stem) ?? 0) + 1);
    this.backgroundCount += 1;
  }

  idf(stem: string): number {
    const df = this.documentFrequency.get(stem) ?? 0;
    return Math.log((1 + this.size + this.backgroundCount) / (1 + df)) + 1;
  }

  /** The TF-IDF vector of one indexed document. */
  vector(docIndex: number): SparseVector {
    return this.weigh(this.doc(docIndex).counts);
  }

  /** The vectors of the documents still held (all of them, unless releaseDocuments was called). */
  vectors(): SparseVector[] {
    return this.docs.map((d) => this.weigh(d.counts));
  }

  /** Weighs an outside text (a query) with this corpus's idf, without adding it to the corpus. */
  vectorize(text: string): SparseVector {
    const counts = new Map<string, number>();
    for (const { stem } of termsWithSurface(text, { bigrams: this.bigrams })) counts.set(stem, (counts.get(stem) ?? 0) + 1);
    return this.weigh(counts);
  }

  /**
   * Weighs a document's terms (as `addDocument` takes them) with this corpus's idf: the vector `vector` gives for
   * that document when it was added with the same terms, made again after its counts were let go.
   */
  vectorOfTerms(list: readonly Term[]): SparseVector {
    const counts = new Map<string, number>();
    for (const { stem } of list) counts.set(stem, (counts.get(stem) ?? 0) + 1);
    return this.weigh(counts);
  }

  /** Terms of one document with scores, best first; ties broken alphabetically so the order is stable. */
  scoredTerms(docIndex: number): Array<{ term: string; stem: string; score: number }> {
    const doc = this.doc(docIndex);
    const surfaces = surfaceCounts(doc.terms);
    return [...this.weigh(doc.counts)]
      .map(([stem, score]) => ({ term: mostFrequent(surfaces.get(stem)) ?? stem, stem, score }))
      .sort((a, b) => b.score - a.score || a.term.localeCompare(b.term));
  }

  /** The n most distinctive terms of a document, as the words appeared (not stems). */
  topTerms(docIndex: number, n: number): string[] {
    return this.scoredTerms(docIndex)
      .slice(0, n)
      .map((t) => t.term);
  }

  private doc(docIndex: number): DocumentStats {
    const doc = docIndex < this.released ? undefined : this.docs[docIndex - this.released];
    if (!doc) throw new RangeError(`No document at index ${docIndex}${docIndex < this.released ? ' (released)' : ''}`);
    return doc;
  }

  private weigh(counts: ReadonlyMap<string, number>): Map<string, number> {
    const out = new Map<string, number>();
    for (const [stem, count] of counts) out.set(stem, this.weight(stem, count));
    return out;
  }
}

/** stem → surface form → count, in the order the terms came. */
function surfaceCounts(terms: readonly Term[]): Map<string, Map<string, number>> {
  const surfaces = new Map<string, Map<string, number>>();
  for (const { stem, surface } of terms) {
    const forms = surfaces.get(stem) ?? new Map<string, number>();
    forms.set(surface, (forms.get(surface) ?? 0) + 1);
    surfaces.set(stem, forms);
  }
  return surfaces;
}

function mostFrequent(forms: ReadonlyMap<string, number> | undefined): string | undefined {
  if (!forms) return undefined;
  let best: string | undefined;
  let bestCount = -1;
  for (const [form, count] of forms) {
    if (count > bestCount || (count === bestCount && best !== undefined && form < best)) {
      best = form;
      bestCount = count;
    }
  }
  return best;
}

/** Cosine similarity of two sparse vectors; 0 when either is empty. */
export function cosine(a: SparseVector, b: SparseVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [key, value] of small) {
    const other = large.get(key);
    if (other !== undefined) dot += value * other;
  }
  if (dot === 0) return 0;
  return dot / (norm(a) * norm(b));
}

function norm(v: SparseVector): number {
  let sum = 0;
  for (const value of v.values()) sum += value * value;
  return Math.sqrt(sum);
}
