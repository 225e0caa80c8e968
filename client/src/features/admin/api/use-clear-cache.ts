import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CachePrefix } from '@newsjack/shared';
import { toast } from '@/hooks/use-toast';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { serverMessage } from './admin-fetch';

/** DELETE /api/admin/cache/clear: everything, or one kind's entries by prefix. */
export function useClearCache() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (prefix: CachePrefix | null) => {
      return readJson(
        await apiRequest('DELETE', '/api/admin/cache/clear', prefix ? { prefix } : {}),
        sharedSchema('cacheActionResponseSchema'),
      );
    },
    onSuccess: async (data) => {
      toast({ title: 'Cache Cleared', description: data.message, variant: 'success' });
      await Promise.all([adminKeys.cacheStats()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      toast({
        title: 'Clear Failed',
        description: serverMessage(error, 'Failed to clear cache'),
        variant: 'destructive',
      });
    },
  });
}
