import type { SparseVector } from './tfidf';

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

export function packUnit(vector: SparseVector, termIds: TermIds): PackedVector {
  const entries: Array<[number, number]> = [];
  let norm = 0;
  for (const [term, weight] of vector) {
    entries.push([termIds.id(term), weight]);
    norm += weight * weight;
  }
  entries.sort((a, b) => a[0] - b[0]);
  norm = Math.sqrt(norm);
  const ids = new Int32Array(entries.length);
  const weights = new Float64Array(entries.length);
  entries.forEach(([id, weight], i) => {
    ids[i] = id;
    weights[i] = norm === 0 ? 0 : weight / norm;
  });
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
