import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authUserSchema, type UpdateNameBody } from '@newsjack/shared';
import { toast } from '@/hooks/use-toast';
import { apiRequest, readJson } from '@/lib/api-client';
import { authKeys } from '@/lib/query-keys';

/** PATCH /api/auth/user: the answer is the account, so the shell's name changes without asking again. */
export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateNameBody) =>
      readJson(await apiRequest('PATCH', '/api/auth/user', body), authUserSchema),
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user(), user);
      toast({ title: 'Name Updated', description: 'Your name has been saved.' });
    },
  });
}
