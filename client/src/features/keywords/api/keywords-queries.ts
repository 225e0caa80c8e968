import { queryOptions } from '@tanstack/react-query';
import { getJson, sharedSchema } from '@/lib/api-client';
import { keywordKeys } from '@/lib/query-keys';

/** GET /api/keywords: the active company's tracked keywords (the dashboard panel and the Keywords screen). */
export const keywordsQueryOptions = () =>
  queryOptions({
    queryKey: keywordKeys.list(),
    queryFn: getJson('/api/keywords', { on401: 'throw', schema: sharedSchema('keywordsResponseSchema') }),
  });

/** GET /api/keywords/suggestions (an AI call: asked only once the user turns suggestions on). */
export const keywordSuggestionsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: keywordKeys.suggestions(),
    queryFn: getJson('/api/keywords/suggestions', {
      on401: 'throw',
      schema: sharedSchema('keywordSuggestionsResponseSchema'),
    }),
    enabled,
  });
