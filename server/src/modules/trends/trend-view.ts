import { isNewInWindow, trendCategorySchema, type Trend, type TrendCategory, type TrendsQuery } from '@newsjack/shared';
import type { TrendFactsRow } from '../../discovery/trend-reads.repo';

/** A stored category outside the wire enum (an older row) reads as 'business', the pipeline's default. */
const asCategory = (value: string): TrendCategory => trendCategorySchema.safeParse(value).data ?? 'business';

/**
 * A trend as the API shows it: discovery's stored facts, read as they are: those of the window asked for, or of
 * the trend's own window. A trend with no facts had no mention in the last month when discovery last measured it.
 */
export function toTrend(row: TrendFactsRow): Trend {
  const { trend, facts } = row;
  return {
    id: trend.id,
    title: trend.title,
    description: trend.description,
    category: asCategory(trend.category),
    relatedKeywords: trend.relatedKeywords,
    matchedKeywords: row.matchedKeywords,
    relevanceScore: row.relevanceScore,
    mentionVelocity: facts?.velocity ?? 'low',
    mentionVolume: facts?.volume ?? trend.mentionVolume,
    trendingReason: trend.trendingReason,
    timeframe: facts?.timeframe ?? 'month',
    mentions: facts?.mentions ?? 0,
    sentiment: trend.sentiment,
    growth: facts?.growth ?? 0,
    isNew: facts ? isNewInWindow(facts.mentions, facts.previousMentions) : false,
    rank: trend.rank,
    isActive: trend.isActive,
    sourceUrls: trend.reports.map((r) => r.url),
    reports: trend.reports,
    singleReport: trend.singleReport,
    demo: trend.demo,
    scope: trend.scope,
    mentionHistory: facts?.history ?? [],
    // A global trend the company's search found carries that search's keyword, as a personal trend does.
    keyword: trend.keyword ?? row.searchKeyword,
    lastSeenAt: trend.lastSeenAt.toISOString(),
    createdAt: trend.createdAt.toISOString(),
  };
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
