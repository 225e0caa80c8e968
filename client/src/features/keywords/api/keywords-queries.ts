import { queryOptions } from '@tanstack/react-query';
import type { Keyword } from '@newsjack/shared';
import { getJson, sharedSchema } from '@/lib/api-client';
import { keywordKeys } from '@/lib/query-keys';

/** How often keywords nobody has counted yet are asked for again, and for how long (20 × 6 s: two minutes). */
export const UNCOUNTED_KEYWORDS_RECHECK_MS = 6_000;
const UNCOUNTED_KEYWORDS_RECHECKS = 20;

/** Every tracked keyword still at 0 mentions: the company's first discovery search has not counted them yet. */
const uncounted = (keywords: readonly Keyword[] | undefined): boolean =>
  keywords !== undefined && keywords.length > 0 && keywords.every((k) => k.mentions === 0);

/**
 * GET /api/keywords: the active company's tracked keywords (the dashboard panel and the Keywords screen). Kept as
 * they are (the app's default), except while none is counted yet: right after onboarding the first search still
 * runs in the background, and the list read then showed '0 mentions, 0%' for every keyword for the whole visit.
 * Such a list is asked for again every few seconds for two minutes.
 */
export const keywordsQueryOptions = () =>
  queryOptions<Keyword[]>({
    queryKey: keywordKeys.list(),
    queryFn: getJson('/api/keywords', { on401: 'throw', schema: sharedSchema('keywordsResponseSchema') }),
    staleTime: (query) => (uncounted(query.state.data) ? UNCOUNTED_KEYWORDS_RECHECK_MS : Infinity),
    refetchInterval: (query) =>
      uncounted(query.state.data) && query.state.dataUpdateCount <= UNCOUNTED_KEYWORDS_RECHECKS
        ? UNCOUNTED_KEYWORDS_RECHECK_MS
        : false,
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
