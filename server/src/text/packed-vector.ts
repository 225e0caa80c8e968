import type { SparseVector } from './tfidf';
import type { TypedBlocks } from './typed-blocks';

/**
 * Sparse vectors packed for many repeated comparisons (clustering verifies hundreds of thousands of pairs): term
 * ids ascending in an Int32Array, weights pre-scaled to unit length in a Float64Array. The cosine of two packed
 * vectors is then a plain merge-join dot product, with no hashing and no norms recomputed per pair, and the typed
 * arrays keep the garbage collector out of the hot loop.
 */
export interface PackedVector {
  ids: Int32Array;
  weights: Float64Array;
}

/** Dense integer ids for terms, shared by every vector that will be compared. */
export class TermIds {
  private readonly ids = new Map<string, number>();

  id(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(term, id);
    }
    return id;
  }
}

export function packUnit(vector: SparseVector, termIds: TermIds, blocks?: TypedBlocks): PackedVector {
  const ids = blocks ? blocks.int32(vector.size) : new Int32Array(vector.size);
  const weights = blocks ? blocks.float64(vector.size) : new Float64Array(vector.size);
  let norm = 0;
  let n = 0;
  for (const [term, weight] of vector) {
    // Insertion sort while filling: item vectors hold tens of terms, and this allocates nothing.
    const id = termIds.id(term);
    let k = n;
    while (k > 0 && ids[k - 1]! > id) {
      ids[k] = ids[k - 1]!;
      weights[k] = weights[k - 1]!;
      k -= 1;
    }
    ids[k] = id;
    weights[k] = weight;
    norm += weight * weight;
    n += 1;
  }
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < n; i += 1) weights[i] = weights[i]! / norm;
  return { ids, weights };
}

/** Cosine similarity of two packed unit vectors (0 when either is empty). */
export function cosinePacked(a: PackedVector, b: PackedVector): number {
  let i = 0;
  let j = 0;
  let dot = 0;
  const ai = a.ids;
  const bi = b.ids;
  while (i < ai.length && j < bi.length) {
    const x = ai[i]!;
    const y = bi[j]!;
    if (x === y) {
      dot += a.weights[i]! * b.weights[j]!;
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return dot;
}
