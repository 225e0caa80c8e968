import { queryOptions } from '@tanstack/react-query';
import { EXPLANATION_CACHE_MS } from '@newsjack/shared';
import { apiUrl, getJson, sharedSchema } from '@/lib/api-client';
import { trendKeys } from '@/lib/query-keys';
import type { TrendsListParams } from '../trend-filters';

/** GET /api/trends?source&categories&sentiment&mentionVelocity&timeframe&search (sorted by relevance, then rank). */
export const trendsQueryOptions = (params: TrendsListParams) =>
  queryOptions({
    queryKey: trendKeys.list(params),
    queryFn: getJson(apiUrl('/api/trends', params), { on401: 'throw', schema: sharedSchema('trendsResponseSchema') }),
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
