import { containsRun, splitSentences, stemSequence, withoutIdioms } from '../../text';
import { lemma } from '../../text/phrase-match';
import { calibrateSimilarity, type Calibration } from './calibration';
import type { RecallTable } from './concept-recall';
import { onlyAsName, onlyInCompound } from './name-sense';
import type { PairShared } from './pair-shared';
import { senseOfTerm, type TermContext } from './phrase-context';
import type { CompanyPhrase } from './phrase-index';
import { BODY_STRENGTH, HEADLINE_STRENGTH, phraseWeight } from './score';
import type { PhraseEvidence, TrendForRelevance, TrendItemText } from './types';

/**
 * A company's phrases (keywords, products, its field's running subjects) found in a trend's words: where each is,
 * how strongly (a headline or a summary sentence) and in which sense (how far the rest of its article reads like the
 * company). relevance.ts scores what is found.
 */

/** A field of a trend a phrase may be found in: its lemma sequence, strength, the article it belongs to (−1: none). */
export interface Field {
  lemmas: string[];
  strength: number;
  article: number;
  quote: string;
}

/** What finding phrases reads of a prepared trend. */
export interface PhraseTrend {
  /** Each article's number among the call's articles (ArticleWords): consecutive, from the trend's first. */
  articleIds: number[];
  fields: Field[];
  /** Per word, whether the trend uses it only as a name (name-sense.ts), read once whichever companies ask. */
  asName: Map<string, boolean>;
}

/** What finding phrases reads of a company being scored. */
export interface PhraseReading {
  table: RecallTable;
  calibration: Calibration;
  shared: PairShared;
  /** Each term's own context among the company's words, with its calibration on ordinary news (phrase-context.ts). */
  contextOf: Map<string, TermContext>;
  /** Each found phrase's own words among the company's (RecallTable.mask), read once per company. */
  withoutPhrase: Map<string, Uint8Array>;
}

export function fieldsOf(trend: TrendForRelevance, articles: TrendItemText[]): Field[] {
  const fields: Field[] = [];
  // The articles' lemmas as written, kept only where an idiom was taken out (few fields hold one).
  const withIdioms: string[][] = [];
  // An idiom's words are not the trade's ('a minister in hot water'): keywords are looked for outside idioms.
  const add = (quote: string, strength: number, article: number) => {
    const plain = withoutIdioms(quote);
    if (plain !== quote && article >= 0) withIdioms.push(stemSequence(quote));
    fields.push({ lemmas: stemSequence(plain), strength, article, quote });
  };
  articles.forEach((item, a) => {
    add(item.title, HEADLINE_STRENGTH, a);
    for (const sentence of splitSentences(item.summary)) add(sentence, BODY_STRENGTH, a);
  });
  if (trend.items.length > 0) add(trend.description, BODY_STRENGTH, -1);
  // A related keyword the articles write only inside an idiom ('hot water' of 'a minister in hot water') is the idiom's.
  const idiomatic = (needle: string[]) =>
    withIdioms.some((lemmas) => containsRun(lemmas, needle)) && !fields.some((f) => f.article >= 0 && containsRun(f.lemmas, needle));
  for (const k of trend.relatedKeywords) {
    const needle = stemSequence(k);
    if (!idiomatic(needle)) fields.push({ lemmas: needle, strength: BODY_STRENGTH, article: -1, quote: k });
  }
  return fields;
}

/**
 * Phrases found in the trend, each once, at the field where it counts most (strength × sense of its article);
 * phrases keep the caller's spelling and order. `phrases`: those whose every lemma the trend uses (PhraseIndex).
 */
export function findPhrases(phrases: readonly CompanyPhrase[], prepared: PhraseTrend, scoring: PhraseReading): PhraseEvidence[] {
  const out: PhraseEvidence[] = [];
  let seen: Set<string> | null = null;
  for (const { phrase, needle, key, factor } of phrases) {
    if (seen?.has(key)) continue;
    let best: PhraseEvidence | null = null;
    const senses = new Map<number, number>();
    // A one-word term the company writes in lower case is its common noun: a story that uses the word only as a
    // name ('Valve's Steam Machine' for a valve maker) uses it in another sense, and it is no evidence.
    if (needle.length === 1 && phrase.trim() === phrase.trim().toLowerCase() && usedAsName(prepared, phrase.trim())) continue;
    for (const field of prepared.fields) {
      if (!containsRun(field.lemmas, needle)) continue;
      // One reading per article: its headline and summary sentences share it.
      let sense = senses.get(field.article);
      if (sense === undefined) senses.set(field.article, (sense = phraseSense(scoring, prepared, field.article, phrase)));
      const candidate: PhraseEvidence = { phrase: phrase.trim(), strength: field.strength, rarity: scoring.shared.phraseRarity(phrase) * factor, sense, quote: field.quote };
      if (!best || phraseWeight(candidate) > phraseWeight(best)) best = candidate;
    }
    if (best) {
      // Its sense is read over every article that uses it, not only the most favourable one: a word one article
      // of a measles story happens to frame in security-like words is still out of sense in the story.
      const values = [...senses.values()];
      best = { ...best, sense: Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 1000) / 1000 };
      (seen ??= new Set()).add(key);
      out.push(best);
    }
  }
  return out;
}

/**
 * The one-word phrases among `phrases` that the story uses only as a name, or only inside a hyphened noun (see
 * findPhrases and usedAsName), as the company writes them.
 */
export function phrasesUsedAsNames(phrases: readonly CompanyPhrase[], prepared: PhraseTrend): string[] {
  return phrases.flatMap(({ phrase, needle }) =>
    needle.length === 1 && phrase.trim() === phrase.trim().toLowerCase() && usedAsName(prepared, phrase.trim()) ? [phrase.trim()] : [],
  );
}

function usedAsName(prepared: PhraseTrend, word: string, oneWordNames = false): boolean {
  const key = oneWordNames ? `1 ${word}` : word;
  let named = prepared.asName.get(key);
  // Read in the articles as written: a trend's related keywords are lower-cased terms ('valve', 'steam machine').
  if (named === undefined) {
    const quotes = prepared.fields.filter((f) => f.article >= 0).map((f) => f.quote);
    // A word the story uses only inside another noun ('washer-dryers' for 'washers') is another thing, as a name is.
    named = onlyAsName(quotes, word, oneWordNames) || (!oneWordNames && onlyInCompound(quotes, word));
    prepared.asName.set(key, named);
  }
  return named;
}

/**
 * The lemmas of the trend's words written with a capital inside a sentence (not as its first word): the only words
 * a story can use as a name, read once per trend.
 */
export function capitalisedLemmas(fields: readonly Field[]): Set<string> {
  const out = new Set<string>();
  for (const f of fields) {
    if (f.article < 0) continue;
    for (const m of f.quote.matchAll(/(?<=[\p{L}\p{N},;'’)]\s+)\p{Lu}[\p{L}'’-]*/gu)) out.add(lemma(m[0].toLowerCase().replace(/['’]s$/u, '')));
  }
  return out;
}

/**
 * Whether the story uses a word of the company's, one it writes in lower case, only as a one-word name of something
 * else ('Medicare to fund PET scans' for a pet insurer's 'pet'; name-sense.ts `onlyAsName`, a longer name's last word
 * being its kind).
 */
export function wordUsedAsName(prepared: PhraseTrend, word: string): boolean {
  return usedAsName(prepared, word, true);
}

/**
 * A phrase's sense: how much the rest of its article reads like the company, its own words left out (else a keyword
 * would vouch for itself: 'stops' in a measles story), and how much it reads like the company's own sentences about
 * the phrase (phrase-context.ts `senseOfTerm`: a single word needs both, a longer term either). Article −1: the
 * trend's own description or related keywords, read against all its articles.
 */
function phraseSense({ table, calibration, shared, withoutPhrase, contextOf }: PhraseReading, t: PhraseTrend, article: number, phrase: string): number {
  let without = withoutPhrase.get(phrase);
  if (!without) withoutPhrase.set(phrase, (without = table.mask(shared.phraseWords(phrase))));
  const articleIds = article >= 0 ? [t.articleIds[article]!] : t.articleIds;
  let sum = 0;
  for (const a of articleIds) sum += table.recall(a, without);
  const whole = calibrateSimilarity(sum / articleIds.length, calibration);
  const context = contextOf.get(phrase);
  if (!context) return whole;
  let own = 0;
  for (const a of articleIds) own += table.recallAmong(a, context.ks);
  return senseOfTerm(whole, calibrateSimilarity(own / articleIds.length, context.calibration), shared.single(phrase));
}
