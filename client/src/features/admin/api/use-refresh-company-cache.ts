import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefreshCompanyCacheBody } from '@newsjack/shared';
import { toast } from '@/hooks/use-toast';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { serverMessage } from './admin-fetch';

/** POST /api/admin/cache/refresh-company: forget one company's cached analysis. */
export function useRefreshCompanyCache() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RefreshCompanyCacheBody) => {
      return readJson(
        await apiRequest('POST', '/api/admin/cache/refresh-company', input),
        sharedSchema('cacheActionResponseSchema'),
      );
    },
    onSuccess: async (data) => {
      toast({ title: 'Company Cache Refreshed', description: data.message, variant: 'success' });
      await Promise.all([adminKeys.cacheStats()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      toast({
        title: 'Refresh Failed',
        description: serverMessage(error, 'Failed to refresh company cache'),
        variant: 'destructive',
      });
    },
  });
}
