import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { serverMessage } from './admin-fetch';

/** POST /api/admin/trend-discovery/resume. */
export function useResumeDiscovery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      return readJson(
        await apiRequest('POST', '/api/admin/trend-discovery/resume', {}),
        sharedSchema('messageResponseSchema'),
      );
    },
    onSuccess: async (data) => {
      toast({ title: 'Trend Discovery Resumed', description: data.message, variant: 'success' });
      await Promise.all([adminKeys.discovery()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      toast({
        title: 'Resume Failed',
        description: serverMessage(error, 'Failed to resume trend discovery'),
        variant: 'destructive',
      });
    },
  });
}
