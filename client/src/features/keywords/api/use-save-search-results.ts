import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Trend } from '@newsjack/shared';
import { invalidateTrendData } from '@/lib/cache-invalidation';
import { savedItemKeys } from '@/lib/query-keys';
import { apiRequest, parseApiError } from '@/lib/api-client';

/**
 * Row action 'Save': keeps a keyword's latest search results as saved trends (POST /api/saved-items each).
 * A trend that is already saved (409) counts as saved. Resolves with how many were newly saved.
 */
export function useSaveSearchResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ trends }: { keywordId: number; trends: readonly Trend[] }) => {
      let saved = 0;
      for (const trend of trends) {
        try {
          await apiRequest('POST', '/api/saved-items', { itemType: 'trend', itemId: trend.id });
          saved += 1;
        } catch (error) {
          if (parseApiError(error).status !== 409) throw error;
        }
      }
      return saved;
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: savedItemKeys.all }), invalidateTrendData(queryClient)]),
  });
}
