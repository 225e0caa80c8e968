import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailBody } from '@newsjack/shared';
import { toast } from '@/hooks/use-toast';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { authKeys } from '@/lib/query-keys';

/** PUT /api/auth/user/email, confirmed with the current password. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangeEmailBody) =>
      readJson(await apiRequest('PUT', '/api/auth/user/email', body), sharedSchema('authUserSchema')),
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user(), user);
      toast({ title: 'Email Updated', description: `You now sign in with ${user.email ?? 'your new address'}.` });
    },
  });
}
