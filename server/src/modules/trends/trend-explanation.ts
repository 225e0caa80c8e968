import type { SemanticEngine } from '../../semantic';
import type { TrendExplanation } from '@newsjack/shared';
import type { AiProvider } from '../../ai/provider';
import type { CompanyContext } from '../../ai/types';
import { scoreRelevance } from '../../discovery/relevance';
import type { Velocity } from '../../discovery/pipeline/metrics';
import type { ExplanationRow, NewExplanationRow, TrendRow } from '../../discovery/trend-reads.repo';

export type ExplainDeps = {
  ai: Pick<AiProvider, 'explainTrend'>;
  semantic: SemanticEngine;
  now: () => Date;
  save: (row: NewExplanationRow) => Promise<void>;
};

/** The explanation as the API answers it, from a stored row with text. */
export const fromStored = (row: ExplanationRow): TrendExplanation => ({
  explanation: row.explanation,
  semanticSimilarity: row.semanticSimilarity,
  matchedKeywords: row.matchedKeywords,
  relevanceScore: row.relevanceScore,
});

/**
 * Explains a trend the company has no explanation for yet (it was created after the trend's last cycle, or the
 * row was never written). Relevance comes from discovery's own scorer, so the score stored here agrees with what
 * the next cycle would write; the text comes from the AI engine (offline, that is the same relevance engine's
 * text; with an LLM, the model's). Both are stored, so this runs once per pair.
 */
export async function explainAndStore(
  deps: ExplainDeps,
  trend: TrendRow,
  companyId: number,
  context: CompanyContext,
  stored: ExplanationRow | undefined,
): Promise<TrendExplanation> {
  const scored =
    stored ??
    (await scoreRelevance(
      {
        title: trend.title,
        description: trend.description,
        relatedKeywords: trend.relatedKeywords,
        items: [],
        outlets: [],
        mentions: trend.mentions,
        growth: trend.growth,
        velocity: trend.mentionVelocity as Velocity,
        timeframe: trend.timeframe,
      },
      { id: companyId, ...context },
      deps.semantic,
    ));
  // Only the relevance is taken from the scorer: the explanation text and similarity come from the AI engine.
  const relevance = { relevanceScore: scored.relevanceScore, matchedKeywords: scored.matchedKeywords };
  const answer = await deps.ai.explainTrend({
    company: context,
    trend: {
      title: trend.title,
      description: trend.description,
      category: trend.category,
      relatedKeywords: trend.relatedKeywords,
      matchedKeywords: relevance.matchedKeywords,
      // The row's summary is its own window's published facts (discovery/trend-facts.repo.ts).
      mentions: trend.mentions,
      growth: trend.growth,
      velocity: trend.mentionVelocity as Velocity,
      timeframe: trend.timeframe,
    },
  });
  await deps.save({
    trendId: trend.id,
    companyId,
    relevanceScore: relevance.relevanceScore,
    matchedKeywords: relevance.matchedKeywords,
    semanticSimilarity: answer.semanticSimilarity,
    explanation: answer.explanation,
    computedAt: deps.now(),
  });
  return { explanation: answer.explanation, semanticSimilarity: answer.semanticSimilarity, ...relevance };
}
