import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { serverMessage } from './admin-fetch';

/** POST /api/admin/trend-discovery/feeds: the server checks the URL with the outbound-fetch guard. */
export function useAddFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (url: string) => {
      return readJson(
        await apiRequest('POST', '/api/admin/trend-discovery/feeds', { url }),
        sharedSchema('discoverySourcesResponseSchema'),
      );
    },
    onSuccess: async () => {
      toast({ title: 'Feed Added', description: 'The next discovery cycle reads it.', variant: 'success' });
      await Promise.all(
        [adminKeys.discoverySources(), adminKeys.config()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => {
      toast({
        title: 'Add Feed Failed',
        description: serverMessage(error, 'Failed to add the feed'),
        variant: 'destructive',
      });
    },
  });
}
