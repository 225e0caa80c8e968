import { isNewInWindow } from '@newsjack/shared';
import { normalise, type SemanticEngine } from '../../semantic';
import { phraseStems, splitSentences, stemSequence, tokenize, containsRun } from '../../text';
import { calibrateSimilarity } from './calibration';
import { buildExplanation } from './explanation';
import { BODY_STRENGTH, HEADLINE_STRENGTH, phraseWeight, relevanceScore } from './score';
import type { CompanyForRelevance, PhraseEvidence, RelevanceEvidence, RelevanceResult, TrendForRelevance, TrendItemText } from './types';

/** Articles beyond this many add cost, not evidence. */
export const MAX_ITEMS = 25;
/** The rarity given to a single word when the engine knows no word frequencies (an embeddings API). */
const UNKNOWN_RARITY = 0.5;

/** What the company is about: profile, industry, products, markets and keywords (one text, one vector). */
export function companyText(company: CompanyForRelevance): string {
  return [company.companyProfile, company.industry ?? '', company.keyProducts.join('. '), company.targetMarkets.join('. '), company.keywords.join('. ')].join('\n');
}

/** The articles read: the trend's own, or (a topic, a trend with none stored) its title and description. */
function articlesOf(trend: TrendForRelevance): TrendItemText[] {
  const items = trend.items.slice(0, MAX_ITEMS).filter((i) => i.title.trim() || i.summary.trim());
  return items.length > 0 ? items : [{ title: trend.title, summary: trend.description, outlet: null }];
}

const articleText = (item: TrendItemText) => (item.summary.trim() ? `${item.title}. ${item.summary}` : item.title);

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

function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

/** A field of a trend a phrase may be found in: its lemma sequence, strength, the article it belongs to (−1: none). */
interface Field {
  lemmas: string[];
  strength: number;
  article: number;
  quote: string;
}

interface PreparedTrend {
  trend: TrendForRelevance;
  articles: TrendItemText[];
  articleVectors: number[];
  /** Unit mean of the article vectors: the coverage as a whole. */
  coverage: Float32Array;
  fields: Field[];
  /** Every lemma the trend uses, to skip phrases that cannot match. */
  lemmaSet: Set<string>;
}

interface PreparedCompany {
  company: CompanyForRelevance;
  vector: number;
  profileLines: Array<{ text: string; vector: number }>;
}

function fieldsOf(trend: TrendForRelevance, articles: TrendItemText[]): Field[] {
  const fields: Field[] = [];
  articles.forEach((item, a) => {
    fields.push({ lemmas: stemSequence(item.title), strength: HEADLINE_STRENGTH, article: a, quote: item.title });
    for (const sentence of splitSentences(item.summary)) fields.push({ lemmas: stemSequence(sentence), strength: BODY_STRENGTH, article: a, quote: sentence });
  });
  if (trend.items.length > 0) {
    fields.push({ lemmas: stemSequence(trend.description), strength: BODY_STRENGTH, article: -1, quote: trend.description });
  }
  for (const k of trend.relatedKeywords) fields.push({ lemmas: stemSequence(k), strength: BODY_STRENGTH, article: -1, quote: k });
  return fields;
}

/**
 * Phrases found in the trend, each once, at the field where it counts most (strength × sense of its article);
 * phrases keep the caller's spelling and order.
 */
function findPhrases(
  phrases: readonly string[],
  prepared: PreparedTrend,
  articleSense: readonly number[],
  trendSense: number,
  rarityOf: (phrase: string) => number,
): PhraseEvidence[] {
  const out: PhraseEvidence[] = [];
  const seen = new Set<string>();
  for (const phrase of phrases) {
    const needle = phraseStems(phrase);
    const key = needle?.join(' ');
    if (!needle || !key || seen.has(key) || !needle.every((l) => prepared.lemmaSet.has(l))) continue;
    let best: PhraseEvidence | null = null;
    for (const field of prepared.fields) {
      if (!containsRun(field.lemmas, needle)) continue;
      const sense = field.article >= 0 ? articleSense[field.article]! : trendSense;
      const candidate: PhraseEvidence = { phrase: phrase.trim(), strength: field.strength, rarity: rarityOf(phrase), sense, quote: field.quote };
      if (!best || phraseWeight(candidate) > phraseWeight(best)) best = candidate;
    }
    if (best) {
      seen.add(key);
      out.push(best);
    }
  }
  return out;
}

async function rarities(engine: SemanticEngine, companies: readonly CompanyForRelevance[]): Promise<(phrase: string) => number> {
  const single = new Set<string>();
  for (const c of companies) for (const p of [...c.keywords, ...c.keyProducts]) if (tokenize(p).length === 1) single.add(p.trim().toLowerCase());
  const words = [...single];
  const values = engine.wordRarity ? await engine.wordRarity(words) : words.map(() => UNKNOWN_RARITY);
  const byWord = new Map(words.map((w, i) => [w, values[i]!]));
  return (phrase) => (tokenize(phrase).length === 1 ? (byWord.get(phrase.trim().toLowerCase()) ?? UNKNOWN_RARITY) : 1);
}

/**
 * Scores every trend against every company: results[t][c]. Each text (article, company, profile sentence) is
 * embedded once per call, so a cycle's cost is one embedding per article plus dot products of 100-d (or the
 * API's) vectors; phrase matching only looks at phrases whose every word the trend uses.
 */
export async function scoreTrendsForCompanies(
  trends: readonly TrendForRelevance[],
  companies: readonly CompanyForRelevance[],
  semantic: SemanticEngine,
): Promise<RelevanceResult[][]> {
  if (trends.length === 0 || companies.length === 0) return trends.map(() => []);
  const book = new VectorBook();
  const preparedCompanies: PreparedCompany[] = companies.map((company) => ({
    company,
    vector: book.add(companyText(company)),
    profileLines: splitSentences(company.companyProfile).map((text) => ({ text, vector: book.add(text) })),
  }));
  const drafts = trends.map((trend) => {
    const articles = articlesOf(trend);
    const fields = fieldsOf(trend, articles);
    return { trend, articles, articleVectors: articles.map((a) => book.add(articleText(a))), fields, lemmaSet: new Set(fields.flatMap((f) => f.lemmas)) };
  });
  await book.embed(semantic);
  const rarityOf = await rarities(semantic, companies);
  const prepared: PreparedTrend[] = drafts.map((d) => {
    const coverage = new Float32Array(book.get(d.articleVectors[0]!).length);
    for (const i of d.articleVectors) {
      const v = book.get(i);
      for (let k = 0; k < v.length; k++) coverage[k] = coverage[k]! + v[k]!;
    }
    return { ...d, coverage: normalise(coverage) };
  });
  return prepared.map((t) => preparedCompanies.map((c) => scorePair(t, c, book, rarityOf)));
}

function scorePair(t: PreparedTrend, c: PreparedCompany, book: VectorBook, rarityOf: (phrase: string) => number): RelevanceResult {
  const companyVector = book.get(c.vector);
  const rawSimilarity = Math.max(0, dot(t.coverage, companyVector));
  const similarity = calibrateSimilarity(rawSimilarity);
  const articleRaw = t.articleVectors.map((i) => dot(book.get(i), companyVector));
  const articleSense = articleRaw.map(calibrateSimilarity);
  let closest = 0;
  articleRaw.forEach((r, i) => {
    if (r > articleRaw[closest]!) closest = i;
  });
  const closestVector = book.get(t.articleVectors[closest]!);
  let closestProfileLine: string | null = null;
  let lineScore = -Infinity;
  for (const line of c.profileLines) {
    const s = dot(closestVector, book.get(line.vector));
    if (s > lineScore) [lineScore, closestProfileLine] = [s, line.text];
  }
  const article = t.articles[closest]!;
  const evidence: RelevanceEvidence = {
    keywords: findPhrases(c.company.keywords, t, articleSense, similarity, rarityOf),
    products: findPhrases(c.company.keyProducts, t, articleSense, similarity, rarityOf),
    similarity,
    rawSimilarity: Math.round(rawSimilarity * 1000) / 1000,
    closestHeadline: article.title.trim() ? { title: article.title.trim(), outlet: article.outlet ?? null } : null,
    closestProfileLine,
  };
  const isNew = t.trend.previousMentions !== undefined && isNewInWindow(t.trend.mentions, t.trend.previousMentions);
  const score = relevanceScore(evidence, { velocity: t.trend.velocity, growth: t.trend.growth, isNew });
  return {
    relevanceScore: score,
    matchedKeywords: evidence.keywords.map((k) => k.phrase),
    semanticSimilarity: similarity,
    explanation: buildExplanation(c.company, t.trend, evidence, score),
    evidence,
  };
}

/** One trend against one company (an on-demand explanation, a typed topic). */
export async function scoreRelevance(trend: TrendForRelevance, company: CompanyForRelevance, semantic: SemanticEngine): Promise<RelevanceResult> {
  return (await scoreTrendsForCompanies([trend], [company], semantic))[0]![0]!;
}
