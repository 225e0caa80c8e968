import type { SparseVector } from '../../text';
import type { UnionFind } from './union-find';

/** A candidate pair that failed pairwise verification, with its pairwise cosine. */
export interface NearMiss {
  a: number;
  b: number;
  similarity: number;
}

export interface MergeInput {
  vectors: readonly SparseVector[];
  named: readonly (readonly string[])[];
  times: Float64Array;
}

interface Centroid {
  vector: Map<string, number>;
  /** Squared length of `vector`, kept so each comparison costs only a dot product over the smaller map. */
  norm2: number;
  /** Named token → number of member items carrying it. */
  names: Map<string, number>;
  timeSum: number;
  count: number;
}

/**
 * Second pass over near misses: two rewordings of a story often share too few words pairwise, yet each is close
 * to what the story's other items say together. So clusters touched by a near miss are compared by their
 * centroids (sum of unit item vectors, which pools the story's vocabulary) and joined when those agree.
 * Pooling also lifts a different event on the same subject ('Bank of England holds rates' next to an ECB cut),
 * so when each side has key names (named tokens in at least half its items) and they share none, the bar is
 * raised by `conflictPenalty`. Near misses are taken best first; each costs one sparse cosine, and centroids
 * merge smaller-into-larger, so the pass is O(m log m) in the number of near misses.
 */
export function mergeByCentroid(
  uf: UnionFind,
  input: MergeInput,
  nearMisses: NearMiss[],
  threshold: (hoursApart: number) => number,
  conflictPenalty: number,
): number {
  const centroids = new Map<number, Centroid>();
  const involved = new Set<number>();
  for (const { a, b } of nearMisses) {
    involved.add(uf.find(a));
    involved.add(uf.find(b));
  }
  // Only clusters touched by a near miss can merge, so only their members are pooled.
  for (let i = 0; i < input.vectors.length; i += 1) {
    const root = uf.find(i);
    if (!involved.has(root)) continue;
    let c = centroids.get(root);
    if (!c) {
      c = { vector: new Map(), norm2: 0, names: new Map(), timeSum: 0, count: 0 };
      centroids.set(root, c);
    }
    addItem(c, input.vectors[i]!, input.named[i]!, input.times[i]!);
  }
  for (const c of centroids.values()) c.norm2 = squaredLength(c.vector);

  let merges = 0;
  // Many near misses join the same two clusters; a comparison that failed stays failed until one side changes,
  // so it is remembered by both roots and their versions (a root's version rises whenever it absorbs a cluster).
  const failed = new Set<string>();
  const version = new Map<number, number>();
  nearMisses.sort((x, y) => y.similarity - x.similarity || x.a - y.a || x.b - y.b);
  for (const { a, b } of nearMisses) {
    const ra = uf.find(a);
    const rb = uf.find(b);
    if (ra === rb) continue;
    const [lo, hi] = ra < rb ? [ra, rb] : [rb, ra];
    const pairKey = `${lo}.${version.get(lo) ?? 0}:${hi}.${version.get(hi) ?? 0}`;
    if (failed.has(pairKey)) continue;
    const ca = centroids.get(ra)!;
    const cb = centroids.get(rb)!;
    const hours = Math.abs(ca.timeSum / ca.count - cb.timeSum / cb.count) / 3_600_000;
    const bar = threshold(hours) + (namesConflict(ca, cb) ? conflictPenalty : 0);
    if (centroidCosine(ca, cb) < bar) {
      failed.add(pairKey);
      continue;
    }
    uf.union(ra, rb);
    const [big, small] = ca.vector.size >= cb.vector.size ? [ca, cb] : [cb, ca];
    for (const [term, weight] of small.vector) big.vector.set(term, (big.vector.get(term) ?? 0) + weight);
    for (const [name, count] of small.names) big.names.set(name, (big.names.get(name) ?? 0) + count);
    big.norm2 = squaredLength(big.vector);
    big.timeSum += small.timeSum;
    big.count += small.count;
    centroids.delete(ra);
    centroids.delete(rb);
    const root = uf.find(ra);
    centroids.set(root, big);
    version.set(root, Math.max(version.get(ra) ?? 0, version.get(rb) ?? 0) + 1);
    merges += 1;
  }
  return merges;
}

function squaredLength(vector: ReadonlyMap<string, number>): number {
  let sum = 0;
  for (const w of vector.values()) sum += w * w;
  return sum;
}

function centroidCosine(a: Centroid, b: Centroid): number {
  if (a.norm2 === 0 || b.norm2 === 0) return 0;
  const [small, large] = a.vector.size <= b.vector.size ? [a.vector, b.vector] : [b.vector, a.vector];
  let dot = 0;
  for (const [term, w] of small) {
    const other = large.get(term);
    if (other !== undefined) dot += w * other;
  }
  return dot / Math.sqrt(a.norm2 * b.norm2);
}

function keyNames(c: Centroid): string[] {
  const out: string[] = [];
  for (const [name, count] of c.names) if (count * 2 >= c.count) out.push(name);
  return out;
}

function namesConflict(a: Centroid, b: Centroid): boolean {
  const ka = keyNames(a);
  const kb = new Set(keyNames(b));
  if (ka.length === 0 || kb.size === 0) return false;
  return !ka.some((name) => kb.has(name));
}

function addItem(target: Centroid, vector: SparseVector, names: readonly string[], time: number): void {
  let norm = 0;
  for (const w of vector.values()) norm += w * w;
  norm = Math.sqrt(norm) || 1;
  for (const [term, w] of vector) target.vector.set(term, (target.vector.get(term) ?? 0) + w / norm);
  for (const name of names) target.names.set(name, (target.names.get(name) ?? 0) + 1);
  target.timeSum += time;
  target.count += 1;
}
