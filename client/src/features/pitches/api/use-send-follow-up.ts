import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { pitchKeys, savedItemKeys } from '@/lib/query-keys';

/** POST /api/pitches/{id}/follow-up: a follow-up in the pitch's thread, from the user's mailbox. */
export function useSendFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      readJson(await apiRequest('POST', `/api/pitches/${id}/follow-up`, {}), sharedSchema('pitchSchema')),
    onSettled: () =>
      Promise.all([pitchKeys.all, savedItemKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
