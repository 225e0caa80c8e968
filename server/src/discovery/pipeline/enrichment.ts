import type { TrendEnrichment } from '../../ai/schemas';
import { trendCategories, type TrendCategory } from '@newsjack/shared';
import type { EnrichTrendsInput, TrendCluster } from '../../ai/types';
import type { TrendDraft } from './build-drafts';
import type { PipelineItem } from './describe-cluster';

/** The AI layer's batched trend enrichment (AiProvider.enrichTrends); its cache is the AI layer's business. */
export type EnrichTrends = (input: EnrichTrendsInput) => Promise<TrendEnrichment[]>;

/** Headlines and summaries sent per cluster: enough for a model to name the story, little enough for one batch. */
const MAX_TITLES = 8;
const MAX_SUMMARIES = 4;
const MAX_OUTLETS = 8;

function distinctText(values: readonly string[], limit: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
    if (out.length >= limit) break;
  }
  return out;
}

/** The enrichment request for one draft: most recent headlines first, representative summary first. */
export function toEnrichCluster(key: string, draft: TrendDraft, items: readonly PipelineItem[]): TrendCluster {
  const members = [...draft.members].reverse().map((m) => items[m]!);
  const rep = items[draft.representative]!;
  return {
    key,
    titles: distinctText(members.map((i) => i.title), MAX_TITLES),
    summaries: distinctText([rep.summary, ...members.map((i) => i.summary)], MAX_SUMMARIES),
    keywords: draft.relatedKeywords,
    outlets: draft.outlets.slice(0, MAX_OUTLETS),
    ...(draft.categoryHint ? { categoryHint: draft.categoryHint } : {}),
    mentions: draft.metrics.mentions,
    growthPercent: draft.metrics.growth,
  };
}

export function isCategory(value: string | undefined | null): value is TrendCategory {
  return !!value && (trendCategories as readonly string[]).includes(value);
}

const WINDOW_WORDS: Record<string, string> = { '24h': '24 hours', '7d': '7 days', month: '30 days' };

/** Why it is trending, from the numbers alone: used until (or when) enrichment gives a better sentence. */
export function factualReason(draft: TrendDraft): string {
  const m = draft.metrics;
  const span = WINDOW_WORDS[draft.timeframe] ?? draft.timeframe;
  const outlets = draft.outlets.length;
  const growth = m.previousMentions === 0 ? 'new in this period' : `${m.growth >= 0 ? '+' : ''}${m.growth}% on the ${span} before`;
  return `${m.mentions} ${m.mentions === 1 ? 'mention' : 'mentions'} in the last ${span} from ${outlets} ${outlets === 1 ? 'outlet' : 'outlets'} (${growth}); velocity ${m.velocity}.`;
}

/** Enrichment of a draft when the AI answer is missing for it: the representative item and the numbers. */
export function fallbackEnrichment(key: string, draft: TrendDraft): TrendEnrichment {
  return {
    key,
    title: draft.fallbackTitle,
    description: draft.fallbackDescription || draft.fallbackTitle,
    category: isCategory(draft.categoryHint) ? draft.categoryHint : 'business',
    trendingReason: factualReason(draft),
  };
}

/** The AI answer for `key` when present and usable, else the fallback; blank fields are filled from the fallback. */
export function pickEnrichment(key: string, draft: TrendDraft, answers: ReadonlyMap<string, TrendEnrichment>): TrendEnrichment {
  const fallback = fallbackEnrichment(key, draft);
  const answer = answers.get(key);
  if (!answer) return fallback;
  return {
    key,
    title: answer.title.trim() || fallback.title,
    description: answer.description.trim() || fallback.description,
    category: isCategory(answer.category) ? answer.category : fallback.category,
    trendingReason: answer.trendingReason.trim() || fallback.trendingReason,
  };
}
