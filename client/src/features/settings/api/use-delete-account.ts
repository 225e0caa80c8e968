import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@newsjack/shared';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from '@/lib/query-keys';

/**
 * DELETE /api/auth/user. The session is gone with the account: everything cached belonged to it, so the cache is
 * emptied and the user is known to be signed out (the landing page shows without asking the server first).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeleteAccountBody) => {
      await apiRequest('DELETE', '/api/auth/user', body);
    },
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(authKeys.user(), null);
      toast({ title: 'Account Deleted', description: 'Your account and everything in it have been removed.' });
    },
  });
}
