import { dot, type WordLexicon } from '../../semantic/semantic-engine';
import { cosinePacked } from '../../text/packed-vector';
import { stem } from '../../text';
import { TypedBlocks } from '../../text/typed-blocks';
import { buildNameSignals, inOneCountry, runsMeet, shareName, type NameSignals } from './story-names';
import type { ItemFeatures } from './features';

/** Weights of the pair similarity (docs/decisions/0034-same-story-by-words-and-meaning.md). */
export interface SimilarityWeights {
  /** Share of the TF-IDF cosine (headline counted twice, Porter stems, named tokens). */
  tfidf: number;
  /** Share of the sentence cosine (SIF over the word vectors; an embeddings model's when it reads higher). */
  sentence: number;
  /** Share moved from the TF-IDF cosine to an embeddings model's reading, when one is configured. */
  model: number;
  /** Share of the word alignment: how much of each item's key words the other has, near-synonyms counting. */
  alignment: number;
  /** Word-vector cosine from which two different words count as the same (by that cosine). */
  synonymCosine: number;
  /** The alignment is read only for pairs scoring at least this much on the other signals. */
  alignmentGate: number;
  /** Added when the two items share a rare name (a company, a person, an agency's acronym). */
  sharedName: number;
  /** Taken off when the two share a name but their headlines' other words align less than `eventBar`. */
  otherEvent: number;
  eventBar: number;
  /** Taken off when both items carry rare names and share none: the same subject about other people or firms. */
  nameConflict: number;
  /** Taken off when each item's places lie in one country, not the same one (see inOneCountry): two countries' stories. */
  placeConflict: number;
}

export const DEFAULT_SIMILARITY: SimilarityWeights = {
  tfidf: 0.5,
  sentence: 0.3,
  model: 0.15,
  alignment: 0.2,
  synonymCosine: 0.7,
  alignmentGate: 0.12,
  sharedName: 0.05,
  otherEvent: 0.06,
  eventBar: 0.15,
  nameConflict: 0.05,
  placeConflict: 0.01,
};

/** Key words per item the alignment reads: the headline's and the lead's weightiest. */
const KEY_WORDS = 8;

/** Per item, what the pair similarity reads beyond the TF-IDF vectors. */
export interface StorySignals extends NameSignals {
  /** SIF sentence vectors of the items' headline and lead (unit length, or empty without word vectors). */
  sentences: readonly Float32Array[];
  /** Each item's key words (see wordBagsOf). */
  keyWords: WordBags;
  /** Each item's headline words that are not names, likewise. */
  eventWords: WordBags;
  /** The word vectors the bags' rows point into, `dims` floats a row. */
  table: Float32Array;
  dims: number;
  /**
   * An embeddings model's vectors of the items, when one is configured, with its cosine put on the sentence
   * cosine's scale (see liftMeaning): the sentence signal is then the higher of the two readings.
   */
  model?: { vectors: readonly Float32Array[]; lift(cosine: number): number };
}

/**
 * The signals of the items: their sentence vectors from `lexicon` (none without it), their word bags and their rare
 * names. A name in more than `nameCap` items says little (and a title-case headline makes every word a name), so it
 * is left out.
 */
export function buildStorySignals(
  features: ItemFeatures,
  texts: readonly string[],
  lexicon: WordLexicon | undefined,
  nameCap: number,
): StorySignals {
  // Each sentence vector is copied into shared blocks as it is made (see TypedBlocks): same floats, no buffer each.
  const blocks = new TypedBlocks();
  const sentences = texts.map((t) => {
    if (!lexicon) return EMPTY;
    const v = lexicon.sentence(t);
    if (v.length === 0) return v;
    const kept = blocks.float32(v.length);
    kept.set(v);
    return kept;
  });
  const dims = sentences.find((v) => v.length > 0)?.length ?? 0;
  return { sentences, ...buildNameSignals(features.named, texts, nameCap), ...wordBagsOf(features, lexicon, dims) };
}

const EMPTY = new Float32Array(0);

/**
 * One bag of words per item, all in shared arrays: item i's words are `start[i]..start[i + 1]`, each by its stem id
 * (the same stem is the same word), with its weight and its vector's row (−1: none); `totals[i]` is the sum of item
 * i's weights. Three small arrays per bag were ~12 MB of array headers at 20,000 items, beside ~5 MB of words.
 */
type WordBags = { start: Int32Array; ids: Int32Array; rows: Int32Array; weights: Float64Array; totals: Float64Array };

/** Fills bags in item order; each item takes up to `perItem` words. */
function bagWriter(items: number, perItem: number) {
  const bags: WordBags = {
    start: new Int32Array(items + 1),
    ids: new Int32Array(items * perItem),
    rows: new Int32Array(items * perItem),
    weights: new Float64Array(items * perItem),
    totals: new Float64Array(items),
  };
  let item = 0;
  let used = 0;
  return {
    bags,
    add(words: ReadonlyArray<{ id: number; row: number; weight: number }>): void {
      let total = 0;
      for (const { id, row, weight } of words) {
        bags.ids[used] = id;
        bags.rows[used] = row;
        bags.weights[used] = weight;
        total += weight;
        used += 1;
      }
      bags.totals[item] = total;
      item += 1;
      bags.start[item] = used;
    },
  };
}

/**
 * Two bags of words per item: its key words (the headline's and the lead's weightiest, headline ×2) and its event
 * words (the headline's words that are not names: what happened, not to whom). Each distinct word's vector is
 * stored once, in `table` (dims floats a row).
 */
function wordBagsOf(features: ItemFeatures, lexicon: WordLexicon | undefined, dims: number) {
  const stemIds = new Map<string, number>();
  const rowOf = new Map<string, number>();
  const rows: Float32Array[] = [];
  const rowFor = (surface: string): number => {
    if (!lexicon || dims === 0) return -1;
    let row = rowOf.get(surface);
    if (row === undefined) {
      const v = lexicon.wordVector(surface);
      row = v && v.length === dims ? rows.push(v) - 1 : -1;
      rowOf.set(surface, row);
    }
    return row;
  };
  const words = (entries: Array<[string, { surface: string; weight: number }]>) =>
    entries.map(([stemmed, { surface, weight }]) => {
      let id = stemIds.get(stemmed);
      if (id === undefined) stemIds.set(stemmed, (id = stemIds.size));
      return { id, row: rowFor(surface), weight };
    });
  const keyWords = bagWriter(features.terms.length, KEY_WORDS);
  const eventWords = bagWriter(features.terms.length, KEY_WORDS);
  features.terms.forEach((terms, i) => {
    const inTitle = new Set(terms.slice(0, features.titleTermCounts[i]).map((t) => t.stem));
    const names = new Set(features.named[i]!.map((n) => stem(n)));
    const best = new Map<string, { surface: string; weight: number }>();
    for (const term of terms) {
      const weight = features.tfidf.idf(term.stem) * (inTitle.has(term.stem) ? 2 : 1);
      if (!best.has(term.stem)) best.set(term.stem, { surface: term.surface, weight });
    }
    const ranked = [...best].sort((a, b) => b[1].weight - a[1].weight || (a[0] < b[0] ? -1 : 1));
    keyWords.add(words(ranked.slice(0, KEY_WORDS)));
    eventWords.add(words(ranked.filter(([st]) => inTitle.has(st) && !names.has(st)).slice(0, KEY_WORDS)));
  });
  const table = new Float32Array(rows.length * dims);
  rows.forEach((v, r) => table.set(v, r * dims));
  return { keyWords: keyWords.bags, eventWords: eventWords.bags, table, dims };
}

/**
 * How much of each item's key-word weight the other's key words match (the same word fully, a near-synonym by its
 * cosine), averaged over the two directions. One pass over the word pairs serves both directions.
 */
function alignment(bags: WordBags, a: number, b: number, table: Float32Array, dims: number, synonym: number): number {
  const totalA = bags.totals[a]!;
  const totalB = bags.totals[b]!;
  if (totalA === 0 || totalB === 0) return 0;
  const { ids, rows, weights } = bags;
  const d = dims;
  const [fromA, toA, fromB, toB] = [bags.start[a]!, bags.start[a + 1]!, bags.start[b]!, bags.start[b + 1]!];
  const bestB = BEST.fill(0, 0, toB - fromB);
  let matchedA = 0;
  for (let i = fromA; i < toA; i += 1) {
    let best = 0;
    for (let j = fromB; j < toB; j += 1) {
      let c: number;
      if (ids[i] === ids[j]) c = 1;
      else if (rows[i]! < 0 || rows[j]! < 0) continue;
      else {
        c = 0;
        const x = rows[i]! * d;
        const y = rows[j]! * d;
        for (let k = 0; k < d; k += 1) c += table[x + k]! * table[y + k]!;
        if (c < synonym) continue;
      }
      if (c > best) best = c;
      if (c > bestB[j - fromB]!) bestB[j - fromB] = c;
    }
    matchedA += best * weights[i]!;
  }
  let matchedB = 0;
  for (let j = fromB; j < toB; j += 1) matchedB += bestB[j - fromB]! * weights[j]!;
  return (matchedA / totalA + matchedB / totalB) / 2;
}

/** Scratch for the best match of each of b's key words (alignment runs on one thread, one pair at a time). */
const BEST = new Float64Array(64);

/**
 * How strongly two items read as one story, about −0.1..1.25: a weighted sum of their TF-IDF cosine, their sentence
 * cosine (and an embeddings model's) and their key words' alignment, plus a little for a shared rare name, minus a
 * little when each names others or when, naming the same, their headlines tell another event.
 */
export function storySimilarity(features: ItemFeatures, signals: StorySignals, a: number, b: number, weights: SimilarityWeights): number {
  const tfidf = cosinePacked(features.packed[a]!, features.packed[b]!);
  const sa = signals.sentences[a]!;
  const sb = signals.sentences[b]!;
  let sentence: number | undefined = sa.length === sb.length && sa.length > 0 ? Math.max(0, dot(sa, sb)) : undefined;
  // With no sentence reading (the word vectors could not be loaded), the words carry the sentence's share too.
  let wordShare = sentence === undefined ? weights.tfidf + weights.sentence : weights.tfidf;
  let model = 0;
  if (signals.model) {
    const ma = signals.model.vectors[a]!;
    const mb = signals.model.vectors[b]!;
    if (ma.length === mb.length && ma.length > 0) {
      // A model's reading is a sentence reading, and it takes `model` of the words' share too.
      const lift = signals.model.lift(dot(ma, mb));
      if (sentence === undefined) wordShare -= weights.sentence;
      sentence = Math.max(sentence ?? 0, lift);
      model = weights.model * lift;
      wordShare -= weights.model;
    }
  }
  let score = wordShare * tfidf + (sentence === undefined ? 0 : weights.sentence * sentence) + model;
  // Alignment is the costly signal: a pair whose words and sentences share next to nothing is left without it.
  if (weights.alignment > 0 && score >= weights.alignmentGate) {
    score += weights.alignment * alignment(signals.keyWords, a, b, signals.table, signals.dims, weights.synonymCosine);
  }
  const { start } = signals.names;
  if (shareName(signals, a, b)) {
    score += weights.sharedName;
    // The same actor, and headlines that say different things happened: most likely another of its stories.
    if (weights.otherEvent > 0 && alignment(signals.eventWords, a, b, signals.table, signals.dims, weights.synonymCosine) < weights.eventBar) {
      score -= weights.otherEvent;
    }
  } else if (start[a + 1]! > start[a]! && start[b + 1]! > start[b]!) {
    // Each names others and they share none: most likely the same subject about other people or firms.
    score -= weights.nameConflict;
  }
  // Both tell of places, in different countries: a quake in Peru and one on Crete, an outbreak in Scranton and a flu
  // season in Okinawa.
  const { places } = signals;
  if (inOneCountry(places, a) && inOneCountry(places, b) && !runsMeet(places, a, places, b)) {
    score -= weights.placeConflict;
  }
  return score;
}
