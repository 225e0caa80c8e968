import { dot, type WordLexicon } from '../../semantic/semantic-engine';
import { seedList } from '../../text/hash';
import { averageLink } from './average-link';
import { buildFeatures, MAX_SUMMARY_CHARS, type ClusterDoc, type ItemFeatures } from './features';
import { forEachKeyTermPair } from './key-term-postings';
import { forEachMeaningPair, liftMeaning, type MeaningSignal } from './meaning';
import { forEachBucketPair, lshBuckets, minhashSignature } from './minhash';
import { PairSet } from './pair-set';
import { buildStorySignals, DEFAULT_SIMILARITY, storySimilarity, type SimilarityWeights } from './story-similarity';
import { shareActorName } from './story-names';

export type { ClusterDoc } from './features';
export type { MeaningSignal } from './meaning';

export interface ClusterOptions {
  /** Seed of the MinHash functions and the sentence-vector hyperplanes: same seed, same clusters. */
  seed: number;
  /**
   * LSH bands × rows = signature length. 16 × 3 catches pairs from Jaccard ≈ (1/16)^(1/3) ≈ 0.4 up with high
   * probability and still some below; rewordings that share less are caught by the named-token index, the key
   * terms and the sentence vectors.
   */
  bands: number;
  rows: number;
  /** A bucket larger than this is walked as a sorted neighbourhood (each item with its next `bucketWindow`). */
  bucketWindow: number;
  /** Stems in more than max(minDocFrequencyCap, share · n) items are left out of MinHash sets. */
  commonTermShare: number;
  minDocFrequencyCap: number;
  /** Named tokens in more than this many items are too common to suggest the same story. */
  namedDocFrequencyCap: number;
  /** Each item's this many rarest-weighted stems are indexed as candidates (see keyTermPostings)… */
  keyTermsPerItem: number;
  /** …each posting list walked with this window. */
  keyTermWindow: number;
  /** Sentence cosine from which two items' offline sentence vectors make them a candidate pair. */
  sentenceCandidateCosine: number;
  /** How the pair similarity is weighed (see storySimilarity). */
  similarity: SimilarityWeights;
  /** Candidate pairs below this similarity are not kept (a merge scores them again if it needs them). */
  pairFloor: number;
  /** Average similarity of all cross pairs two clusters need to merge (average link)… */
  threshold: number;
  /** …two lone items need this much, or this much when a lone item of a third outlet meets each of them at it… */
  pairThreshold: number;
  triadThreshold: number;
  /** …or around a report other outlets' lone reports meet at `starThreshold`: `starReports` averaging `starMean`… */
  starThreshold: number;
  starReports: number;
  starMean: number;
  /** …and a cluster takes in only what reaches this share of its own cohesion (its members' mean similarity). */
  cohesionShare: number;
  /** Cohesion counts at most this much: wire copies of one report make a pair as alike as can be. */
  cohesionCap: number;
  /**
   * The cohesion share instead, between a story held at the cap by copies and another cluster of several items that
   * names an actor in common (see shareActorName; decision 57).
   */
  actorCohesionShare: number;
  /** Pairs further apart than this (hours) lose similarity… */
  timeGraceHours: number;
  /** …this much per further day… */
  thresholdPerDay: number;
  /** …at most this much. */
  maxThresholdExtra: number;
  /** An embeddings model's calibrated bar counts as this sentence cosine (its 1 as 1). */
  modelLiftBase: number;
}

export const DEFAULT_CLUSTER_OPTIONS: ClusterOptions = {
  seed: 20240611,
  bands: 16,
  rows: 3,
  bucketWindow: 16,
  commonTermShare: 0.01,
  minDocFrequencyCap: 40,
  namedDocFrequencyCap: 60,
  keyTermsPerItem: 6,
  keyTermWindow: 4,
  sentenceCandidateCosine: 0.7,
  similarity: DEFAULT_SIMILARITY,
  pairFloor: 0.15,
  threshold: 0.23,
  pairThreshold: 0.36,
  triadThreshold: 0.3,
  starThreshold: 0.28,
  starReports: 4,
  starMean: 0.25,
  cohesionShare: 0.6,
  cohesionCap: 0.5,
  actorCohesionShare: 0.53,
  timeGraceHours: 48,
  thresholdPerDay: 0.02,
  maxThresholdExtra: 0.2,
  modelLiftBase: 0.6,
};

export interface ClusterResult {
  /** Item indices per cluster, each in publication order; clusters ordered by their earliest item. */
  clusters: number[][];
  features: ItemFeatures;
  /** pairChecks counts the distinct candidate pairs scored; joinedPairs the merges. */
  stats: { pairChecks: number; joinedPairs: number };
}

/** Similarity a pair loses for being published `hoursApart` apart: none for two days, then rising, capped. */
export function timePenalty(hoursApart: number, options: ClusterOptions = DEFAULT_CLUSTER_OPTIONS): number {
  const lateDays = Math.max(0, hoursApart - options.timeGraceHours) / 24;
  return Math.min(options.maxThresholdExtra, lateDays * options.thresholdPerDay);
}

/**
 * Groups items about the same story without comparing every pair (docs/decisions/0034). Candidates come from three
 * places: MinHash/LSH over each item's informative stems (wording overlap), an inverted index of rare named tokens
 * (an entity or number two rewordings share when little else matches), and each item's few most distinctive stems
 * (a story told in common words), and near pairs by meaning (SimHash LSH over an embeddings model's vectors, else
 * over the offline sentence vectors: a rewording that shares no word).
 * Each candidate is scored by storySimilarity (TF-IDF and sentence cosines, names), less a penalty for days
 * apart, and the scored pairs are merged by average link (see averageLink): a cluster takes in an item or another
 * cluster only when their items are alike on average, not when one pair is. Work is about n log n.
 * `background` (items not to cluster, e.g. the general news around a keyword search) only informs term weights
 * (see buildFeatures). `lexicon` gives the sentence vectors (without it, the words alone decide). `meaning` (an
 * embeddings model's vectors, with its calibrated bar) adds the model's near pairs as candidates and its cosine as
 * a second reading of the sentence signal.
 */
export function clusterItems(
  docs: readonly ClusterDoc[],
  overrides: Partial<ClusterOptions> = {},
  background: readonly ClusterDoc[] = [],
  meaning?: MeaningSignal,
  lexicon?: WordLexicon,
): ClusterResult {
  const options = { ...DEFAULT_CLUSTER_OPTIONS, ...overrides };
  const n = docs.length;
  // Work in publication order so buckets and postings list members by time (see forEachBucketPair).
  const order = [...docs.keys()].sort(
    (a, b) => docs[a]!.publishedAt.getTime() - docs[b]!.publishedAt.getTime() || a - b,
  );
  const sorted = order.map((i) => docs[i]!);
  const maxDf = Math.max(options.minDocFrequencyCap, Math.floor(options.commonTermShare * n));
  // Clustering compares the packed vectors; a draft's representative weighs its members' vectors made again.
  const features = buildFeatures(sorted, maxDf, background, options.keyTermsPerItem, false);
  const seeds = seedList(options.seed, options.bands * options.rows);
  const signatures = features.termHashes.map((hashes) => minhashSignature(hashes, seeds));

  if (meaning && meaning.vectors.length !== n) throw new RangeError(`${meaning.vectors.length} vectors for ${n} items`);
  const texts = sorted.map((d) => `${d.title}. ${d.summary.slice(0, MAX_SUMMARY_CHARS)}`);
  const signals = buildStorySignals(features, texts, lexicon, options.namedDocFrequencyCap);
  // Nothing reads the items' terms from here on (a draft's related keywords make its members' again, see
  // itemTerms): at 20,000 items their arrays were ~8 MB of what clustering holds while it merges.
  features.terms = [];
  if (meaning) {
    // An item the model gave no usable vector (all zeros, or of another length) gets none: its pairs go by words.
    const dims = meaning.vectors.find((v) => hasLength(v))?.length ?? 0;
    const vectors = order.map((i) => {
      const v = meaning.vectors[i]!;
      return v.length === dims && hasLength(v) ? v : NO_VECTOR;
    });
    signals.model = { vectors, lift: (cosine) => liftMeaning(cosine, meaning.bar, options.modelLiftBase) };
  }
  const pairScore = (a: number, b: number): number => {
    const hours = Math.abs(features.times[a]! - features.times[b]!) / 3_600_000;
    return storySimilarity(features, signals, a, b, options.similarity) - timePenalty(hours, options);
  };

  let pairChecks = 0;
  const scored = { a: [] as number[], b: [] as number[], similarity: [] as number[] };
  const seen = new PairSet(n);
  const visit = (a: number, b: number): void => {
    if (!seen.add(a, b)) return;
    pairChecks += 1;
    const s = pairScore(a, b);
    if (s < options.pairFloor) return;
    scored.a.push(a);
    scored.b.push(b);
    scored.similarity.push(s);
  };

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
  // Nor the named tokens (a string of its own for every mention: ~6 MB at 20,000 items).
  features.named = [];
  forEachKeyTermPair(features.keyTerms, options.keyTermWindow, visit);
  // Near pairs by meaning are candidates too (tellings that share no word), checked on their cosine first (a small
  // window compares every pair that way): a model's when one is configured, else the offline sentence vectors'.
  const near = (vectors: readonly Float32Array[], bar: number) =>
    forEachMeaningPair(vectors, options.bucketWindow, options.seed, bar, (a, b) => {
      const va = vectors[a]!;
      const vb = vectors[b]!;
      if (va.length > 0 && va.length === vb.length && dot(va, vb) >= bar) visit(a, b);
    });
  if (signals.model && meaning) near(signals.model.vectors, meaning.bar);
  else if (lexicon) near(signals.sentences, options.sentenceCandidateCosine);

  // The pairs already scored are not looked up again; merging keeps pairScore, and with it this closure's context.
  seen.clear();
  const rules = {
    bar: options.threshold,
    pairBar: options.pairThreshold,
    triadBar: options.triadThreshold,
    star: { bar: options.starThreshold, reports: options.starReports, mean: options.starMean },
    cohesionShare: options.cohesionShare,
    cohesionCap: options.cohesionCap,
    actorShare: options.actorCohesionShare,
  };
  const sameActor = (x: readonly number[], y: readonly number[]) => shareActorName(signals.names, x, y);
  const groups = averageLink(n, scored, pairScore, rules, sameActor, outletNumbers(sorted));
  const clusters = groups
    .map((group) => group.map((pos) => order[pos]!))
    .sort((a, b) => docs[a[0]!]!.publishedAt.getTime() - docs[b[0]!]!.publishedAt.getTime() || a[0]! - b[0]!);
  return {
    clusters,
    features: reorder(features, order),
    stats: { pairChecks, joinedPairs: n - groups.length },
  };
}

const NO_VECTOR = new Float32Array(0);

/** Each item's outlet as a number, the same for the same name whatever its case (−1: no outlet given). */
function outletNumbers(docs: readonly ClusterDoc[]): number[] {
  const ids = new Map<string, number>();
  return docs.map((d) => {
    const name = d.outlet?.trim().toLowerCase();
    if (!name) return -1;
    let id = ids.get(name);
    if (id === undefined) ids.set(name, (id = ids.size));
    return id;
  });
}

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
    vectors: [],
    packed: new Array(n),
    termHashes: new Array(n),
    named: [],
    terms: [],
    titleTermCounts: new Array(n),
    times: new Float64Array(n),
    keyTerms: new Array(n),
    tfidf: features.tfidf,
  };
  order.forEach((item, pos) => {
    out.packed[item] = features.packed[pos]!;
    out.termHashes[item] = features.termHashes[pos]!;
    out.titleTermCounts[item] = features.titleTermCounts[pos]!;
    out.times[item] = features.times[pos]!;
    out.keyTerms[item] = features.keyTerms[pos]!;
  });
  return out;
}
