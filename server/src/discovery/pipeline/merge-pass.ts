import { cosinePacked, type PackedVector } from '../../text/packed-vector';
import type { UnionFind } from './union-find';

/** Verified candidate pairs with their pairwise cosines, as parallel arrays (no object per pair). */
export interface ScoredPairs {
  a: number[];
  b: number[];
  similarity: number[];
}

/** Similarities are ranked to 1e-7 (23 bits) above the pair's index (up to 2^30), within a double's 53 bits. */
const SIMILARITY_STEPS = 1 << 23;
const INDEX_LIMIT = 2 ** 30;

/**
 * Pair indices, most similar first, ties in the order the pairs were met. A numeric sort of packed keys instead of
 * a comparator over objects: the sort of a million scored pairs was the pass's largest cost.
 */
export function bestFirstOrder(similarity: readonly number[]): Float64Array {
  const n = similarity.length;
  if (n >= INDEX_LIMIT) throw new RangeError(`too many scored pairs (${n})`);
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const rank = SIMILARITY_STEPS - Math.round(Math.min(1, Math.max(0, similarity[i]!)) * SIMILARITY_STEPS);
    keys[i] = rank * INDEX_LIMIT + i;
  }
  keys.sort();
  for (let i = 0; i < n; i += 1) keys[i] = keys[i]! % INDEX_LIMIT;
  return keys;
}

export interface MergeInput {
  /** Unit TF-IDF vectors (term ids ascending). */
  packed: readonly PackedVector[];
  /** The same without each item's named tokens, unit length. */
  eventPacked: readonly PackedVector[];
  named: readonly (readonly string[])[];
  headlineEvents: readonly (readonly string[])[];
  times: Float64Array;
  /** An embeddings model's unit vectors, and its cosine lifted onto the TF-IDF scale (0 below its bar). */
  meaning?: { vectors: readonly Float32Array[]; lift(cosine: number): number; floor: number };
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

/** What a cluster of several items says together: sums of its members' unit vectors, keyed by term id. */
interface Centroid {
  vector: Map<number, number>;
  /** Squared length of `vector`, kept so each comparison costs only a dot product over the smaller map. */
  norm2: number;
  event: Map<number, number>;
  eventNorm2: number;
  /** Named token → number of member items carrying it. */
  names: Map<string, number>;
  /** Headline stems that are not names, over all members. */
  headline: Set<string>;
  timeSum: number;
  count: number;
  /** Sum of the members' meaning vectors, when the model's are given. */
  meaning: Float32Array | null;
}

const HOUR = 3_600_000;

/**
 * Joins verified candidate pairs best first, each join checked against what both sides already say together.
 * Plain single link (join every pair above the bar, in any order) chains two stories on one subject through
 * their closest tellings. So:
 * - a strong pair (above `pairBar`) joins two single items directly, and two clusters when their centroids (sums of
 *   unit item vectors, which pool each story's vocabulary) reach `linkBar`;
 * - a near miss joins two clusters when their centroids reach `centroidBar`: rewordings that share few words
 *   pairwise are often close to what the story's other items say together;
 * - never when what happened differs: the event centroids (names left out) are below `eventBar`, or both sides
 *   name the same entity while their headlines share no word for what happened ('Kestrel to cut 600 jobs in
 *   Malaysia' beside 'Kestrel to build chip plant in Ohio'), which raises the bar by `otherEventPenalty`.
 * Single items are compared through their packed vectors; a centroid is made only when a cluster forms, and
 * centroids merge smaller-into-larger. A failed comparison is remembered until one side changes, so the pass is
 * O(m log m) in the number of scored pairs.
 */
export function linkBestFirst(
  uf: UnionFind,
  input: MergeInput,
  pairs: ScoredPairs,
  rules: LinkRules,
): { joinedPairs: number; centroidMerges: number } {
  const centroids = new Map<number, Centroid>();
  // Clusters already formed (by sure joins while candidates were scored) start with their centroids.
  const members = new Map<number, number[]>();
  for (let i = 0; i < input.packed.length; i += 1) {
    const root = uf.find(i);
    const list = members.get(root);
    if (list) list.push(i);
    else members.set(root, [i]);
  }
  for (const [root, list] of members) {
    if (list.length < 2) continue;
    let c = singleton(input, list[0]!);
    for (let k = 1; k < list.length; k += 1) c = mergeCentroids(c, singleton(input, list[k]!));
    centroids.set(root, c);
  }
  let joinedPairs = 0;
  let centroidMerges = 0;
  const failed = new Set<string>();
  const version = new Map<number, number>();
  for (const index of bestFirstOrder(pairs.similarity)) {
    const a = pairs.a[index]!;
    const b = pairs.b[index]!;
    const similarity = pairs.similarity[index]!;
    const ra = uf.find(a);
    const rb = uf.find(b);
    if (ra === rb) continue;
    const strong = similarity >= rules.pairBar(Math.abs(input.times[a]! - input.times[b]!) / HOUR);
    const ca = centroids.get(ra);
    const cb = centroids.get(rb);
    if (!ca && !cb) {
      // Two single items: their centroids are their own vectors, so the pair's cosine is the centroid cosine.
      const cosine = input.meaning ? vectorCosine(input.meaning.vectors[a]!, input.meaning.vectors[b]!) : Number.NaN;
      if (input.meaning && cosine < input.meaning.floor) continue;
      const sameEvent =
        cosinePacked(input.eventPacked[a]!, input.eventPacked[b]!) >= rules.eventBar ||
        (input.meaning !== undefined && input.meaning.lift(cosine) > 0);
      if (!sameEvent) continue;
      const otherEvent = itemsNameSameOtherEvent(input, a, b);
      if (!strong || otherEvent) {
        const hours = Math.abs(input.times[a]! - input.times[b]!) / HOUR;
        const bar =
          (strong ? rules.linkBar(hours) : rules.centroidBar(hours)) + (otherEvent ? rules.otherEventPenalty : 0);
        if (similarity < bar) continue;
      }
    } else {
      const [lo, hi] = ra < rb ? [ra, rb] : [rb, ra];
      const pairKey = `${strong ? 's' : 'w'}${lo}.${version.get(lo) ?? 0}:${hi}.${version.get(hi) ?? 0}`;
      if (failed.has(pairKey)) continue;
      const left = ca ?? singleton(input, ra);
      const right = cb ?? singleton(input, rb);
      if (!joinable(left, right, strong, rules, input.meaning)) {
        failed.add(pairKey);
        continue;
      }
    }
    uf.union(ra, rb);
    const merged = mergeCentroids(ca ?? singleton(input, ra), cb ?? singleton(input, rb));
    centroids.delete(ra);
    centroids.delete(rb);
    const root = uf.find(ra);
    centroids.set(root, merged);
    version.set(root, Math.max(version.get(ra) ?? 0, version.get(rb) ?? 0) + 1);
    if (strong) joinedPairs += 1;
    else centroidMerges += 1;
  }
  return { joinedPairs, centroidMerges };
}

/**
 * With a model's vectors, two clusters whose meaning centroids clear its bar count as the same event even when
 * they share no word for it (a retelling in other words), and the closer of words and meaning meets the bar.
 */
function joinable(a: Centroid, b: Centroid, strong: boolean, rules: LinkRules, model?: MergeInput['meaning']): boolean {
  const cosine = model && a.meaning && b.meaning ? vectorCosine(a.meaning, b.meaning) : Number.NaN;
  if (model && cosine < model.floor) return false;
  const meaning = model ? model.lift(cosine) : 0;
  if (meaning === 0 && mapCosine(a.event, a.eventNorm2, b.event, b.eventNorm2) < rules.eventBar) return false;
  const hours = Math.abs(a.timeSum / a.count - b.timeSum / b.count) / HOUR;
  const bar =
    (strong ? rules.linkBar(hours) : rules.centroidBar(hours)) +
    (namesConflict(a, b) ? rules.conflictPenalty : 0) +
    (sameNamesOtherEvent(a, b) ? rules.otherEventPenalty : 0);
  return Math.max(mapCosine(a.vector, a.norm2, b.vector, b.norm2), meaning) >= bar;
}

/** Cosine of two vectors (sums of unit vectors); NaN (no opinion) when one is empty or they differ in length. */
function vectorCosine(a: Float32Array, b: Float32Array): number {
  if (a.length === 0 || a.length !== b.length) return Number.NaN;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? Number.NaN : dot / Math.sqrt(na * nb);
}

function mergeCentroids(x: Centroid, y: Centroid): Centroid {
  const [big, small] = x.vector.size >= y.vector.size ? [x, y] : [y, x];
  for (const [term, weight] of small.vector) big.vector.set(term, (big.vector.get(term) ?? 0) + weight);
  for (const [term, weight] of small.event) big.event.set(term, (big.event.get(term) ?? 0) + weight);
  for (const [name, count] of small.names) big.names.set(name, (big.names.get(name) ?? 0) + count);
  for (const word of small.headline) big.headline.add(word);
  big.norm2 = squaredLength(big.vector);
  big.eventNorm2 = squaredLength(big.event);
  big.timeSum += small.timeSum;
  big.count += small.count;
  // An item without a vector (empty) adds nothing to its cluster's meaning.
  if (big.meaning && small.meaning && small.meaning.length > 0) {
    if (big.meaning.length === 0) big.meaning = Float32Array.from(small.meaning);
    else for (let i = 0; i < big.meaning.length; i += 1) big.meaning[i]! += small.meaning[i]!;
  }
  return big;
}

function singleton(input: MergeInput, item: number): Centroid {
  const toMap = (v: PackedVector): Map<number, number> => {
    const out = new Map<number, number>();
    for (let i = 0; i < v.ids.length; i += 1) out.set(v.ids[i]!, v.weights[i]!);
    return out;
  };
  const vector = toMap(input.packed[item]!);
  const event = toMap(input.eventPacked[item]!);
  return {
    vector,
    norm2: squaredLength(vector),
    event,
    eventNorm2: squaredLength(event),
    names: new Map(input.named[item]!.map((name) => [name, 1])),
    headline: new Set(input.headlineEvents[item]),
    timeSum: input.times[item]!,
    count: 1,
    meaning: input.meaning ? Float32Array.from(input.meaning.vectors[item]!) : null,
  };
}

function squaredLength(vector: ReadonlyMap<number, number>): number {
  let sum = 0;
  for (const w of vector.values()) sum += w * w;
  return sum;
}

function mapCosine(
  a: ReadonlyMap<number, number>,
  aNorm2: number,
  b: ReadonlyMap<number, number>,
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
 * Who did what: two sides that name the same entity but whose headlines share no word for what happened are two
 * stories about one company. Sides with no name in common are left to the similarity bars (a story told in
 * common words).
 */
export function namesSameOtherEvent(
  namesA: Iterable<string>,
  namesB: { has(name: string): boolean },
  headlineA: Iterable<string>,
  headlineB: { has(word: string): boolean },
): boolean {
  let shared = false;
  for (const name of namesA)
    if (namesB.has(name)) {
      shared = true;
      break;
    }
  if (!shared) return false;
  for (const word of headlineA) if (headlineB.has(word)) return false;
  return true;
}

function sameNamesOtherEvent(a: Centroid, b: Centroid): boolean {
  return namesSameOtherEvent(a.names.keys(), b.names, a.headline, b.headline);
}

/**
 * A pair so close (`sureBar`) that best-first linking would join it among the first, with the same event and
 * no other-event sign: joined while candidates are scored, so later meetings of the same items skip the cosine.
 */
export function sureJoin(
  input: MergeInput,
  a: number,
  b: number,
  similarity: number,
  sureBar: number,
  eventBar: number,
): boolean {
  return (
    similarity >= sureBar &&
    cosinePacked(input.eventPacked[a]!, input.eventPacked[b]!) >= eventBar &&
    !itemsNameSameOtherEvent(input, a, b)
  );
}

function itemsNameSameOtherEvent(input: MergeInput, a: number, b: number): boolean {
  return namesSameOtherEvent(
    input.named[a]!,
    new Set(input.named[b]),
    input.headlineEvents[a]!,
    new Set(input.headlineEvents[b]),
  );
}
