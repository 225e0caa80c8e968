import { queryOptions } from '@tanstack/react-query';
import { EXPLANATION_CACHE_MS, type Trend } from '@newsjack/shared';
import { apiUrl, getJson, sharedSchema } from '@/lib/api-client';
import { trendKeys } from '@/lib/query-keys';
import type { TrendsListParams } from '../trend-filters';

/** How often an empty trend list is asked for again, and for how long (20 × 6 s: two minutes). */
export const EMPTY_TRENDS_RECHECK_MS = 6_000;
const EMPTY_TRENDS_RECHECKS = 20;

/** The list answered empty, and was not asked again too often yet. */
function waitingForTrends(query: { state: { data?: readonly Trend[] | undefined; dataUpdateCount: number } }): boolean {
  return query.state.data?.length === 0 && query.state.dataUpdateCount <= EMPTY_TRENDS_RECHECKS;
}

/**
 * GET /api/trends?source&categories&sentiment&mentionVelocity&timeframe&search (sorted by relevance, then rank).
 * Lists are kept as they are (the app's default), except an empty one: right after onboarding the company's first
 * discovery cycle is still running, and a 'My Trends' tab read then said 'No Trending Topics' for the whole visit
 * while the API already had its trends. An empty list is asked for again every few seconds for two minutes, and
 * when a screen shows it anew after those seconds (a tab switched back).
 */
export const trendsQueryOptions = (params: TrendsListParams) =>
  queryOptions<Trend[]>({
    queryKey: trendKeys.list(params),
    queryFn: getJson(apiUrl('/api/trends', params), { on401: 'throw', schema: sharedSchema('trendsResponseSchema') }),
    staleTime: (query) => (query.state.data?.length === 0 ? EMPTY_TRENDS_RECHECK_MS : Infinity),
    refetchInterval: (query) => (waitingForTrends(query) ? EMPTY_TRENDS_RECHECK_MS : false),
  });

/** GET /api/trends/{id}/explanation, kept for 5 minutes (spec). */
export const trendExplanationQueryOptions = (trendId: number, enabled = true) =>
  queryOptions({
    queryKey: trendKeys.explanation(trendId),
    queryFn: getJson(`/api/trends/${trendId}/explanation`, {
      on401: 'throw',
      schema: sharedSchema('trendExplanationSchema'),
    }),
    staleTime: EXPLANATION_CACHE_MS,
    gcTime: EXPLANATION_CACHE_MS,
    enabled,
  });
