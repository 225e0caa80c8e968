import { queryOptions } from '@tanstack/react-query';
import { apiUrl, getJson, sharedSchema } from '@/lib/api-client';
import { trendKeys } from '@/lib/query-keys';

/**
 * GET /api/trends/:id/fact-sheet: what the trend's reports say, written by discovery. The generator shows it beside
 * the ideas it writes from it; it changes only when discovery rewrites the trend.
 */
export const factSheetQueryOptions = (trendId: number | null, enabled: boolean) =>
  queryOptions({
    queryKey: trendKeys.factSheet(trendId ?? 0),
    queryFn: getJson(apiUrl(`/api/trends/${trendId ?? 0}/fact-sheet`), {
      on401: 'throw',
      schema: sharedSchema('factSheetSchema'),
    }),
    enabled: enabled && trendId !== null,
    staleTime: 5 * 60_000,
  });
