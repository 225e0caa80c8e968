import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePitchStatusBody } from '@newsjack/shared';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { pitchKeys, savedItemKeys } from '@/lib/query-keys';

/**
 * PATCH /api/pitches/{id}: marks a pitch sent or replied, or records a follow-up. Saved items carry the pitch
 * too, and a send changes who was pitched recently, so all pitch reads and saved items are refreshed.
 */
export function useUpdatePitchStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdatePitchStatusBody }) =>
      readJson(await apiRequest('PATCH', `/api/pitches/${id}`, body), sharedSchema('pitchSchema')),
    onSuccess: () =>
      Promise.all([pitchKeys.all, savedItemKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
