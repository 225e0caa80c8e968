import { dot } from '../../semantic/semantic-engine';
import { fmix32, seedList } from '../../text/hash';
import { forEachBucketPair } from './minhash';

/**
 * What an embeddings model says about the items being clustered (docs/decisions/0033). TF-IDF only sees shared
 * words, so a story retold in other words ('ECB holds rates' beside 'Frankfurt leaves borrowing costs unchanged')
 * stays split; a sentence-embedding model places the two close. Each model has its own cosine scale, so `bar` is
 * the cosine at which that model's vectors read as one story, measured on reference pairs (calibrateStoryBar).
 */
export interface MeaningSignal {
  /** One unit vector per item, in the caller's order. */
  vectors: readonly Float32Array[];
  /** The model's cosine from which two items read as one story. */
  bar: number;
}

/**
 * A model cosine on the TF-IDF scale the linking bars use: `bar` lands on `pairBar`, 1 on 1, linearly between;
 * below `bar` the model says nothing (0), so the words alone decide.
 */
export function liftMeaning(cosine: number, bar: number, pairBar: number): number {
  if (!(cosine >= bar) || bar >= 1) return 0;
  return pairBar + ((cosine - bar) * (1 - pairBar)) / (1 - bar);
}

/**
 * The model's cosine of two items' unit vectors; NaN (no opinion: no lift, no veto) when either has no vector (an
 * empty one) or their lengths differ.
 */
export function meaningCosine(a: Float32Array, b: Float32Array): number {
  return a.length === 0 || a.length !== b.length ? Number.NaN : dot(a, b);
}

/**
 * Up to this many multiply-adds (pairs × dimensions) every pair is compared, about a second: a keyword search's
 * few hundred items, or a thousand items of a 1,536-dimension model. Hashing would miss some of them.
 */
const EXHAUSTIVE_WORK = 1_000_000_000;
/** Random-hyperplane LSH: 32 bands of 8 sign bits, one byte of a 256-bit signature each. */
const BANDS = 32;
const WORDS = BANDS / 4;
/** Non-zero ±1 entries per hyperplane. */
const HYPERPLANE_TERMS = 48;
/** A bucket pair is scored only when its signatures put it within this much cosine of `minCosine`. */
const ESTIMATE_SLACK = 0.15;

/**
 * Calls `visit(a, b)` for pairs of items whose vectors may be at least `minCosine` close (positions, a < b). Small
 * batches compare every pair. Larger ones use random-hyperplane LSH (Charikar's SimHash): two vectors at angle θ
 * agree on a sign bit with probability 1 − θ/π, so a pair at cosine 0.5 / 0.6 / 0.7 shares one of 32 eight-bit
 * bands with probability 0.72 / 0.87 / 0.96 (and the story's other items link it too). Each bucket is walked in the
 * given order with `window`, like the word-based candidates, and a pair is passed on only when the Hamming distance
 * of the whole signatures (cos(π · distance / 256), a free estimate) puts it near `minCosine`: unrelated pairs that
 * share a band by chance cost a popcount, not a dot product. Sparse hyperplanes (48 ±1 entries, Achlioptas) make a
 * signature cost 256 × 48 multiply-adds instead of 256 × the model's dimensions.
 */
export function forEachMeaningPair(
  vectors: readonly Float32Array[],
  window: number,
  seed: number,
  minCosine: number,
  visit: (a: number, b: number) => void,
): void {
  const n = vectors.length;
  const dims = vectors.find((v) => v.length > 0)?.length ?? 0;
  if (n < 2 || dims === 0) return;
  if ((n * (n - 1) * dims) / 2 <= EXHAUSTIVE_WORK) {
    for (let a = 0; a < n; a += 1) for (let b = a + 1; b < n; b += 1) visit(a, b);
    return;
  }
  const signatures = simhashes(vectors, dims, seed);
  const cutoff = minCosine - ESTIMATE_SLACK;
  const byteOf = (item: number, band: number): number =>
    (signatures[item * WORDS + (band >> 2)]! >>> ((band & 3) * 8)) & 0xff;
  // Each item's place in its bucket, per band: a pair was met in a band when it shared the byte there and sat
  // within `window` of each other (forEachBucketPair's walk).
  const place = new Int32Array(n * BANDS).fill(-1);
  const metIn = (a: number, b: number, band: number): boolean =>
    byteOf(a, band) === byteOf(b, band) && Math.abs(place[a * BANDS + band]! - place[b * BANDS + band]!) <= window;
  for (let band = 0; band < BANDS; band += 1) {
    const buckets = new Map<number, number[]>();
    for (let item = 0; item < n; item += 1) {
      if (vectors[item]!.length !== dims) continue;
      const key = byteOf(item, band);
      let list = buckets.get(key);
      if (!list) buckets.set(key, (list = []));
      place[item * BANDS + band] = list.length;
      list.push(item);
    }
    const near = (a: number, b: number): void => {
      // A close pair shares many bands: it is passed on from the first band it was met in only.
      for (let earlier = 0; earlier < band; earlier += 1) if (metIn(a, b, earlier)) return;
      let distance = 0;
      for (let w = 0; w < WORDS; w += 1) distance += popcount(signatures[a * WORDS + w]! ^ signatures[b * WORDS + w]!);
      if (Math.cos((Math.PI * distance) / (BANDS * 8)) >= cutoff) visit(a, b);
    };
    for (const bucket of buckets.values()) if (bucket.length > 1) forEachBucketPair(bucket, window, near);
  }
}

/** 256 sign bits per vector, 8 words each, from sparse ±1 hyperplanes drawn from `seed`. */
function simhashes(vectors: readonly Float32Array[], dims: number, seed: number): Uint32Array {
  const terms = Math.min(dims, HYPERPLANE_TERMS);
  const seeds = seedList(seed, BANDS * 8);
  const index = new Uint32Array(seeds.length * terms);
  const sign = new Int8Array(seeds.length * terms);
  seeds.forEach((s, plane) => {
    let state = s;
    for (let k = 0; k < terms; k += 1) {
      state = fmix32(state + 0x9e3779b9);
      index[plane * terms + k] = state % dims;
      sign[plane * terms + k] = state & 0x80000000 ? -1 : 1;
    }
  });
  const out = new Uint32Array(vectors.length * WORDS);
  vectors.forEach((v, item) => {
    if (v.length !== dims) return;
    for (let plane = 0; plane < seeds.length; plane += 1) {
      let sum = 0;
      for (let k = 0; k < terms; k += 1) sum += v[index[plane * terms + k]!]! * sign[plane * terms + k]!;
      if (sum >= 0) out[item * WORDS + (plane >> 5)]! |= 1 << (plane & 31);
    }
  });
  return out;
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}
