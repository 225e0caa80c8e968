import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { contactKeys } from '@/lib/query-keys';

/**
 * POST /api/contacts/generate {outlet}: the journalists found in that outlet's bylines. The list is refreshed
 * after each outlet, so 'Generate All' fills the table as it goes.
 */
export function useGenerateContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (outlet: string) =>
      readJson(
        await apiRequest('POST', '/api/contacts/generate', { outlet }),
        sharedSchema('generateContactsResponseSchema'),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
  });
}
