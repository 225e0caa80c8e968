import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest, isUnauthorizedError, readJson, sharedSchema } from '@/lib/api-client';
import { invalidateTrendData } from '@/lib/cache-invalidation';

/** POST /api/trends/refresh: runs discovery now (rate limited on the server). */
export function useRefreshTrends() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      readJson(await apiRequest('POST', '/api/trends/refresh'), sharedSchema('trendsRefreshResponseSchema')),
    onSuccess: async () => {
      toast({ title: 'Enhanced trends discovery completed successfully', variant: 'success' });
      await invalidateTrendData(queryClient);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({ title: 'Error', description: 'Failed to refresh trends', variant: 'destructive' });
    },
  });
}
