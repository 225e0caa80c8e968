import { scoreRelevance } from '../../discovery/relevance';
import type { TrendExplanation } from '../schemas';
import type { ExplainTrendInput } from '../types';

/**
 * Why a trend matters to this company, offline: the relevance engine's own explanation (discovery/relevance), the
 * one that discovery stores for every trend and company, so an explanation asked for on demand reads and scores
 * exactly like the stored ones: matched keywords (whole phrases) and products in **bold**, the industry words the
 * trend uses, the semantic similarity, and the momentum when it is known. It says so when nothing matches.
 */
export function explainTrendOffline(input: ExplainTrendInput): TrendExplanation {
  const { company, trend } = input;
  const result = scoreRelevance(
    {
      title: trend.title,
      description: trend.description,
      relatedKeywords: trend.relatedKeywords,
      itemTitles: [],
      outlets: [],
      mentions: trend.mentions ?? 0,
      growth: trend.growth ?? 0,
      velocity: trend.velocity ?? 'low',
      timeframe: trend.timeframe ?? '24h',
    },
    { id: 0, ...company },
  );
  return { explanation: result.explanation, semanticSimilarity: result.semanticSimilarity };
}
