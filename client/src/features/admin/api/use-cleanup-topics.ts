import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { serverMessage } from './admin-fetch';

/** DELETE /api/admin/discovered-topics/cleanup: topics older than N hours, except those linked to saved trends. */
export function useCleanupTopics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (olderThanHours: number) => {
      return readJson(
        await apiRequest('DELETE', '/api/admin/discovered-topics/cleanup', { olderThanHours }),
        sharedSchema('topicCleanupResponseSchema'),
      );
    },
    onSuccess: async (data) => {
      toast({
        title: 'Cleanup Completed',
        description: `Evaluated ${data.results.evaluated} topics: ${data.results.deleted} deleted, ${data.results.preserved} preserved (linked to saved trends)`,
        variant: 'success',
      });
      await Promise.all([adminKeys.topicLists()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      toast({
        title: 'Cleanup Failed',
        description: serverMessage(error, 'Failed to cleanup discovered topics'),
        variant: 'destructive',
      });
    },
  });
}
