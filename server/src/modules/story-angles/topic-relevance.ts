import type { SemanticEngine } from '../../semantic';
import type { CompanyContext } from '../../ai/types';
import { scoreRelevance } from '../../discovery/relevance';

/**
 * The relevance of a topic the user typed (no trend, so nothing stored by discovery): measured by discovery's own
 * scorer, as if the topic were a trend with no coverage yet, so a typed topic and a trend are judged alike.
 */
export async function topicRelevance(
  semantic: SemanticEngine,
  companyId: number,
  company: CompanyContext,
  topic: string,
  context: string,
): Promise<{ relevanceScore: number; matchedKeywords: string[] }> {
  const result = await scoreRelevance(
    {
      title: topic,
      description: context,
      relatedKeywords: [],
      items: [],
      outlets: [],
      mentions: 0,
      growth: 0,
      velocity: 'low',
      timeframe: '24h',
    },
    { id: companyId, ...company },
    semantic,
  );
  return { relevanceScore: result.relevanceScore, matchedKeywords: result.matchedKeywords };
}
