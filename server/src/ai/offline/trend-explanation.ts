import { scoreRelevance } from '../../discovery/relevance';
import type { SemanticEngine } from '../../semantic';
import type { TrendExplanation } from '../schemas';
import type { ExplainTrendInput } from '../types';

/**
 * Why a trend matters to this company, offline: the relevance engine's own explanation (discovery/relevance), the
 * one discovery stores for every trend and company, so an explanation asked for on demand reads and scores like
 * the stored ones: the headline that used the company's keywords or products (and any that used them in another
 * sense), the calibrated semantic match with the profile line it is closest to, and the momentum when it is known.
 * It says so when nothing matches. Here the trend is known by its title and description only (no articles).
 */
export async function explainTrendOffline(input: ExplainTrendInput, semantic: SemanticEngine): Promise<TrendExplanation> {
  const { company, trend } = input;
  const result = await scoreRelevance(
    {
      title: trend.title,
      description: trend.description,
      relatedKeywords: trend.relatedKeywords,
      items: [],
      outlets: [],
      mentions: trend.mentions ?? 0,
      growth: trend.growth ?? 0,
      velocity: trend.velocity ?? 'low',
      timeframe: trend.timeframe ?? '24h',
    },
    { id: 0, ...company },
    semantic,
  );
  return { explanation: result.explanation, semanticSimilarity: result.semanticSimilarity };
}
