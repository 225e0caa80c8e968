import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { pitchKeys, savedItemKeys } from '@/lib/query-keys';

/**
 * POST /api/pitches/{id}/send: from the user's own mailbox. A send changes the pitch, who was pitched recently and
 * the saved copy, so all pitch reads and saved items are refreshed.
 */
export function useSendPitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, confirm, sendAt }: { id: number; confirm: boolean; sendAt?: string }) =>
      readJson(
        await apiRequest('POST', `/api/pitches/${id}/send`, {
          ...(confirm ? { confirm } : {}),
          ...(sendAt ? { sendAt } : {}),
        }),
        sharedSchema('sentPitchSchema'),
      ),
    onSuccess: () =>
      Promise.all([pitchKeys.all, savedItemKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
