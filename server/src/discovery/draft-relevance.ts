import type { TrendDraft } from './pipeline/build-drafts';
import type { PipelineItem } from './pipeline/describe-cluster';
import { RELEVANCE_ITEMS, type TrendForRelevance } from './relevance';

/**
 * What relevance reads of a draft: its own texts and figures, and its most recent RELEVANCE_ITEMS reports. The writer
 * gives the enriched title and the stored figures in their place once they exist (write-trends).
 */
export function draftForRelevance(draft: TrendDraft, items: readonly PipelineItem[]): TrendForRelevance {
  return {
    title: draft.fallbackTitle,
    description: draft.fallbackDescription,
    relatedKeywords: draft.relatedKeywords,
    items: [...draft.members]
      .reverse()
      .slice(0, RELEVANCE_ITEMS)
      .map((m) => {
        const item = items[m]!;
        return { title: item.title, summary: item.summary, outlet: item.outlet ?? null };
      }),
    outlets: draft.outlets,
    mentions: draft.metrics.mentions,
    previousMentions: draft.metrics.previousMentions,
    growth: draft.metrics.growth,
    velocity: draft.metrics.velocity,
    timeframe: draft.timeframe,
  };
}
