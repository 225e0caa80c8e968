import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoNotContactBody } from '@newsjack/shared';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { contactKeys } from '@/lib/query-keys';

/** POST /api/do-not-contact: an address, or a contact's address. */
export function useAddDoNotContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DoNotContactBody) =>
      readJson(await apiRequest('POST', '/api/do-not-contact', body), sharedSchema('doNotContactEntrySchema')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.doNotContact() }),
  });
}
