import { SemanticSimilarity } from '../../ai/offline/semantic-similarity';
import { termsWithSurface, type SparseVector } from '../../text';
import { buildExplanation } from './explanation';
import { matchPhrases, stemSequence, type WeightedField } from '../../text';
import { BODY_STRENGTH, HEADLINE_STRENGTH, relevanceScore } from './score';
import type { CompanyForRelevance, RelevanceEvidence, RelevanceResult, TrendForRelevance } from './types';

/** Headlines beyond this many add cost, not evidence. */
const MAX_ITEM_TITLES = 25;

export function trendText(trend: TrendForRelevance): string {
  return [trend.title, trend.description, trend.relatedKeywords.join('. '), trend.itemTitles.slice(0, MAX_ITEM_TITLES).join('. ')].join('\n');
}

/** What the company is about: profile, industry, products, markets and keywords. */
export function companyText(company: CompanyForRelevance): string {
  return [company.companyProfile, company.industry ?? '', company.keyProducts.join('. '), company.targetMarkets.join('. '), company.keywords.join('. ')].join('\n');
}

function trendFields(trend: TrendForRelevance): WeightedField[] {
  return [
    { stems: stemSequence(trend.title), strength: HEADLINE_STRENGTH },
    ...trend.itemTitles.slice(0, MAX_ITEM_TITLES).map((t) => ({ stems: stemSequence(t), strength: HEADLINE_STRENGTH })),
    { stems: stemSequence(trend.description), strength: BODY_STRENGTH },
    ...trend.relatedKeywords.map((k) => ({ stems: stemSequence(k), strength: BODY_STRENGTH })),
  ];
}

/** Industry words (as the company wrote them) whose stems the trend uses. */
function industryOverlap(industry: string | null, trend: TrendForRelevance): string[] {
  if (!industry) return [];
  const trendStems = new Set(termsWithSurface(trendText(trend)).map((t) => t.stem));
  const words = new Map<string, string>();
  for (const term of termsWithSurface(industry)) if (trendStems.has(term.stem) && !words.has(term.stem)) words.set(term.stem, term.surface);
  return [...words.values()];
}

function scoreWithVectors(trend: TrendForRelevance, company: CompanyForRelevance, similarity: number): RelevanceResult {
  const fields = trendFields(trend);
  const evidence: RelevanceEvidence = {
    keywords: matchPhrases(company.keywords, fields),
    products: matchPhrases(company.keyProducts, fields),
    industryWords: industryOverlap(company.industry, trend),
    similarity,
  };
  const score = relevanceScore(evidence, { velocity: trend.velocity, growth: trend.growth });
  return {
    relevanceScore: score,
    matchedKeywords: evidence.keywords.map((k) => k.phrase),
    semanticSimilarity: evidence.similarity,
    explanation: buildExplanation(company, trend, evidence, score),
    evidence,
  };
}

/**
 * Scores every trend against every company. The semantic similarity is the offline engine's one measure
 * (ai/offline/semantic-similarity.ts) over one corpus of all trend and company texts, so a word common to many
 * trends or companies weighs little. results[t][c].
 */
export function scoreTrendsForCompanies(trends: readonly TrendForRelevance[], companies: readonly CompanyForRelevance[]): RelevanceResult[][] {
  const trendTexts = trends.map(trendText);
  const companyTexts = companies.map(companyText);
  const model = new SemanticSimilarity([...trendTexts, ...companyTexts]);
  const trendVectors: SparseVector[] = trendTexts.map((t) => model.vector(t));
  const companyVectors: SparseVector[] = companyTexts.map((c) => model.vector(c));
  return trends.map((trend, t) => companies.map((company, c) => scoreWithVectors(trend, company, model.between(trendVectors[t]!, companyVectors[c]!))));
}

/** One trend against one company (an on-demand explanation); idf comes from the background and the two texts. */
export function scoreRelevance(trend: TrendForRelevance, company: CompanyForRelevance): RelevanceResult {
  return scoreTrendsForCompanies([trend], [company])[0]![0]!;
}
