import { trendCategorySchema, type Trend, type TrendCategory, type TrendsQuery } from '@newsjack/shared';
import {
  historySeries,
  metricsForWindow,
  narrowestActiveWindow,
  WINDOW_HOURS,
  type MentionBucket,
  type TrendWindow,
  type VelocityBars,
  type Volume,
} from '../../discovery/pipeline/metrics';
import type { ScoredTrendRow } from './trends.repo';

const HOUR = 3_600_000;

/** How far back mention buckets are needed to measure `window` and its growth against the window before. */
export const historyStart = (window: TrendWindow, now: Date): Date =>
  new Date(now.getTime() - 2 * WINDOW_HOURS[window] * HOUR);

/** The widest window's history, enough for any window (saved trends, keyword results). */
export const fullHistoryStart = (now: Date): Date => historyStart('month', now);

/** A stored category outside the wire enum (an older row) reads as 'business', the pipeline's default. */
const asCategory = (value: string): TrendCategory => trendCategorySchema.safeParse(value).data ?? 'business';

export type TrendViewOptions = {
  window: TrendWindow;
  now: Date;
  /** Volume relative to the other trends shown; the stored one (relative to its cycle) otherwise. */
  volume?: Volume;
  /** Velocity bars relative to the other trends shown (cycleVelocityBars); the floors otherwise. */
  bars?: VelocityBars;
};

/**
 * A trend as the API shows it: the stored facts, the company's relevance, and mentions, growth and velocity
 * recomputed for `window` from the hourly history (so switching the timeframe changes the figures).
 */
export function toTrend(scored: ScoredTrendRow, history: readonly MentionBucket[], options: TrendViewOptions): Trend {
  const { trend: row } = scored;
  const metrics = metricsForWindow(history, options.window, options.now, options.bars);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: asCategory(row.category),
    relatedKeywords: row.relatedKeywords,
    matchedKeywords: scored.matchedKeywords,
    relevanceScore: scored.relevanceScore,
    mentionVelocity: metrics.velocity,
    mentionVolume: options.volume ?? row.mentionVolume,
    trendingReason: row.trendingReason,
    timeframe: options.window,
    mentions: metrics.mentions,
    sentiment: row.sentiment,
    growth: metrics.growth,
    rank: row.rank,
    isActive: row.isActive,
    sourceUrls: row.sourceUrls,
    scope: row.scope,
    mentionHistory: historySeries(history, options.window, options.now).map((p) => ({
      t: p.start.toISOString(),
      mentions: p.mentions,
    })),
    keyword: row.keyword,
    lastSeenAt: row.lastSeenAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A trend shown outside the trends list (saved items, keyword results): measured in its narrowest window with
 * mentions, the same rule discovery uses for the stored row, so it never reads '0 mentions' while it has some.
 */
export function toTrendInOwnWindow(scored: ScoredTrendRow, history: readonly MentionBucket[], now: Date): Trend {
  return toTrend(scored, history, { window: narrowestActiveWindow(history, now) ?? 'month', now });
}

/**
 * The filter dialog names 'Healthcare' and 'World Events & Politics'; each covers the neighbouring category the
 * pipeline may assign, so choosing it never hides the trends its label promises.
 */
const CATEGORY_COVERS: Partial<Record<TrendCategory, TrendCategory[]>> = {
  healthcare: ['healthcare', 'health'],
  worldevents: ['worldevents', 'politics'],
};

export function categorySet(categories: readonly TrendCategory[]): Set<TrendCategory> {
  return new Set(categories.flatMap((c) => CATEGORY_COVERS[c] ?? [c]));
}

/** Case-insensitive substring search over the texts a user sees on a trend card. */
export function matchesSearch(trend: Trend, search: string): boolean {
  const needle = search.toLowerCase();
  const haystacks = [
    trend.title,
    trend.description,
    trend.keyword ?? '',
    ...trend.relatedKeywords,
    ...trend.matchedKeywords,
  ];
  return haystacks.some((h) => h.toLowerCase().includes(needle));
}

/** The dialog's filters (category, sentiment, velocity) and the search box; the source tab is applied in SQL. */
export function matchesFilters(
  trend: Trend,
  query: Pick<TrendsQuery, 'categories' | 'sentiment' | 'mentionVelocity' | 'search'>,
): boolean {
  if (query.categories.length > 0 && !categorySet(query.categories).has(trend.category)) return false;
  if (query.sentiment && trend.sentiment !== query.sentiment) return false;
  if (query.mentionVelocity.length > 0 && !query.mentionVelocity.includes(trend.mentionVelocity)) return false;
  if (query.search && !matchesSearch(trend, query.search)) return false;
  return true;
}

/** Most relevant to the company first, then discovery's rank, then more mentions; the id keeps it stable. */
export function compareTrends(a: Trend, b: Trend): number {
  return b.relevanceScore - a.relevanceScore || a.rank - b.rank || b.mentions - a.mentions || a.id - b.id;
}
