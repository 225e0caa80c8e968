import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoNotContactBody } from '@newsjack/shared';
import { apiRequest } from '@/lib/api-client';
import { contactKeys } from '@/lib/query-keys';

/** DELETE /api/do-not-contact: the address may be pitched again. */
export function useRemoveDoNotContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DoNotContactBody) => {
      await apiRequest('DELETE', '/api/do-not-contact', body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.doNotContact() }),
  });
}
