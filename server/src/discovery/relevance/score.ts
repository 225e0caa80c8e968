import type { Velocity } from '../pipeline/metrics';
import { SEMANTIC_MATCH_THRESHOLD } from './calibration';
import type { PhraseEvidence, RelevanceEvidence } from './types';

/**
 * Relevance score, 0..1:
 *
 *   weight(phrase) = strength · rarity · sense
 *                    strength 1 in a headline, 0.7 only in a summary, the description or related keywords;
 *                    rarity 1 for a phrase of several words, a single word by its rarity in English (so 'stops'
 *                    or 'security' alone say little, 'stablecoin' or 'invoices' a lot);
 *                    sense = min(1, max(0.2, s / 0.3)) with s the calibrated similarity of the article it was
 *                    found in to the company: a keyword in an article about something else (another sense of
 *                    the word) counts a fifth.
 *   lexical        = 1 − 0.5^(Σ keyword weights + ½ Σ product weights + ½ Σ field issue weights)
 *                    (diminishing returns; a field issue is a running subject of the company's sector's news,
 *                    'water fluoridation' for a dental practice: its field's story, not its own words)
 *   base           = 1 − (1 − similarity) · (1 − 0.6 · lexical)             (similarity: calibrated, 0..1)
 *                    two independent pieces of evidence (a noisy OR): a story that reads like the company scores
 *                    its similarity without naming a keyword; exact phrases raise it; phrases alone reach 0.6.
 *   score          = min(1, base + momentum), momentum = +0.03 explosive / +0.02 high velocity, +0.01 for a
 *                    new or doubling story, and only when base > 0: momentum makes a relevant trend more
 *                    urgent, never an irrelevant one relevant.
 *
 * Meaning leads (a story about what the company does scores well without naming its keywords); exact phrases
 * add to it. Every term is non-decreasing in its evidence, and a trend with no evidence scores exactly 0.
 */
export const LEXICAL_WEIGHT = 0.6;
export const HEADLINE_STRENGTH = 1;
export const BODY_STRENGTH = 0.7;
export const PRODUCT_FACTOR = 0.5;
export const ISSUE_FACTOR = 0.5;
export const MIN_SENSE = 0.2;
const MOMENTUM: Record<Velocity, number> = { explosive: 0.03, high: 0.02, medium: 0, low: 0 };
const GROWTH_BOOST = 0.01;
const GROWTH_BOOST_FROM = 100;

/** How much a context that reads like the company confirms a word's sense (1 at the badge threshold and above). */
export function senseFactor(similarity: number): number {
  return Math.min(1, Math.max(MIN_SENSE, similarity / SEMANTIC_MATCH_THRESHOLD));
}

export function phraseWeight(p: Pick<PhraseEvidence, 'strength' | 'rarity' | 'sense'>): number {
  return p.strength * p.rarity * senseFactor(p.sense);
}

export function evidenceAmount(evidence: Pick<RelevanceEvidence, 'keywords' | 'products' | 'issues'>): number {
  const weight = (phrases: readonly PhraseEvidence[]) => phrases.reduce((sum, p) => sum + phraseWeight(p), 0);
  return weight(evidence.keywords) + weight(evidence.products) * PRODUCT_FACTOR + weight(evidence.issues) * ISSUE_FACTOR;
}

export function relevanceScore(
  evidence: Pick<RelevanceEvidence, 'keywords' | 'products' | 'issues' | 'similarity'>,
  momentum: { velocity: Velocity; growth: number; isNew?: boolean },
): number {
  const lexical = 1 - 0.5 ** evidenceAmount(evidence);
  const base = 1 - (1 - evidence.similarity) * (1 - LEXICAL_WEIGHT * lexical);
  if (base <= 0) return 0;
  const boost = MOMENTUM[momentum.velocity] + (momentum.isNew || momentum.growth >= GROWTH_BOOST_FROM ? GROWTH_BOOST : 0);
  return Math.round(Math.min(1, base + boost) * 1000) / 1000;
}
