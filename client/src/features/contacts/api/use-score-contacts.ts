import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { contactKeys } from '@/lib/query-keys';

/** POST /api/contacts/score {storyAngleId?}: scores every contact against the angle, or the company without one. */
export function useScoreContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (storyAngleId: number | null) =>
      readJson(
        await apiRequest('POST', '/api/contacts/score', storyAngleId === null ? {} : { storyAngleId }),
        sharedSchema('scoreContactsResponseSchema'),
      ),
    // Awaited, so the button stays busy until the table shows the new scores.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
  });
}
