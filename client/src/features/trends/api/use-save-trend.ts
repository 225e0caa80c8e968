import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest, isUnauthorizedError, readJson, sharedSchema } from '@/lib/api-client';
import { invalidateTrendData } from '@/lib/cache-invalidation';
import { savedItemKeys } from '@/lib/query-keys';

/** POST /api/saved-items {itemType: 'trend', itemId}. */
export function useSaveTrend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (trendId: number) =>
      readJson(
        await apiRequest('POST', '/api/saved-items', { itemType: 'trend', itemId: trendId }),
        sharedSchema('savedItemSchema'),
      ),
    onSuccess: async () => {
      toast({ title: 'Trend saved successfully', variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: savedItemKeys.all }),
        invalidateTrendData(queryClient),
      ]);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Failed to save trend', variant: 'destructive' });
    },
  });
}
