import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { serverMessage } from './admin-fetch';

/** DELETE /api/admin/global-trends/cleanup: global trends older than N hours (personal ones stay). */
export function useCleanupGlobalTrends() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (olderThanHours: number) => {
      return readJson(
        await apiRequest('DELETE', '/api/admin/global-trends/cleanup', { olderThanHours }),
        sharedSchema('globalTrendsCleanupResponseSchema'),
      );
    },
    onSuccess: async (data) => {
      toast({ title: 'Cleanup Completed', description: data.message, variant: 'success' });
      await Promise.all(
        [adminKeys.globalTrends(), adminKeys.stats()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => {
      toast({
        title: 'Cleanup Failed',
        description: serverMessage(error, 'Failed to cleanup global trends'),
        variant: 'destructive',
      });
    },
  });
}
