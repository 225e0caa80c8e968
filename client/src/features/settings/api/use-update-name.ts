import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateNameBody } from '@newsjack/shared';
import { toast } from '@/hooks/use-toast';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { authKeys } from '@/lib/query-keys';

/** PATCH /api/auth/user: the answer is the account, so the shell's name changes without asking again. */
export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateNameBody) =>
      readJson(await apiRequest('PATCH', '/api/auth/user', body), sharedSchema('authUserSchema')),
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user(), user);
      toast({ title: 'Name Updated', description: 'Your name has been saved.' });
    },
  });
}
