export { STOP_WORDS, isStopWord } from './stop-words';
export { tokenize, stem, terms, termsWithSurface, ngrams, type Term } from './tokenize';
export { TfIdf, cosine, type SparseVector, type TfIdfOptions } from './tfidf';
export { sentimentScore, labelFor, SENTIMENT_THRESHOLD, type SentimentLabel, type SentimentResult } from './sentiment';
export { splitSentences, extractiveSummary, rankSentences } from './summary';
export { titleCase } from './title-case';
export {
  containsRun,
  matchPhrases,
  phrasesIn,
  phraseStems,
  stemSequence,
  type PhraseMatch,
  type WeightedField,
} from './phrase-match';
export { withoutIdioms } from './idioms';
