import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { serverMessage } from './admin-fetch';

/** DELETE /api/admin/trend-discovery/feeds: stop reading an admin feed. */
export function useRemoveFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (url: string) => {
      return readJson(
        await apiRequest('DELETE', '/api/admin/trend-discovery/feeds', { url }),
        sharedSchema('discoverySourcesResponseSchema'),
      );
    },
    onSuccess: async () => {
      toast({ title: 'Feed Removed', variant: 'success' });
      await Promise.all(
        [adminKeys.discoverySources(), adminKeys.config()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => {
      toast({
        title: 'Remove Feed Failed',
        description: serverMessage(error, 'Failed to remove the feed'),
        variant: 'destructive',
      });
    },
  });
}
