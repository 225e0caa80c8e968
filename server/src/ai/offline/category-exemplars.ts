import type { TrendCategory } from '@newsjack/shared';
import { NEWS_EXEMPLARS } from '../../../data/news-exemplars';
import type { NewsExemplar } from '../../../data/news-exemplars/types';
import { dot, type WordLexicon } from '../../semantic/semantic-engine';
import { cosine, TfIdf, type SparseVector } from '../../text';
import { mapInTurns } from '../../event-loop-turns';

/**
 * Where an editor files stories like this one: the categories of the example reports nearest to a text
 * (data/news-exemplars), each weighed by how near it is. Scope notes and cue words say what a subject holds; the
 * examples show it, including the borders a word list cannot draw (a bank's outage is finance, a pharmacy's
 * shortage healthcare, a wine region's tourism lifestyle). Decision 96.
 */

/** How many nearest examples vote. */
const NEIGHBOURS = 5;
/** How much the shared rare words count against the sentence vectors' cosine in nearness. */
const WORDS_SHARE = 0.8;

interface WordIndex {
  tfidf: TfIdf;
  vectors: SparseVector[];
}

let words: WordIndex | null = null;
const meanings = new WeakMap<WordLexicon, Float32Array[]>();

const exemplarText = ([, headline, summary]: NewsExemplar): string => `${headline}. ${summary}`;

function wordIndex(): WordIndex {
  if (words) return words;
  const tfidf = new TfIdf();
  for (const exemplar of NEWS_EXEMPLARS) tfidf.addDocument(exemplarText(exemplar));
  words = { tfidf, vectors: tfidf.vectors() };
  tfidf.releaseDocuments();
  return words;
}

/**
 * Builds the index (and the examples' sentence vectors for `lexicon`) in turns of the event loop, so the first
 * discovery cycle's enrichment does not hold the server's thread for the ~200 ms it takes in one go. Concurrent
 * callers share one build.
 */
export function prepareExemplars(lexicon?: WordLexicon): Promise<void> {
  const key = lexicon ?? NO_LEXICON;
  let ready = preparing.get(key);
  if (!ready) preparing.set(key, (ready = buildInTurns(lexicon)));
  return ready;
}

const NO_LEXICON = {};
const preparing = new WeakMap<object, Promise<void>>();

async function buildInTurns(lexicon: WordLexicon | undefined): Promise<void> {
  if (!words) {
    const tfidf = new TfIdf();
    await mapInTurns(NEWS_EXEMPLARS, (e) => tfidf.addDocument(exemplarText(e)));
    const vectors = await mapInTurns(NEWS_EXEMPLARS, (_, i) => tfidf.vector(i));
    tfidf.releaseDocuments();
    // A caller that could not wait (exemplarVotes) may have built it meanwhile: the same index either way.
    words ??= { tfidf, vectors };
  }
  if (lexicon && !meanings.has(lexicon)) {
    const vectors = await mapInTurns(NEWS_EXEMPLARS, (e) => lexicon.sentence(exemplarText(e)));
    if (!meanings.has(lexicon)) meanings.set(lexicon, vectors);
  }
}

function meaningIndex(lexicon: WordLexicon): Float32Array[] {
  let vectors = meanings.get(lexicon);
  if (!vectors) meanings.set(lexicon, (vectors = NEWS_EXEMPLARS.map((e) => lexicon.sentence(exemplarText(e)))));
  return vectors;
}

/**
 * Each category's vote for a text: the summed nearness of those of its `NEIGHBOURS` nearest examples filed under
 * it. Nearness is the TF-IDF cosine, blended with the sentence cosine when word vectors are at hand
 * (`sentenceOfText`: the text's sentence vector, when the caller has it).
 */
export function exemplarVotes(
  text: string,
  lexicon?: WordLexicon,
  sentenceOfText?: Float32Array,
): Map<TrendCategory, number> {
  const { tfidf, vectors } = wordIndex();
  const query = tfidf.vectorize(text);
  const meaning = lexicon ? meaningIndex(lexicon) : null;
  const sentence = lexicon ? (sentenceOfText ?? lexicon.sentence(text)) : undefined;
  const nearest: Array<{ index: number; nearness: number }> = [];
  for (let i = 0; i < vectors.length; i += 1) {
    const wordsCosine = cosine(query, vectors[i]!);
    const nearness =
      meaning && sentence ? WORDS_SHARE * wordsCosine + (1 - WORDS_SHARE) * dot(sentence, meaning[i]!) : wordsCosine;
    if (nearest.length < NEIGHBOURS || nearness > nearest[nearest.length - 1]!.nearness) {
      nearest.push({ index: i, nearness });
      nearest.sort((a, b) => b.nearness - a.nearness);
      if (nearest.length > NEIGHBOURS) nearest.pop();
    }
  }
  const votes = new Map<TrendCategory, number>();
  for (const { index, nearness } of nearest) {
    if (nearness <= 0) continue;
    const category = NEWS_EXEMPLARS[index]![0];
    votes.set(category, (votes.get(category) ?? 0) + nearness);
  }
  return votes;
}
