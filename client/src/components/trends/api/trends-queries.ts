import { queryOptions } from '@tanstack/react-query';
import { EXPLANATION_CACHE_MS, trendExplanationSchema, trendsResponseSchema } from '@newsjack/shared';
import { getQueryFn } from '@/lib/api-client';
import type { TrendsListParams } from '../trend-filters';

export const TRENDS_KEY = '/api/trends';

/** GET /api/trends?source&categories&sentiment&mentionVelocity&timeframe&search (sorted by relevance, then rank). */
export const trendsQueryOptions = (params: TrendsListParams) =>
  queryOptions({
    queryKey: [TRENDS_KEY, { ...params }],
    queryFn: getQueryFn({ on401: 'throw', schema: trendsResponseSchema }),
  });

/** GET /api/trends/{id}/explanation, kept for 5 minutes (spec). */
export const trendExplanationQueryOptions = (trendId: number, enabled = true) =>
  queryOptions({
    queryKey: [TRENDS_KEY, trendId, 'explanation'],
    queryFn: getQueryFn({ on401: 'throw', schema: trendExplanationSchema }),
    staleTime: EXPLANATION_CACHE_MS,
    gcTime: EXPLANATION_CACHE_MS,
    enabled,
  });
