import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateTrendData } from '@/lib/cache-invalidation';
import { savedItemKeys, storyAngleKeys } from '@/lib/query-keys';

/**
 * DELETE /api/saved-items/{id}. Unsaving an angle clears its isSaved on the server, so the angle lists are read
 * again with the saved items, the counts and the trend cards' saved marks.
 */
export function useRemoveSavedItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/saved-items/${id}`);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: savedItemKeys.all }),
        queryClient.invalidateQueries({ queryKey: storyAngleKeys.lists() }),
        invalidateTrendData(queryClient),
      ]),
  });
}
