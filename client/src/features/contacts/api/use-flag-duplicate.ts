import { useMutation } from '@tanstack/react-query';
import type { FlagDuplicateBody } from '@newsjack/shared';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';

/** POST /api/contacts/flag-duplicate {contactId1, contactId2}: the pair goes to admin review. */
export function useFlagDuplicate() {
  return useMutation({
    mutationFn: async (body: FlagDuplicateBody) =>
      readJson(
        await apiRequest('POST', '/api/contacts/flag-duplicate', body),
        sharedSchema('reviewSubmissionResponseSchema'),
      ),
  });
}
