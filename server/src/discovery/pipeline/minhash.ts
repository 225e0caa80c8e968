import { fmix32 } from '../../text/hash';

/**
 * MinHash signatures and LSH banding. The Jaccard similarity of two term sets equals the probability that their
 * minimum hashes agree under one random hash, so comparing short signatures stands in for comparing sets; banding
 * (b bands of r rows) makes two items collide in at least one band with probability 1 − (1 − J^r)^b, an S-curve
 * whose steep part sits near J ≈ (1/b)^(1/r). Only colliding items are compared in full.
 */

/** Signature of one set of (pre-hashed) terms: for every seed, the least mixed hash. An empty set gets all-max. */
export function minhashSignature(termHashes: ArrayLike<number>, seeds: Uint32Array): Uint32Array {
  const sig = new Uint32Array(seeds.length).fill(0xffffffff);
  for (let t = 0; t < termHashes.length; t += 1) {
    const h = termHashes[t]!;
    for (let k = 0; k < seeds.length; k += 1) {
      const v = fmix32(h ^ seeds[k]!);
      if (v < sig[k]!) sig[k] = v;
    }
  }
  return sig;
}

/** Estimated Jaccard similarity from two signatures of the same seeds. */
export function estimateJaccard(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let k = 0; k < a.length; k += 1) if (a[k] === b[k]) same += 1;
  return a.length === 0 ? 0 : same / a.length;
}

/** Threshold near which banding starts to catch pairs: (1/b)^(1/r). */
export function lshThreshold(bands: number, rows: number): number {
  return (1 / bands) ** (1 / rows);
}

/**
 * Groups items whose signatures agree on all rows of some band. Returns the buckets with two or more members,
 * members in insertion (index) order. Items with an empty term set are skipped: all-max signatures would all
 * collide. The 32-bit bucket key may rarely merge two buckets; that only adds candidates, which are verified.
 */
export function lshBuckets(signatures: readonly Uint32Array[], bands: number, rows: number, skip?: (i: number) => boolean): number[][] {
  const out: number[][] = [];
  for (let band = 0; band < bands; band += 1) {
    const buckets = new Map<number, number[]>();
    const start = band * rows;
    for (let i = 0; i < signatures.length; i += 1) {
      if (skip?.(i)) continue;
      const sig = signatures[i]!;
      let key = fmix32(band + 1);
      for (let r = 0; r < rows; r += 1) key = fmix32(key ^ sig[start + r]!);
      const bucket = buckets.get(key);
      if (bucket) bucket.push(i);
      else buckets.set(key, [i]);
    }
    for (const bucket of buckets.values()) if (bucket.length > 1) out.push(bucket);
  }
  return out;
}

/**
 * Visits candidate pairs of a bucket. A small bucket yields all its pairs; a large one (a common word that slipped
 * through, or a very big story) yields each member with its next `window` members only. Members are in time order,
 * so this "sorted neighbourhood" keeps the pairs most likely to be the same story and bounds the work at
 * O(size · window) instead of O(size²); a big story stays connected through the chain of neighbours.
 */
export function forEachBucketPair(bucket: readonly number[], window: number, visit: (a: number, b: number) => void): void {
  const n = bucket.length;
  for (let i = 0; i < n; i += 1) {
    const limit = Math.min(n, i + 1 + window);
    for (let j = i + 1; j < limit; j += 1) visit(bucket[i]!, bucket[j]!);
  }
}
