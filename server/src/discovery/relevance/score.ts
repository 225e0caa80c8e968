import type { RelevanceEvidence } from './types';
import type { Velocity } from '../pipeline/metrics';

/**
 * Relevance score, 0..1:
 *
 *   evidence      = Σ keyword matches (1 in a headline, 0.7 only in the description or related keywords)
 *                 + ½ · Σ product matches (same strengths) + ¼ when the trend uses words of the company's industry
 *   keywordScore  = 1 − 0.5^evidence          (one headline match 0.5, two 0.75, three 0.875: diminishing returns)
 *   simScore      = 0 below 0.05 (shared filler, not meaning), else min(1, similarity / 0.5)
 *                   (TF-IDF cosine of short texts rarely passes 0.5 even for the same subject)
 *   base          = 0.6 · keywordScore + 0.4 · simScore
 *   score         = min(1, base + momentum) where momentum = +0.05 explosive / +0.03 high velocity, +0.02 growth
 *                   ≥ 100 %, and only when base > 0: momentum makes a relevant trend more urgent, never an
 *                   irrelevant one relevant.
 *
 * Every term is non-decreasing in its evidence, so more matches, more similarity or more momentum never lower
 * the score, and a trend with no evidence scores exactly 0.
 */
export const KEYWORD_WEIGHT = 0.6;
export const SIMILARITY_WEIGHT = 0.4;
export const HEADLINE_STRENGTH = 1;
export const BODY_STRENGTH = 0.7;
export const PRODUCT_FACTOR = 0.5;
export const INDUSTRY_EVIDENCE = 0.25;
export const SIMILARITY_FLOOR = 0.05;
export const SIMILARITY_SATURATION = 0.5;
const MOMENTUM: Record<Velocity, number> = { explosive: 0.05, high: 0.03, medium: 0, low: 0 };
const GROWTH_BOOST = 0.02;
const GROWTH_BOOST_FROM = 100;

export function evidenceAmount(evidence: RelevanceEvidence): number {
  const keywords = evidence.keywords.reduce((sum, k) => sum + k.strength, 0);
  const products = evidence.products.reduce((sum, p) => sum + p.strength, 0) * PRODUCT_FACTOR;
  return keywords + products + (evidence.industryWords.length > 0 ? INDUSTRY_EVIDENCE : 0);
}

export function similarityScore(similarity: number): number {
  return similarity < SIMILARITY_FLOOR ? 0 : Math.min(1, similarity / SIMILARITY_SATURATION);
}

export function relevanceScore(evidence: RelevanceEvidence, momentum: { velocity: Velocity; growth: number }): number {
  const keywordScore = 1 - 0.5 ** evidenceAmount(evidence);
  const base = KEYWORD_WEIGHT * keywordScore + SIMILARITY_WEIGHT * similarityScore(evidence.similarity);
  if (base <= 0) return 0;
  const boost = MOMENTUM[momentum.velocity] + (momentum.growth >= GROWTH_BOOST_FROM ? GROWTH_BOOST : 0);
  return Math.round(Math.min(1, base + boost) * 1000) / 1000;
}
