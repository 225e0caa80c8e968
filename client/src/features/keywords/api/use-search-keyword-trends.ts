import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateTrendData } from '@/lib/cache-invalidation';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';

/** POST /api/keywords/{id}/search-trends: finds trending topics for one keyword and stores them as trends. */
export function useSearchKeywordTrends() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (keywordId: number) =>
      readJson(
        await apiRequest('POST', `/api/keywords/${keywordId}/search-trends`),
        sharedSchema('keywordSearchResponseSchema'),
      ),
    onSuccess: () => invalidateTrendData(queryClient),
  });
}
