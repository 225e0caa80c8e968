import { isNewInWindow } from '@newsjack/shared';
import { mapInTurns } from '../../event-loop-turns';
import { ArticleWords } from './article-words';
import { daySample, pairShared } from './pair-shared';
import { companyPhrases, PhraseIndex, withFields, type CompanyPhrase } from './phrase-index';
import type { SemanticEngine } from '../../semantic';
import { splitSentences, tokenize, withoutIdioms } from '../../text';
import { lemma } from '../../text/phrase-match';
import { isPlaceName } from '../../text/place-names';
import { calibrateSimilarity, calibrationFrom, DAY_THRESHOLD_SPREADS, SEMANTIC_MATCH_THRESHOLD, THRESHOLD_SPREADS, type Calibration } from './calibration';
import { conceptProfile, contentWords, RecallTable, WordRows } from './concept-recall';
import { companyField, FIELDS, fieldSense, fieldSenseWithout, storyFields, wordFields } from './field-sense';
import { REFERENCE_NEWS } from '../../semantic/reference-news';
import { capitalisedLemmas, fieldsOf, findPhrases, phrasesUsedAsNames, wordUsedAsName, type PhraseReading, type PhraseTrend } from './phrase-evidence';
import { fieldIssues } from '../../text/sector-issues';
import { MIN_CONTEXT_WORDS, termContexts, type TermContext } from './phrase-context';
import { explainerFor, trendSentences } from './explanation';
import { relevanceScore, senseFactor } from './score';
import type { CompanyForRelevance, PhraseEvidence, RelevanceEvidence, RelevanceResult, TrendForRelevance, TrendItemText } from './types';

/** Articles beyond this many add cost, not evidence. */
export const MAX_ITEMS = 25;
/** A story's field is read from its first articles (most trends are told alike by all). */
const STORY_ARTICLES = 8;
/** Stories a call must score before the day's own stories join the reference day as ordinary news. */
const DAY_SAMPLE_MIN = 20;

/** The rarity given to a single word when the engine knows no word frequencies (an embeddings API). */
const UNKNOWN_RARITY = 0.5;

/** What the company is about: profile, industry, products, markets and keywords (its words are what recall asks the articles for). */
export function companyText(company: CompanyForRelevance): string {
  return [company.companyProfile, company.industry ?? '', productWordsSaid(company).join(' '), company.targetMarkets.join('. '), company.keywords.join('. ')].join('\n');
}

/**
 * The places a company names (written as names inside a sentence, and in the gazetteer), lower-cased as its words are:
 * recall answers them only with themselves (RecallTable `exactOnly`). Not its own name's words.
 */
export function placeWords(text: string, companyName: string): Set<string> {
  const own = new Set(contentWords(companyName));
  const out = new Set<string>();
  for (const sentence of splitSentences(text)) {
    for (const m of sentence.matchAll(/(?<=\s)\p{Lu}[\p{L}'’-]+/gu)) {
      const word = m[0].replace(/['’]s$/u, '');
      const lower = word.toLowerCase();
      if (!own.has(lower) && isPlaceName(word)) out.add(lower);
    }
  }
  return out;
}

/**
 * The words of the company's product names that the rest of what it says also uses. A product name is a name: a
 * list of flavours or ingredients ('Turkey and parsnip', 'Beef and sweet potato'), a model or a range. Its words
 * are matched as the exact name (`findPhrases`), but asked for one by one in recall they weigh like what the
 * company is about, and rare ingredient words ('parsnip', rarity 0.9) answer any food or eating story as strongly
 * as a relevant one: Barkfresh's three recipe names lifted a hot-dog contest and a chef's recipes by 0.02–0.05
 * against its vet-prices story (decision 0032, addendum). A product word the profile, industry, markets or keywords
 * also say ('recipe', 'heat pumps') is what the company talks about, and counts again; so does every word of a
 * product named after the brand.
 */
export function productWordsSaid(company: CompanyForRelevance): string[] {
  const said = new Set(contentWords([company.companyProfile, company.industry ?? '', company.targetMarkets.join('. '), company.keywords.join('. ')].join('\n')));
  const brand = new Set(contentWords(company.companyName));
  return company.keyProducts.flatMap((p) => {
    const words = contentWords(p);
    // A product the brand names after itself ('Vaultline Access', 'Settlewise Payables') says what it does in its
    // other words: those are the company's field, kept whole (dropping 'access' let a measles story's 'stops' pass
    // as identity-security prose, relevance.test.ts).
    const branded = words.some((w) => brand.has(w));
    return words.filter((w) => branded || said.has(w));
  });
}

/** The company's words its own prose writes in lower case somewhere, by lemma (the form it writes); its keywords are lower-cased terms, names among them. */
function lowerCaseWords(text: string, words: readonly string[]): Map<string, string> {
  const lower = new Set(tokenize(text.replace(/(?<![\p{L}'’-])\p{Lu}[\p{L}'’-]*/gu, ' ')));
  const out = new Map<string, string>();
  for (const w of words) if (lower.has(w) && !out.has(lemma(w))) out.set(lemma(w), w);
  return out;
}

/** The articles read: the trend's own, or (a topic, a trend with none stored) its title and description. */
function articlesOf(trend: TrendForRelevance): TrendItemText[] {
  const items = trend.items.slice(0, MAX_ITEMS).filter((i) => i.title.trim() || i.summary.trim());
  return items.length > 0 ? items : [{ title: trend.title, summary: trend.description, outlet: null }];
}

/**
 * An article as its meaning is read: an idiom's words are taken out ('the kimchi premium' of bitcoin on Korean
 * exchanges is no kimchi), as they are where keywords are looked for (phrase-evidence.ts fieldsOf).
 */
const articleText = (item: TrendItemText) => withoutIdioms(item.summary.trim() ? `${item.title}. ${item.summary}` : item.title);

/** Texts embedded once per call, whatever number of trends and companies share them. */
class VectorBook {
  private readonly index = new Map<string, number>();
  private readonly texts: string[] = [];
  private vectors: Float32Array[] = [];

  add(text: string): number {
    let i = this.index.get(text);
    if (i === undefined) {
      i = this.texts.length;
      this.index.set(text, i);
      this.texts.push(text);
    }
    return i;
  }

  async embed(engine: SemanticEngine): Promise<void> {
    this.vectors = this.texts.length > 0 ? await engine.embed(this.texts) : [];
  }

  get(i: number): Float32Array {
    return this.vectors[i]!;
  }
}

interface PreparedTrend extends PhraseTrend {
  trend: TrendForRelevance;
  articles: TrendItemText[];
  first: number;
  /** Every lemma the trend uses, to skip phrases that cannot match. */
  lemmaSet: Set<string>;
  /**
   * The lemmas of the words it capitalises inside a sentence (phrase-evidence.ts `capitalisedLemmas`) that some
   * company of the call writes in lower case: the only words that may be its names for a company's common nouns.
   */
  capitalised: string[];
  /** Each article's headline as evidence quotes it (null: none), one object whichever company it is closest for. */
  headlines: Array<RelevanceEvidence['closestHeadline']>;
  /** What its explanation says of the trend itself, the same for every company (explanation.ts `explainerFor`). */
  about: string;
  isNew: boolean;
}

interface PreparedCompany {
  company: CompanyForRelevance;
  words: string[];
  wordVectors: number[];
  /** Its words it writes in lower case (common nouns to it), by lemma: a story's one-word name in them is another sense. */
  lowerWords: Map<string, string>;
  keywords: CompanyPhrase[];
  products: CompanyPhrase[];
  /** The running subjects of its sector's news that are not already its keywords or products (text/sector-issues.ts). */
  issues: CompanyPhrase[];
  profileLines: Array<{ text: string; words: ReadonlySet<string>; ks?: Int32Array; calibration?: Calibration }>;
  /** Each keyword's and product's own context: the words of the profile's sentences that use it (phrase-context.ts). */
  contexts: Map<string, ReadonlySet<string>>;
}

/** The words the engine does not know as words (made-up names), when it can tell; none otherwise. */
async function madeUpWords(engine: SemanticEngine, words: readonly string[]): Promise<Set<string>> {
  const list = [...new Set(words)];
  if (!engine.knowsWords || list.length === 0) return new Set();
  const known = await engine.knowsWords(list);
  return new Set(list.filter((_, i) => !known[i]));
}

/** Rarity of single words (company words, one-word keywords and products), asked of the engine once per call. */
async function rarities(engine: SemanticEngine, words: Iterable<string>): Promise<(word: string) => number> {
  const list = [...new Set([...words].map((w) => w.trim().toLowerCase()))];
  const values = engine.wordRarity ? await engine.wordRarity(list) : list.map(() => UNKNOWN_RARITY);
  const byWord = new Map(list.map((w, i) => [w, values[i]!]));
  return (word) => byWord.get(word.trim().toLowerCase()) ?? UNKNOWN_RARITY;
}

/**
 * Scores every trend against every company: results[t][c]. Each distinct word is embedded once per call; meaning is the recall of the company's words in each article
 * (concept-recall.ts), read against the company's own calibration on ordinary news (calibration.ts); phrase
 * matching only looks at phrases whose every word the trend uses.
 */
export async function scoreTrendsForCompanies(
  trends: readonly TrendForRelevance[],
  companies: readonly CompanyForRelevance[],
  semantic: SemanticEngine,
  /** The rest of the day's stories, not scored: read with `trends` as the ordinary news each company is calibrated on. */
  restOfDay: readonly TrendForRelevance[] = [],
): Promise<RelevanceResult[][]> {
  if (trends.length === 0 || companies.length === 0) return trends.map(() => []);
  const book = new VectorBook();
  const words = new ArticleWords((w) => book.add(w));
  const singleWords = (c: CompanyForRelevance) => [...c.keywords, ...c.keyProducts].filter((p) => tokenize(p).length === 1);
  const ownWords = companies.map((company) => [...new Set(contentWords(companyText(company)))]);
  const rarityOf = await rarities(semantic, [...ownWords.flat(), ...companies.flatMap(singleWords)]);
  const phraseRarity = (phrase: string) => (tokenize(phrase).length === 1 ? rarityOf(phrase) : 1);
  // What every pair reads of the companies' phrases, worked out once per call (or company), not per pair.
  const shared = pairShared(phraseRarity);
  const preparedCompanies: PreparedCompany[] = companies.map((company, ci) => {
    const keywords = withFields(companyPhrases(company.keywords, shared));
    const products = companyPhrases(company.keyProducts, shared);
    const own = new Set([...keywords, ...products].map((p) => p.key));
    return {
      company,
      words: ownWords[ci]!,
      wordVectors: ownWords[ci]!.map((w) => book.add(w)),
      lowerWords: lowerCaseWords([company.companyProfile, company.industry ?? '', company.targetMarkets.join('. ')].join('\n'), ownWords[ci]!),
      keywords,
      products,
      issues: companyPhrases(fieldIssues(company.industry), shared).filter((p) => !own.has(p.key)),
      profileLines: splitSentences(company.companyProfile).map((text) => ({ text, words: new Set(contentWords(text)) })),
      contexts: termContexts(company, [...keywords, ...products]),
    };
  });
  const lowerAnywhere = new Set(preparedCompanies.flatMap((c) => [...c.lowerWords.keys()]));
  const prepared: PreparedTrend[] = await mapInTurns(trends, (trend) => {
    const articles = articlesOf(trend);
    const fields = fieldsOf(trend, articles);
    const articleIds = articles.map((a) => words.add(articleText(a)));
    return {
      trend,
      articles,
      articleIds,
      first: articleIds[0]!,
      headlines: articles.map((a) => (a.title.trim() ? { title: a.title.trim(), outlet: a.outlet ?? null } : null)),
      fields,
      lemmaSet: new Set(fields.flatMap((f) => f.lemmas)),
      capitalised: [...capitalisedLemmas(fields)].filter((l) => lowerAnywhere.has(l)),
      about: trendSentences(trend).join(' '),
      isNew: trend.previousMentions !== undefined && isNewInWindow(trend.mentions, trend.previousMentions),
      asName: new Map(),
    };
  });
  // The day as ordinary news: a sample of the trends scored and the rest of the day, each read by its articles.
  const preparedOf = new Map(trends.map((t, i) => [t, prepared[i]!]));
  const dayStories = daySample([...trends, ...restOfDay]).map((t) => {
    const known = preparedOf.get(t);
    if (known) return { first: known.first, n: known.articleIds.length };
    const ids = articlesOf(t).map((a) => words.add(articleText(a)));
    return { first: ids[0]!, n: ids.length };
  });
  const reference = REFERENCE_NEWS.map(([title, summary]) => words.add(`${title}. ${summary}`));
  // The fields a story may be about, each story as one text and each company's own words: which field a story
  // reads as (field-sense.ts).
  const fieldIds = FIELDS.map((f) => book.add(f.text));
  const storyIds = prepared.map((t) => book.add(t.articles.slice(0, STORY_ARTICLES).map(articleText).join(' ')));
  const companyIds = companies.map((c) => book.add(companyText(c)));
  await book.embed(semantic);
  const fieldVectors = fieldIds.map((id) => book.get(id));
  const storyFieldsOf = await mapInTurns(storyIds, (id) => storyFields(book.get(id), fieldVectors));
  const dims = words.bookIds.length > 0 ? book.get(words.bookIds[0]!).length : 0;
  const articleWordVectors = new Float32Array(words.bookIds.length * dims);
  words.bookIds.forEach((id, j) => articleWordVectors.set(book.get(id), j * dims));
  const runs = words.runsOf();
  const rows = new WordRows(articleWordVectors, dims, runs);
  const phraseIndex = new PhraseIndex(prepared.map((t) => t.lemmaSet));
  // A doubtful word's cosine with every field, once per call whichever companies share it (field-sense.ts).
  const fieldsOfWord = new Map<string, { vector: Float32Array; fields: Float32Array }>();
  const wordFieldsOf = (w: string, vector: Float32Array) => {
    let known = fieldsOfWord.get(w);
    if (!known) fieldsOfWord.set(w, (known = { vector, fields: wordFields(vector, fieldVectors) }));
    return known;
  };
  const madeUpNames = await madeUpWords(semantic, companies.flatMap((c) => contentWords(c.companyName)));
  const byCompany: RelevanceResult[][] = [];
  for (const [ci, c] of preparedCompanies.entries()) {
    const field = companyField(c.company.industry, book.get(companyIds[ci]!), fieldVectors);
    const madeUp = new Set(contentWords(c.company.companyName).filter((w) => madeUpNames.has(w)));
    const profile = conceptProfile(companyText(c.company), rarityOf, madeUp);
    const vectorOf = (w: string) => book.get(c.wordVectors[c.words.indexOf(w)]!);
    // Each company word is a dot product with every article word of the call (~2 ms each at 20,000 items): worked
    // out in turns here, then read back by the table (WordRows keeps them), instead of in one ~100 ms stretch.
    await mapInTurns(profile.words, (w) => rows.of(w, vectorOf(w)));
    const table = new RecallTable(profile, rows, vectorOf, runs, placeWords(companyText(c.company), c.company.companyName));
    // Ordinary news for this company: the reference day, and, in a cycle of many stories, the day's own stories
    // (most of any day is not about any one company). A day written in the company's register (a business desk's)
    // would otherwise read as close to it on every story.
    const day = dayStories.length >= DAY_SAMPLE_MIN ? await mapInTurns(dayStories, (d) => table.meanRecall(d.first, d.n)) : [];
    const calibration = calibrationFrom([...reference.map((a) => table.recall(a)), ...day], day.length > 0 ? DAY_THRESHOLD_SPREADS : THRESHOLD_SPREADS);
    // Each line of the profile on its own scale: a line any story answers ("Its products include …") is not the
    // line a story speaks to just because its few words are matched by something in every story.
    for (const line of c.profileLines) {
      const ks = (line.ks = table.wordsAmong(line.words));
      line.calibration = calibrationFrom(reference.map((a) => table.recallAmong(a, ks)));
    }
    const strong = strongMatchFrom(reference.map((a) => table.values(a)));
    // Each term's own context on its own scale, as each profile line is: what ordinary news gets from those words.
    const contextOf = new Map<string, TermContext>();
    for (const [phrase, words] of c.contexts) {
      const ks = table.wordsAmong(words);
      if (ks.length >= MIN_CONTEXT_WORDS) contextOf.set(phrase, { ks, calibration: calibrationFrom(reference.map((a) => table.recallAmong(a, ks))) });
    }
    const company: CompanyScoring = {
      c,
      table,
      calibration,
      shared,
      strong,
      withoutPhrase: new Map(),
      contextOf,
      senseOfRest: (rest) => senseFactor(calibrateSimilarity(rest, calibration)),
      raw: new Float64Array(MAX_ITEMS),
      keywordsIn: phraseIndex.byTrend(c.keywords),
      productsIn: phraseIndex.byTrend(c.products),
      issuesIn: phraseIndex.byTrend(c.issues),
      explain: explainerFor(c.company),
    };
    // The story's field, read without the company's words it holds in a doubtful sense (field-sense.ts
    // `fieldSenseWithout`).
    const fieldOf = (ti: number, doubtful: readonly string[]): number =>
      doubtful.length === 0
        ? fieldSense(storyFieldsOf[ti]!, field)
        : fieldSenseWithout(storyFieldsOf[ti]!, book.get(storyIds[ti]!), doubtful.map((w) => wordFieldsOf(w, vectorOf(w))), fieldVectors, field);
    byCompany.push(await mapInTurns(prepared, (t, ti) => scorePair(t, ti, company, fieldOf)));
  }
  return prepared.map((_, ti) => byCompany.map((row) => row[ti]!));
}

/** What scoring one company reads for every trend. */
interface CompanyScoring extends PhraseReading {
  c: PreparedCompany;
  /** Where a word answers a company word by itself (STRONG_MATCH_QUANTILE). */
  strong: number;
  /** How far an article without a strongly matching word still reads like the company (score.ts `senseFactor`). */
  senseOfRest: (rest: number) => number;
  /** Per trend, the keywords and products whose every lemma it uses. */
  keywordsIn: Array<CompanyPhrase[] | undefined>;
  productsIn: Array<CompanyPhrase[] | undefined>;
  issuesIn: Array<CompanyPhrase[] | undefined>;
  /** Room for one trend's article recalls. */
  raw: Float64Array;
  explain: ReturnType<typeof explainerFor>;
}

function scorePair(
  t: PreparedTrend,
  ti: number,
  scoring: CompanyScoring,
  /**
   * How far the story reads as the company's field rather than another sharing its words (field-sense.ts), read
   * without the given company words.
   */
  fieldOf: (ti: number, doubtful: readonly string[]) => number,
): RelevanceResult {
  const { c, table, calibration, shared, strong, senseOfRest, raw, explain } = scoring;
  let keywords = findPhrases(scoring.keywordsIn[ti] ?? [], t, scoring);
  let products = findPhrases(scoring.productsIn[ti] ?? [], t, scoring);
  let without: Uint8Array | null = null;
  // A company word the story uses only as a name ('Valve has not given a price' for a valve maker) is another sense
  // whatever the rest of the story reads like: the story is read as if it did not say the word, in the recall and
  // in the story's field (name-sense.ts).
  // Every form the company writes it in ('valves' and the name's 'Valve').
  const namedLemmas = new Set(
    phrasesUsedAsNames([...(scoring.keywordsIn[ti] ?? []), ...(scoring.productsIn[ti] ?? [])], t).flatMap((p) => [...shared.phraseWords(p)].map((w) => lemma(w))),
  );
  // Any other word the company writes in lower case that the story uses only as a one-word name ('PET scans').
  for (const l of t.capitalised) {
    const word = c.lowerWords.get(l);
    if (word !== undefined && !namedLemmas.has(l) && wordUsedAsName(t, word)) namedLemmas.add(l);
  }
  const named = new Set(namedLemmas.size > 0 ? c.words.filter((w) => namedLemmas.has(lemma(w))) : []);
  const unread = namedLemmas.size > 0 ? table.formsOf(namedLemmas) : null;
  let doubtful = [...named];
  if (keywords.length + products.length > 0) {
    // Two or more of the company's own terms in one story confirm each other's sense (a storm-shutter seller's
    // 'hurricane' and 'storm' in a hurricane story), however little else the story shares with a short profile; a
    // lone common word ('stops' in a measles story) must be confirmed by the rest of its articles.
    const confirmed = new Set([...keywords, ...products].map((p) => p.phrase.toLowerCase())).size >= 2;
    const withSense = (p: PhraseEvidence): PhraseEvidence => (confirmed ? { ...p, sense: Math.max(p.sense, SEMANTIC_MATCH_THRESHOLD) } : p);
    keywords = keywords.map(withSense);
    products = products.map(withSense);
    // A one-word keyword or product found in another sense (the rest of the story does not read like the company)
    // is no evidence of meaning either: its perfect word match is left out of the recall ('stops' in a measles story).
    const otherSense = new Set(
      [...keywords, ...products].flatMap((p) => (shared.single(p.phrase) && p.sense < SEMANTIC_MATCH_THRESHOLD ? [...shared.phraseWords(p.phrase)] : [])),
    );
    if (otherSense.size > 0) without = table.mask(otherSense);
    // Nor does it pull the story into the company's field by itself.
    doubtful = [...new Set([...named, ...otherSense])].filter((w) => c.words.includes(w));
  }
  // Each article's recall where no single word carries it in a sense the rest of the article does not confirm: a
  // word that answers a company word strongly (with its other forms: 'dog' and 'dogs') counts by the sense factor
  // of the article without it (score.ts `senseFactor`: fully when the rest reads like the company at the badge
  // level, a fifth when it reads like nothing), the rule keyword phrases follow. 'Customers charged twice' for a
  // heat-pump installer: 'charged' answers 'charging' (0.55–0.6) and the rest is about card payments, so it counts
  // for little; 'Vets warn owners … dogs' keeps its lift because owners, vets and kibble read like a dog-food brand.
  const n = t.articleIds.length;
  table.recallsInSense(t.first, n, without, strong, senseOfRest, raw, unread);
  let sum = 0;
  let closest = 0;
  for (let i = 0; i < n; i += 1) {
    sum += raw[i]!;
    if (raw[i]! > raw[closest]!) closest = i;
  }
  const rawSimilarity = sum / n;
  const similarity = calibrateSimilarity(rawSimilarity, calibration);
  // The line of the company's own profile the closest article speaks to: the one whose words it recalls best.
  let closestProfileLine: string | null = null;
  let lineScore = -Infinity;
  for (const line of c.profileLines) {
    // Read without the words the story uses in another sense, as the similarity is.
    const ks = without ? line.ks!.filter((k) => !without![k]) : line.ks!;
    const raw = table.recallAmong(t.articleIds[closest]!, ks);
    // How far above what ordinary news gets from this line, in the line's own spreads (unrounded, so no ties).
    const score = line.calibration ? (raw - line.calibration.floor) / (line.calibration.threshold - line.calibration.floor) : raw;
    if (score > lineScore) [lineScore, closestProfileLine] = [score, line.text];
  }
  const evidence: RelevanceEvidence = {
    keywords,
    products,
    // A story about a running subject of the company's field ('water fluoridation' for a dental practice) though it
    // names none of its own words; read in its sense like a product, and weighed like one (score.ts).
    issues: findPhrases(scoring.issuesIn[ti] ?? [], t, scoring),
    similarity,
    rawSimilarity: Math.round(rawSimilarity * 1000) / 1000,
    closestHeadline: t.headlines[closest]!,
    closestProfileLine,
  };
  const sense = fieldOf(ti, doubtful);
  const score = Math.round(relevanceScore(evidence, { velocity: t.trend.velocity, growth: t.trend.growth, isNew: t.isNew }) * sense * 1000) / 1000;
  return {
    relevanceScore: score,
    matchedKeywords: evidence.keywords.map((k) => k.phrase),
    semanticSimilarity: similarity,
    explanation: explain(evidence, score, t.about),
    evidence,
  };
}

/** One trend against one company (an on-demand explanation, a typed topic). */
export async function scoreRelevance(trend: TrendForRelevance, company: CompanyForRelevance, semantic: SemanticEngine): Promise<RelevanceResult> {
  return (await scoreTrendsForCompanies([trend], [company], semantic))[0]![0]!;
}

/**
 * Where a word answers a company word by itself: a cosine reached by only 2 in 100 of the company's words' best
 * matches in ordinary news (reference-news.ts). With the offline vectors that is 0.47–0.53 ('dogs' for 'dog' 0.81,
 * 'charged' for 'charging' 0.55); read from the engine's own cosines, so an embeddings API's scale gives its own.
 */
export const STRONG_MATCH_QUANTILE = 0.98;

function strongMatchFrom(referenceValues: ReadonlyArray<readonly number[]>): number {
  const values = referenceValues.flat().sort((a, b) => a - b);
  return values.length > 0 ? values[Math.min(values.length - 1, Math.floor(values.length * STRONG_MATCH_QUANTILE))]! : 1;
}
