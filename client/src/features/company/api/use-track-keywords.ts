import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseApiError } from '@/lib/api-client';
import { invalidateTrendData } from '@/lib/cache-invalidation';

/**
 * POST /api/keywords for each term the user accepted from a re-read of the site (the active company's keywords).
 * A term already tracked (409) is simply not added again; any other failure stops and is reported.
 */
export function useTrackKeywords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (terms: readonly string[]) => {
      let added = 0;
      for (const term of terms) {
        try {
          await apiRequest('POST', '/api/keywords', { term });
          added += 1;
        } catch (error) {
          if (parseApiError(error).status !== 409) throw error;
        }
      }
      return added;
    },
    onSettled: () => invalidateTrendData(queryClient),
  });
}
