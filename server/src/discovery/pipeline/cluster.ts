import { cosinePacked } from '../../text/packed-vector';
import { buildFeatures, type ClusterDoc, type ItemFeatures } from './features';
import { forEachBucketPair, lshBuckets, minhashSignature } from './minhash';
import { seedList } from '../../text/hash';
import { linkBestFirst, sureJoin, type ScoredPairs } from './merge-pass';
import { UnionFind } from './union-find';
import { forEachKeyTermPair } from './key-term-postings';
import { forEachMeaningPair, liftMeaning, meaningCosine, type MeaningSignal } from './meaning';

export type { ClusterDoc } from './features';
export type { MeaningSignal } from './meaning';

export interface ClusterOptions {
  /** Seed of the MinHash functions: same seed, same clusters. */
  seed: number;
  /**
   * LSH bands × rows = signature length. 16 × 3 catches pairs from Jaccard ≈ (1/16)^(1/3) ≈ 0.4 up with high
   * probability and still some below; rewordings that share less are caught by the named-token index.
   */
  bands: number;
  rows: number;
  /** A bucket larger than this is walked as a sorted neighbourhood (each item with its next `bucketWindow`). */
  bucketWindow: number;
  /** Cosine similarity two items published close together need to be joined. */
  threshold: number;
  /** Items further apart than this (hours) need more similarity… */
  timeGraceHours: number;
  /** …rising by this much per further day… */
  thresholdPerDay: number;
  /** …up to this much on top of `threshold`. */
  maxThresholdExtra: number;
  /** Stems in more than max(minDocFrequencyCap, share · n) items are left out of MinHash sets. */
  commonTermShare: number;
  minDocFrequencyCap: number;
  /** Named tokens in more than this many items are too common to suggest the same story. */
  namedDocFrequencyCap: number;
  /** Rejected pairs at least this similar are re-examined cluster against cluster (see mergeByCentroid)… */
  nearMissFloor: number;
  /** …and joined when their clusters' centroids reach this cosine (time-adjusted like `threshold`). */
  centroidThreshold: number;
  /** Added to the centroid bar when the two clusters' key names are disjoint (a different event, same subject). */
  nameConflictPenalty: number;
  /** Centroid cosine a pair above `threshold` still needs when it would join two clusters of several items. */
  linkThreshold: number;
  /** Event cosine (names left out) two clusters need to join at all: the same company, another story, stays apart. */
  eventThreshold: number;
  /** Added to the bar when two clusters name the same entity but their headlines share no word for what happened. */
  otherEventPenalty: number;
  /** Pairs at least this similar (and with the same event) join while candidates are scored (see sureJoin). */
  sureThreshold: number;
  /** Each item's this many rarest-weighted stems are indexed as candidates (see keyTermPostings)… */
  keyTermsPerItem: number;
  /** …each posting list walked with this window. */
  keyTermWindow: number;
}

export const DEFAULT_CLUSTER_OPTIONS: ClusterOptions = {
  seed: 20240611,
  bands: 16,
  rows: 3,
  bucketWindow: 16,
  threshold: 0.28,
  timeGraceHours: 48,
  thresholdPerDay: 0.03,
  maxThresholdExtra: 0.2,
  commonTermShare: 0.01,
  minDocFrequencyCap: 40,
  namedDocFrequencyCap: 60,
  nearMissFloor: 0.18,
  centroidThreshold: 0.25,
  nameConflictPenalty: 0.2,
  linkThreshold: 0,
  eventThreshold: 0.03,
  otherEventPenalty: 0.05,
  sureThreshold: 0.6,
  keyTermsPerItem: 6,
  keyTermWindow: 4,
};

export interface ClusterResult {
  /** Item indices per cluster, each in publication order; clusters ordered by their earliest item. */
  clusters: number[][];
  features: ItemFeatures;
  /** pairChecks counts candidate pairs as met (a pair met in two bands counts twice); joinedPairs those joined. */
  stats: { pairChecks: number; joinedPairs: number; centroidMerges: number };
}

/** Similarity needed to join two items published `hoursApart` apart: flat for two days, then rising, capped. */
export function joinThreshold(
  hoursApart: number,
  options: ClusterOptions = DEFAULT_CLUSTER_OPTIONS,
  base = options.threshold,
): number {
  const lateDays = Math.max(0, hoursApart - options.timeGraceHours) / 24;
  return base + Math.min(options.maxThresholdExtra, lateDays * options.thresholdPerDay);
}

/**
 * Groups items about the same story without comparing every pair. Candidates come from three places: MinHash/LSH
 * over each item's informative stems (wording overlap), an inverted index of rare named tokens (an entity or
 * number two rewordings share even when little else matches), and each item's few most distinctive stems (a story
 * told in common words: 'rehire', 'invoices'). Each candidate pair is scored with the TF-IDF cosine; pairs are
 * then joined best first under time-aware bars with entity and event checks (see linkBestFirst). Work is
 * O(n · (bands + postings) · window) for candidates plus a sort of the scored pairs, i.e. about n log n.
 * `background` (items not to cluster, e.g. the general news around a keyword search) only informs term weights;
 * see buildFeatures. `meaning` (an embeddings model's vectors of the items, with its calibrated bar) adds the
 * model's near pairs as candidates and lets a pair or two clusters join on meaning as well as on words; the entity
 * and event checks still apply (see linkBestFirst).
 */
export function clusterItems(
  docs: readonly ClusterDoc[],
  overrides: Partial<ClusterOptions> = {},
  background: readonly ClusterDoc[] = [],
  meaning?: MeaningSignal,
): ClusterResult {
  const options = { ...DEFAULT_CLUSTER_OPTIONS, ...overrides };
  const n = docs.length;
  // Work in publication order so buckets and postings list members by time (see forEachBucketPair).
  const order = [...docs.keys()].sort(
    (a, b) => docs[a]!.publishedAt.getTime() - docs[b]!.publishedAt.getTime() || a - b,
  );
  const sorted = order.map((i) => docs[i]!);
  const maxDf = Math.max(options.minDocFrequencyCap, Math.floor(options.commonTermShare * n));
  const features = buildFeatures(sorted, maxDf, background, options.keyTermsPerItem);
  const seeds = seedList(options.seed, options.bands * options.rows);
  const signatures = features.termHashes.map((hashes) => minhashSignature(hashes, seeds));

  if (meaning && meaning.vectors.length !== n) throw new RangeError(`${meaning.vectors.length} vectors for ${n} items`);
  // An item the model gave no usable vector (all zeros, or of another length) gets none: its pairs go by words.
  const dims = meaning?.vectors.find((v) => hasLength(v))?.length ?? 0;
  const meaningVectors = meaning
    ? order.map((i) => {
        const v = meaning.vectors[i]!;
        return v.length === dims && hasLength(v) ? v : NO_VECTOR;
      })
    : undefined;
  const lift = meaning ? (cosine: number) => liftMeaning(cosine, meaning.bar, options.threshold) : undefined;
  const floor = meaning?.floor ?? -1;

  const uf = new UnionFind(n);
  // Candidates met in several bands or lists are scored once per meeting: cheaper than hashing pair keys, and
  // the best-first pass skips a pair whose items are already one cluster.
  let pairChecks = 0;
  const scored: ScoredPairs = { a: [], b: [], similarity: [] };
  let sureJoins = 0;
  // With a model, a pair's words and meaning are both read, each only where it can matter: a word candidate
  // below the near-miss floor is left to the model's own candidates (which bring every pair it reads as one
  // story), and a model candidate below the model's bar adds nothing the word candidates do not.
  const score = (a: number, b: number, fromMeaning: boolean): void => {
    pairChecks += 1;
    if (uf.find(a) === uf.find(b)) return;
    let words: number;
    let similarity: number;
    if (meaning && meaningVectors && lift) {
      let cosine: number;
      if (fromMeaning) {
        cosine = meaningCosine(meaningVectors[a]!, meaningVectors[b]!);
        if (!(cosine >= meaning.bar)) return;
        words = cosinePacked(features.packed[a]!, features.packed[b]!);
      } else {
        words = cosinePacked(features.packed[a]!, features.packed[b]!);
        if (words < options.nearMissFloor) return;
        cosine = meaningCosine(meaningVectors[a]!, meaningVectors[b]!);
      }
      // Below its floor the model reads two stories, however many words they share (NaN: no vector, no opinion).
      if (cosine < floor) return;
      similarity = Math.max(words, lift(cosine));
    } else {
      words = cosinePacked(features.packed[a]!, features.packed[b]!);
      similarity = words;
    }
    if (similarity < options.nearMissFloor) return;
    const hours = Math.abs(features.times[a]! - features.times[b]!) / 3_600_000;
    if (
      sureJoin(features, a, b, words, joinThreshold(hours, options, options.sureThreshold), options.eventThreshold)
    ) {
      uf.union(a, b);
      sureJoins += 1;
      return;
    }
    scored.a.push(a);
    scored.b.push(b);
    scored.similarity.push(similarity);
  };
  const visit = (a: number, b: number): void => score(a, b, false);

  for (const bucket of lshBuckets(
    signatures,
    options.bands,
    options.rows,
    (i) => features.termHashes[i]!.length === 0,
  )) {
    forEachBucketPair(bucket, options.bucketWindow, visit);
  }
  for (const postings of namedPostings(features.named, options.namedDocFrequencyCap)) {
    forEachBucketPair(postings, options.bucketWindow, visit);
  }
  forEachKeyTermPair(features.keyTerms, options.keyTermWindow, visit);
  if (meaning && meaningVectors)
    forEachMeaningPair(meaningVectors, options.bucketWindow, options.seed, meaning.bar, (a, b) => score(a, b, true));

  const input =
    meaning && meaningVectors && lift
      ? { ...features, meaning: { vectors: meaningVectors, lift, floor } }
      : features;
  const { joinedPairs, centroidMerges } = linkBestFirst(uf, input, scored, {
    pairBar: (hours) => joinThreshold(hours, options),
    linkBar: (hours) => joinThreshold(hours, options, options.linkThreshold),
    centroidBar: (hours) => joinThreshold(hours, options, options.centroidThreshold),
    conflictPenalty: options.nameConflictPenalty,
    eventBar: options.eventThreshold,
    otherEventPenalty: options.otherEventPenalty,
  });

  // Positions are in publication order, so each group is already sorted by time; map back to caller indices.
  const clusters = uf
    .groups()
    .map((group) => group.map((pos) => order[pos]!))
    .sort((a, b) => docs[a[0]!]!.publishedAt.getTime() - docs[b[0]!]!.publishedAt.getTime() || a[0]! - b[0]!);
  return {
    clusters,
    features: reorder(features, order),
    stats: { pairChecks, joinedPairs: sureJoins + joinedPairs, centroidMerges },
  };
}

const NO_VECTOR = new Float32Array(0);

function hasLength(v: Float32Array): boolean {
  for (let i = 0; i < v.length; i += 1) if (v[i] !== 0 && Number.isFinite(v[i])) return true;
  return false;
}

/** Posting lists (positions in time order) of named tokens shared by 2..cap items. */
function namedPostings(named: readonly string[][], cap: number): number[][] {
  const index = new Map<string, number[]>();
  named.forEach((tokens, pos) => {
    for (const token of tokens) {
      const list = index.get(token);
      if (list) list.push(pos);
      else index.set(token, [pos]);
    }
  });
  return [...index.values()].filter((list) => list.length > 1 && list.length <= cap);
}

function reorder(features: ItemFeatures, order: readonly number[]): ItemFeatures {
  const n = order.length;
  const out: ItemFeatures = {
    vectors: new Array(n),
    packed: new Array(n),
    termHashes: new Array(n),
    named: new Array(n),
    terms: new Array(n),
    times: new Float64Array(n),
    headlineEvents: new Array(n),
    eventPacked: new Array(n),
    keyTerms: new Array(n),
    tfidf: features.tfidf,
  };
  order.forEach((item, pos) => {
    out.vectors[item] = features.vectors[pos]!;
    out.packed[item] = features.packed[pos]!;
    out.termHashes[item] = features.termHashes[pos]!;
    out.named[item] = features.named[pos]!;
    out.terms[item] = features.terms[pos]!;
    out.times[item] = features.times[pos]!;
    out.headlineEvents[item] = features.headlineEvents[pos]!;
    out.eventPacked[item] = features.eventPacked[pos]!;
    out.keyTerms[item] = features.keyTerms[pos]!;
  });
  return out;
}
