import { stem, type SparseVector } from '../../text';
import type { UnionFind } from './union-find';

/** A candidate pair that was verified, with its pairwise cosine. */
export interface ScoredPair {
  a: number;
  b: number;
  similarity: number;
}

export interface MergeInput {
  vectors: readonly SparseVector[];
  named: readonly (readonly string[])[];
  times: Float64Array;
  headlineEvents: readonly (readonly string[])[];
}

/** The bars of the best-first linking, each by hours apart (see linkBestFirst). */
export interface LinkRules {
  /** Pairwise cosine that makes two items one story. */
  pairBar(hoursApart: number): number;
  /** Centroid cosine a strong pair's two clusters still need when either already holds several items. */
  linkBar(hoursApart: number): number;
  /** Centroid cosine that joins the clusters of a weaker pair (a near miss). */
  centroidBar(hoursApart: number): number;
  /** Added to both centroid bars when the clusters' key names are disjoint (a different event, same subject). */
  conflictPenalty: number;
  /** Cosine of the clusters' event centroids (names left out) below which they never join. */
  eventBar: number;
  /** Added to the centroid bar when the clusters share a name but no headline word for what happened. */
  otherEventPenalty: number;
}

interface Centroid {
  vector: Map<string, number>;
  /** The same without the members' named tokens: what happened, not to whom. */
  event: Map<string, number>;
  eventNorm2: number;
  /** Squared length of `vector`, kept so each comparison costs only a dot product over the smaller map. */
  norm2: number;
  /** Named token → number of member items carrying it. */
  names: Map<string, number>;
  /** Headline stems that are not names, over all members. */
  headline: Set<string>;
  timeSum: number;
  count: number;
}

const HOUR = 3_600_000;

/**
 * Joins verified candidate pairs best first, each join checked against what both clusters already say together.
 * Plain single link (join every pair above the bar) chains two stories on one subject through their closest
 * tellings: a heart-failure trial and an NHS virtual-ward plan that mentions heart failure; a pet-food recall and
 * a pet-food sales report. So once a cluster holds several items, a pair only joins it to another when the two
 * clusters' centroids (sums of unit item vectors, which pool each story's vocabulary) also agree (`linkBar`).
 * Near misses, pairs below the pairwise bar, join when the centroids agree more strongly (`centroidBar`):
 * rewordings that share few words pairwise are often close to what the story's other items say together.
 * Centroids merge smaller-into-larger and a failed comparison is remembered until one side changes, so the pass
 * is O(m log m) in the number of scored pairs. Returns the joins made by strong pairs and by near misses.
 */
export function linkBestFirst(
  uf: UnionFind,
  input: MergeInput,
  pairs: ScoredPair[],
  rules: LinkRules,
): { joinedPairs: number; centroidMerges: number } {
  const centroids = new Map<number, Centroid>();
  const centroidOf = (root: number): Centroid => centroids.get(root) ?? singleton(input, root);
  let joinedPairs = 0;
  let centroidMerges = 0;
  const failed = new Set<string>();
  const version = new Map<number, number>();
  pairs.sort((x, y) => y.similarity - x.similarity || x.a - y.a || x.b - y.b);
  for (const { a, b, similarity } of pairs) {
    const ra = uf.find(a);
    const rb = uf.find(b);
    if (ra === rb) continue;
    const ca = centroidOf(ra);
    const cb = centroidOf(rb);
    const strong = similarity >= rules.pairBar(Math.abs(input.times[a]! - input.times[b]!) / HOUR);
    if (centroidCosine(ca.event, ca.eventNorm2, cb.event, cb.eventNorm2) < rules.eventBar) continue;
    const otherEvent = sameNamesOtherEvent(ca, cb);
    if (!strong || ca.count > 1 || cb.count > 1 || otherEvent) {
      const [lo, hi] = ra < rb ? [ra, rb] : [rb, ra];
      const pairKey = `${strong ? 's' : 'w'}${lo}.${version.get(lo) ?? 0}:${hi}.${version.get(hi) ?? 0}`;
      if (failed.has(pairKey)) continue;
      const hours = Math.abs(ca.timeSum / ca.count - cb.timeSum / cb.count) / HOUR;
      const bar =
        (strong ? rules.linkBar(hours) : rules.centroidBar(hours)) +
        (namesConflict(ca, cb) ? rules.conflictPenalty : 0) +
        (otherEvent ? rules.otherEventPenalty : 0);
      if (centroidCosine(ca.vector, ca.norm2, cb.vector, cb.norm2) < bar) {
        failed.add(pairKey);
        continue;
      }
    }
    uf.union(ra, rb);
    const [big, small] = ca.vector.size >= cb.vector.size ? [ca, cb] : [cb, ca];
    for (const [term, weight] of small.vector) big.vector.set(term, (big.vector.get(term) ?? 0) + weight);
    for (const [name, count] of small.names) big.names.set(name, (big.names.get(name) ?? 0) + count);
    for (const word of small.headline) big.headline.add(word);
    for (const [term, weight] of small.event) big.event.set(term, (big.event.get(term) ?? 0) + weight);
    big.norm2 = squaredLength(big.vector);
    big.eventNorm2 = squaredLength(big.event);
    big.timeSum += small.timeSum;
    big.count += small.count;
    centroids.delete(ra);
    centroids.delete(rb);
    const root = uf.find(ra);
    centroids.set(root, big);
    version.set(root, Math.max(version.get(ra) ?? 0, version.get(rb) ?? 0) + 1);
    if (strong) joinedPairs += 1;
    else centroidMerges += 1;
  }
  return { joinedPairs, centroidMerges };
}

function singleton(input: MergeInput, item: number): Centroid {
  const c: Centroid = {
    vector: new Map(),
    event: new Map(),
    norm2: 0,
    eventNorm2: 0,
    names: new Map(),
    headline: new Set(input.headlineEvents[item]),
    timeSum: 0,
    count: 0,
  };
  const vector = input.vectors[item]!;
  const nameStems = new Set(input.named[item]!.map((name) => stem(name)));
  let norm = 0;
  let eventNorm = 0;
  for (const [term, w] of vector) {
    norm += w * w;
    if (!nameStems.has(term)) eventNorm += w * w;
  }
  norm = Math.sqrt(norm) || 1;
  eventNorm = Math.sqrt(eventNorm) || 1;
  for (const [term, w] of vector) {
    c.vector.set(term, w / norm);
    if (!nameStems.has(term)) c.event.set(term, w / eventNorm);
  }
  for (const name of input.named[item]!) c.names.set(name, 1);
  c.norm2 = squaredLength(c.vector);
  c.eventNorm2 = squaredLength(c.event);
  c.timeSum = input.times[item]!;
  c.count = 1;
  return c;
}

function squaredLength(vector: ReadonlyMap<string, number>): number {
  let sum = 0;
  for (const w of vector.values()) sum += w * w;
  return sum;
}

function centroidCosine(
  a: ReadonlyMap<string, number>,
  aNorm2: number,
  b: ReadonlyMap<string, number>,
  bNorm2: number,
): number {
  if (aNorm2 === 0 || bNorm2 === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, w] of small) {
    const other = large.get(term);
    if (other !== undefined) dot += w * other;
  }
  return dot / Math.sqrt(aNorm2 * bNorm2);
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

/**
 * Who did what: two clusters that name the same entity but whose headlines share no word for what happened
 * ('Kestrel to cut 600 jobs in Malaysia' beside 'Kestrel to build chip plant in Ohio') are two stories about one
 * company. Clusters with no name in common are left to the similarity bars (a story told in common words).
 */
function sameNamesOtherEvent(a: Centroid, b: Centroid): boolean {
  const [small, large] = a.names.size <= b.names.size ? [a.names, b.names] : [b.names, a.names];
  let shared = false;
  for (const name of small.keys())
    if (large.has(name)) {
      shared = true;
      break;
    }
  if (!shared) return false;
  const [hs, hl] = a.headline.size <= b.headline.size ? [a.headline, b.headline] : [b.headline, a.headline];
  for (const word of hs) if (hl.has(word)) return false;
  return true;
}
