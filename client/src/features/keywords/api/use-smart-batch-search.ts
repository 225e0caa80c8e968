import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmartBatchSearchBody } from '@newsjack/shared';
import { invalidateTrendData } from '@/lib/cache-invalidation';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';

/** POST /api/keywords/smart-batch-search: searches trends for several keywords, optionally grouped by theme. */
export function useSmartBatchSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SmartBatchSearchBody) =>
      readJson(
        await apiRequest('POST', '/api/keywords/smart-batch-search', body),
        sharedSchema('smartBatchSearchResponseSchema'),
      ),
    onSuccess: () => invalidateTrendData(queryClient),
  });
}
