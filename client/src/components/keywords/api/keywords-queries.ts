import { queryOptions } from '@tanstack/react-query';
import { keywordSuggestionsResponseSchema, keywordsResponseSchema } from '@newsjack/shared';
import { getQueryFn } from '@/lib/api-client';
import { KEYWORDS_KEY } from '@/components/trends/api/invalidate-trend-data';

/** GET /api/keywords */
export const keywordsQueryOptions = () =>
  queryOptions({
    queryKey: KEYWORDS_KEY,
    queryFn: getQueryFn({ on401: 'throw', schema: keywordsResponseSchema }),
  });

/** GET /api/keywords/suggestions (an AI call: asked only once the user turns suggestions on). */
export const keywordSuggestionsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: [...KEYWORDS_KEY, 'suggestions'],
    queryFn: getQueryFn({ on401: 'throw', schema: keywordSuggestionsResponseSchema }),
    enabled,
  });
