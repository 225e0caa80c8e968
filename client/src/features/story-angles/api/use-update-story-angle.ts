import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateStoryAngleBody } from '@newsjack/shared';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { savedItemKeys, storyAngleKeys } from '@/lib/query-keys';

/** PATCH /api/story-angles/{id}: an edit (headline, angle, audience, key messages) or clearing the saved flag. */
export function useUpdateStoryAngle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateStoryAngleBody }) =>
      readJson(await apiRequest('PATCH', `/api/story-angles/${id}`, body), sharedSchema('storyAngleSchema')),
    // Saved items carry the angle too, so an edit or an unsave shows there as well.
    onSuccess: () =>
      Promise.all(
        [storyAngleKeys.lists(), savedItemKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
