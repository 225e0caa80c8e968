import type { WordVectors } from './vector-store/vector-file';

/**
 * Semantic similarity behind one interface, so relevance, search, grouping and beat matching ask "how close in
 * meaning" without knowing whether word vectors or an embeddings API answer.
 *
 * Vectors are unit length (or all zero for a text with no usable word), so the cosine of two is their dot
 * product. Vectors of different engines (`id`) are not comparable; anything that stores vectors keys them by it.
 */
export interface SemanticEngine {
  /** Names the engine and its model, e.g. `offline:glove100-sif-int8` or `openai:text-embedding-3-small`. */
  readonly id: string;
  /** One vector per text, in order. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  /** Closeness in meaning, 0 (unrelated or opposite) to 1 (same). */
  similarity(a: string, b: string): Promise<number>;
  /**
   * How rare each word is in running English, 0 (the commonest words) to 1 (rare, or unknown to the engine), when
   * the engine knows word frequencies (the offline one does, from its vectors' frequency ranks).
   */
  wordRarity?(words: readonly string[]): Promise<number[]>;
  /**
   * Whether each word is in the engine's vocabulary as itself (or a regular form of it, or a glossary term), not
   * pieced together from parts or hashed from its letters (a made-up brand name), when the engine has a vocabulary.
   */
  knowsWords?(words: readonly string[]): Promise<boolean[]>;
  /**
   * The offline word vectors, which clustering reads whatever engine answers `embed` (see wordLexicon): an
   * embeddings API gives one more signal on top of them, never instead of them.
   */
  wordVectors?(): Promise<WordVectors>;
}

/**
 * The offline word vectors: a text's SIF sentence vector (unit length, or all zero for a text of no word) and one
 * word's unit vector (undefined for a word the vectors do not know).
 */
export interface WordLexicon {
  sentence(text: string): Float32Array;
  wordVector(word: string): Float32Array | undefined;
}

/** Dot product (the cosine of two unit vectors); four running sums let the loop pipeline (clustering's hot loop). */
export function dot(a: Float32Array, b: Float32Array): number {
  const n = a.length;
  if (n !== b.length) throw new Error(`vectors of different lengths (${n}, ${b.length})`);
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let i = 0;
  for (; i + 3 < n; i += 4) {
    s0 += a[i]! * b[i]!;
    s1 += a[i + 1]! * b[i + 1]!;
    s2 += a[i + 2]! * b[i + 2]!;
    s3 += a[i + 3]! * b[i + 3]!;
  }
  for (; i < n; i += 1) s0 += a[i]! * b[i]!;
  return s0 + s1 + s2 + s3;
}

/** Scales to unit length in place; a zero vector stays zero. */
export function normalise(v: Float32Array): Float32Array {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i]! * v[i]!;
  if (n === 0) return v;
  const k = 1 / Math.sqrt(n);
  for (let i = 0; i < v.length; i++) v[i] = v[i]! * k;
  return v;
}

/** Cosine of two unit vectors as a 0..1 similarity (opposite directions mean "unrelated", not "more unrelated"). */
export function unitSimilarity(a: Float32Array, b: Float32Array): number {
  return Math.min(1, Math.max(0, dot(a, b)));
}
