import {
  DEFAULT_TIMEFRAME,
  type MentionVelocity,
  type Sentiment,
  type Timeframe,
  type TrendCategory,
  type TrendSource,
} from '@newsjack/shared';

/** The 'Strategic Insights Filter' state (spec 01 §3): categories, one sentiment or none, velocities. */
export interface TrendFilterState {
  categories: TrendCategory[];
  sentiment: Sentiment | null;
  mentionVelocity: MentionVelocity[];
}

export const EMPTY_TREND_FILTERS: TrendFilterState = { categories: [], sentiment: null, mentionVelocity: [] };

/** The velocities the filter offers (spec 01 §5). */
export const VELOCITY_FILTER_OPTIONS = [
  { value: 'explosive', label: 'Explosive' },
  { value: 'high', label: 'High' },
] as const satisfies readonly { value: MentionVelocity; label: string }[];

export const SENTIMENT_FILTER_OPTIONS = [
  { value: 'positive', label: 'Positive' },
  { value: 'neutral', label: 'Neutral' },
  { value: 'negative', label: 'Negative' },
] as const satisfies readonly { value: Sentiment; label: string }[];

export const TIMEFRAME_OPTIONS = [
  { value: '24h', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: 'month', label: 'Last month' },
] as const satisfies readonly { value: Timeframe; label: string }[];

export const SOURCE_TABS = [
  { value: 'all', label: 'All Trends' },
  { value: 'personal', label: 'My Trends' },
  { value: 'global', label: 'Global Trends' },
] as const satisfies readonly { value: TrendSource; label: string }[];

export const DEFAULT_TREND_TIMEFRAME = DEFAULT_TIMEFRAME as Timeframe;

/** The badge on the filter button: active categories + sentiment + velocities. */
export function countActiveFilters(filters: TrendFilterState): number {
  return filters.categories.length + (filters.sentiment ? 1 : 0) + filters.mentionVelocity.length;
}

export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Everything GET /api/trends takes; it becomes the query string of the list's query key. */
export interface TrendsListParams {
  source: TrendSource;
  timeframe: Timeframe;
  categories: TrendCategory[];
  sentiment: Sentiment | null;
  mentionVelocity: MentionVelocity[];
  search?: string;
}

export function trendsListParams(
  source: TrendSource,
  timeframe: Timeframe,
  filters: TrendFilterState,
  search?: string,
): TrendsListParams {
  const trimmed = search?.trim();
  return {
    source,
    timeframe,
    // Sorted so the same selection in another order shares one cache entry.
    categories: [...filters.categories].sort(),
    sentiment: filters.sentiment,
    mentionVelocity: [...filters.mentionVelocity].sort(),
    ...(trimmed ? { search: trimmed } : {}),
  };
}
