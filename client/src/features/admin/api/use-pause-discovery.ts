import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { serverMessage } from './admin-fetch';

/** POST /api/admin/trend-discovery/pause (every instance obeys it). */
export function usePauseDiscovery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      return readJson(
        await apiRequest('POST', '/api/admin/trend-discovery/pause', {}),
        sharedSchema('messageResponseSchema'),
      );
    },
    onSuccess: async (data) => {
      toast({ title: 'Trend Discovery Paused', description: data.message, variant: 'success' });
      await Promise.all([adminKeys.discovery()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      toast({
        title: 'Pause Failed',
        description: serverMessage(error, 'Failed to pause trend discovery'),
        variant: 'destructive',
      });
    },
  });
}
