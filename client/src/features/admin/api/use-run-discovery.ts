import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { serverMessage } from './admin-fetch';

/** POST /api/admin/trend-discovery/run: a global cycle queued now; the Background Jobs card shows it. */
export function useRunDiscovery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      return readJson(
        await apiRequest('POST', '/api/admin/trend-discovery/run', {}),
        sharedSchema('messageResponseSchema'),
      );
    },
    onSuccess: async (data) => {
      toast({ title: data.message, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.discovery() });
    },
    onError: (error) => {
      toast({
        title: 'Run Failed',
        description: serverMessage(error, 'Failed to start trend discovery'),
        variant: 'destructive',
      });
    },
  });
}
