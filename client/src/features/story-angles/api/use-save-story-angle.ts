import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { savedItemKeys, statsKeys, storyAngleKeys } from '@/lib/query-keys';

/** POST /api/saved-items {itemType: 'story_angle', itemId}: the server sets the angle's isSaved with it. */
export function useSaveStoryAngle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('POST', '/api/saved-items', { itemType: 'story_angle', itemId: id });
    },
    onSuccess: () =>
      Promise.all(
        [storyAngleKeys.lists(), savedItemKeys.all, statsKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
