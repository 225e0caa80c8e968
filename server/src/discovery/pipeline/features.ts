import { countryWord } from '../../text/country-names';
import { TfIdf, stem, STOP_WORDS, type SparseVector, type Term } from '../../text';
import { TermCache } from '../../text/term-cache';
import { packUnit, TermIds, type PackedVector } from '../../text/packed-vector';
import { fnv1a32 } from '../../text/hash';
import { TypedBlocks } from '../../text/typed-blocks';
import { stripOutletSuffix } from './normalize';

/** What clustering needs from an item; NewsItem and news_items rows both fit. */
export interface ClusterDoc {
  title: string;
  summary: string;
  publishedAt: Date;
  /** The outlet, when known: its name at the end of a headline ('… - The Verge') is removed before clustering. */
  outlet?: string | null;
}

export interface ItemFeatures {
  /**
   * TF-IDF vector per item (title terms counted twice: the headline names the story, the summary wanders); empty
   * when buildFeatures was asked not to keep them (clustering reads `packed`; see itemTermsAndVector).
   */
  vectors: SparseVector[];
  /** The same vectors packed to unit length, for the many pairwise comparisons. */
  packed: PackedVector[];
  /** Hashes of each item's distinct informative stems (very common stems left out), for MinHash. */
  termHashes: Uint32Array[];
  /**
   * Lower-cased capitalised words, acronyms and numbers of each item: the entities a story is about. clusterItems
   * lets them go once it has its candidate pairs.
   */
  named: string[][];
  /**
   * Terms with surface forms, per item: the headline's first, then the summary's (see itemTerms). clusterItems lets
   * them go once it has read them (the word bags); a draft's related keywords make its members' again.
   */
  terms: Term[][];
  /** How many of each item's `terms` are its headline's (outlet suffix removed). */
  titleTermCounts: number[];
  times: Float64Array;
  /** Hashes of each item's most distinctive stems shared with other items (see forEachKeyTermPair). */
  keyTerms: Uint32Array[];
  /** The item corpus, kept for its idf (related keywords weigh a cluster's terms against every item). */
  tfidf: TfIdf;
}

/** Summaries can run to whole articles; the lead carries the story, and capping it bounds the cost per item. */
export const MAX_SUMMARY_CHARS = 600;

const WORD = /\p{N}+(?:[.,]\p{N}+)+%?|[\p{L}\p{M}\p{N}]+(?:[-'’][\p{L}\p{M}\p{N}]+)*/gu;

/**
 * Capitalised words that do not start a sentence, words with an inner capital ('iPhone', 'OpenAI'), acronyms and
 * numbers. A title-case headline marks every word, so callers keep only the rare ones (see `clusterItems`).
 * Headlines capitalise their first word as often for a name ('Nvidia unveils…') as for a verb, so inside the
 * headline (the first `headlineEnd` characters) every capitalised word counts.
 */
export function namedTokens(text: string, headlineEnd = 0): string[] {
  const out = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const at = match.index;
    const first = word.charAt(0);
    const capital = first !== first.toLowerCase();
    const innerCapital = word.slice(1) !== word.slice(1).toLowerCase();
    const hasDigit = /\d/.test(word);
    if (!capital && !innerCapital && !(hasDigit && word.length >= 2)) continue;
    if (capital && !innerCapital && !hasDigit && (headlineEnd === 0 || at > headlineEnd) && startsSentence(text, at))
      continue;
    // A country and its people are one name ('Mexico's Senate', 'Mexican lawmakers').
    const token = countryWord(word.toLowerCase().replace(/['’]s$/u, ''));
    if (token.length >= 2 && !STOP_WORDS.has(token)) out.add(token);
  }
  return [...out];
}

/** True when only spaces separate `at` from the start of the text or from a sentence end (. ! ? :). */
function startsSentence(text: string, at: number): boolean {
  let j = at - 1;
  while (j >= 0 && text.charCodeAt(j) === 32) j -= 1;
  if (j < 0) return true;
  const c = text.charAt(j);
  return c === '.' || c === '!' || c === '?' || c === ':';
}

/**
 * An item's terms and TF-IDF vector as buildFeatures gives them (`terms`, `vectors`), made again from the item and
 * the corpus's `tfidf` (the features' own, after buildFeatures).
 */
export function itemTermsAndVector(cache: TermCache, tfidf: TfIdf, doc: ClusterDoc): { terms: Term[]; vector: SparseVector } {
  const parsed = documentTerms(cache, doc);
  return { terms: parsed.all, vector: tfidf.vectorOfTerms(parsed.indexed) };
}

/** Title terms count twice (the headline names the story), plus the named tokens, which weigh as terms too. */
function documentTerms(
  cache: TermCache,
  doc: ClusterDoc,
): { all: Term[]; titleTerms: number; names: string[]; indexed: Term[] } {
  const summary = doc.summary.slice(0, MAX_SUMMARY_CHARS);
  // Feeds end headlines with the outlet ('… - Reuters'): two stories from one outlet would share a name.
  const title = stripOutletSuffix(doc.title, doc.outlet);
  const titleTerms = cache.terms(title);
  const all = [...titleTerms, ...cache.terms(summary)];
  const names = namedTokens(`${title}. ${summary}`, title.length);
  return {
    all,
    titleTerms: titleTerms.length,
    names,
    indexed: [...titleTerms, ...all, ...names.map((surface) => ({ stem: stem(surface), surface }))],
  };
}

/**
 * `background` documents only count towards document frequencies. A keyword search returns a corpus about one
 * subject, where the story's own names ('Keystone Pay', 'outage') sit in a third of the items and so weigh
 * little, while each item's incidental words weigh a lot: rewordings of one story then fall apart. Weighing the
 * search results against the general news of the same weeks restores the weights the full corpus would give.
 */
export function buildFeatures(
  docs: readonly ClusterDoc[],
  maxDocFrequency: number,
  background: readonly ClusterDoc[] = [],
  keyTermsPerItem = 0,
  keepVectors = true,
): ItemFeatures {
  const tfidf = new TfIdf();
  const terms: Term[][] = [];
  const named: string[][] = [];
  const titleTermCounts: number[] = [];
  const times = new Float64Array(docs.length);
  const cache = new TermCache();
  // Each item's distinct stems with their counts, in order of first use, one flat list for all items: TfIdf's own
  // documents (a Map and a copy of the terms per item), all held while every vector was made, were ~50 MB at
  // 20,000 items. `df`: in how many items each stem is.
  const stems: string[] = [];
  const counts: number[] = [];
  const start = new Int32Array(docs.length + 1);
  const df = new Map<string, number>();
  docs.forEach((doc, i) => {
    const parsed = documentTerms(cache, doc);
    terms.push(parsed.all);
    titleTermCounts.push(parsed.titleTerms);
    named.push(parsed.names);
    const own = new Map<string, number>();
    for (const { stem } of parsed.indexed) own.set(stem, (own.get(stem) ?? 0) + 1);
    tfidf.addCounted(own);
    for (const [stem, count] of own) {
      stems.push(stem);
      counts.push(count);
      df.set(stem, (df.get(stem) ?? 0) + 1);
    }
    start[i + 1] = stems.length;
    times[i] = doc.publishedAt.getTime();
  });
  for (const doc of background) tfidf.addBackground(documentTerms(cache, doc).indexed);
  // Each item's vector is made once every idf is known, read into what clustering keeps, and let go. Every item's
  // arrays are views into shared blocks (see TypedBlocks).
  const blocks = new TypedBlocks();
  const termIds = new TermIds();
  const vectors: SparseVector[] = [];
  const termHashes: Uint32Array[] = [];
  const keyTerms: Uint32Array[] = [];
  const packed: PackedVector[] = [];
  for (let i = 0; i < docs.length; i += 1) {
    const vector = new Map<string, number>();
    for (let k = start[i]!; k < start[i + 1]!; k += 1) vector.set(stems[k]!, tfidf.weight(stems[k]!, counts[k]!));
    // A stem in a large share of the corpus ('market', 'company') puts unrelated items in one LSH bucket.
    const kept: number[] = [];
    for (const stem of vector.keys()) if ((df.get(stem) ?? 0) <= maxDocFrequency) kept.push(fnv1a32(stem));
    const hashes = blocks.uint32(kept.length);
    hashes.set(kept);
    termHashes.push(hashes);
    const keys = keyTermHashes(vector, df, maxDocFrequency, keyTermsPerItem);
    const keyHashes = blocks.uint32(keys.length);
    keyHashes.set(keys);
    keyTerms.push(keyHashes);
    packed.push(packUnit(vector, termIds, blocks));
    // From here on a vector is only read (a draft's representative): kept compactly, in the same order.
    if (keepVectors) vectors.push(compactVector(vector, blocks));
  }
  return { vectors, packed, termHashes, named, terms, titleTermCounts, times, keyTerms, tfidf };
}

/**
 * A finished TF-IDF vector kept compactly: its stems and weights as two arrays in the Map's own order, so every sum
 * read over it is the same number. A Map per item was 28 MB of clustering's live heap at 20,000 items (its hash
 * table and a boxed number per weight); the stems' array and the weights' typed array hold about a fifth of that. Iterating builds a Map for the time
 * of the loop (only the drafts' members are read, once each).
 */
class CompactVector implements ReadonlyMap<string, number> {
  readonly size: number;

  constructor(
    private readonly stems: readonly string[],
    private readonly weights: Float64Array,
  ) {
    this.size = stems.length;
  }

  get(key: string): number | undefined {
    const i = this.stems.indexOf(key);
    return i < 0 ? undefined : this.weights[i];
  }

  has(key: string): boolean {
    return this.stems.includes(key);
  }

  forEach(fn: (value: number, key: string, map: ReadonlyMap<string, number>) => void, thisArg?: unknown): void {
    this.stems.forEach((stem, i) => fn.call(thisArg, this.weights[i]!, stem, this));
  }

  entries() {
    return this.map().entries();
  }

  keys() {
    return this.map().keys();
  }

  values() {
    return this.map().values();
  }

  [Symbol.iterator]() {
    return this.map()[Symbol.iterator]();
  }

  private map(): Map<string, number> {
    return new Map(this.stems.map((stem, i) => [stem, this.weights[i]!]));
  }
}

/** The weights go in a typed array (a boxed number each in a plain one: 11 MB at 20,000 items). */
function compactVector(vector: SparseVector, blocks: TypedBlocks): SparseVector {
  const weights = blocks.float64(vector.size);
  let k = 0;
  for (const weight of vector.values()) weights[k++] = weight;
  return new CompactVector([...vector.keys()], weights);
}

/** The `k` highest-weighted stems of a vector among those in 2..`cap` items, hashed; ties by stem. */
export function keyTermHashes(
  vector: SparseVector,
  df: ReadonlyMap<string, number>,
  cap: number,
  k: number,
): Uint32Array {
  if (k <= 0) return new Uint32Array(0);
  const best: Array<[string, number]> = [];
  for (const [term, weight] of vector) {
    const count = df.get(term) ?? 0;
    if (count < 2 || count > cap) continue;
    // Insertion into a short sorted list: k is a handful, vectors tens of terms.
    if (best.length === k && (weight < best[k - 1]![1] || (weight === best[k - 1]![1] && term > best[k - 1]![0])))
      continue;
    let at = best.length === k ? k - 1 : best.length;
    while (at > 0 && (best[at - 1]![1] < weight || (best[at - 1]![1] === weight && best[at - 1]![0] > term))) {
      best[at] = best[at - 1]!;
      at -= 1;
    }
    best[at] = [term, weight];
    if (best.length > k) best.length = k;
  }
  return Uint32Array.from(best, ([term]) => fnv1a32(term));
}
