import { useMutation } from '@tanstack/react-query';
import type { SuggestEditBody } from '@newsjack/shared';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';

/** POST /api/contacts/{id}/suggest-edit: the changed fields go to admin review; the contact itself is unchanged. */
export function useSuggestContactEdit() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: SuggestEditBody }) =>
      readJson(
        await apiRequest('POST', `/api/contacts/${id}/suggest-edit`, body),
        sharedSchema('reviewSubmissionResponseSchema'),
      ),
  });
}
