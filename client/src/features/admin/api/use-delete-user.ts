import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** DELETE /api/admin/users/{id}: the account and everything it owns. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/admin/users/${id}`);
    },
    onSuccess: async () => {
      toast({ title: 'User deleted', description: 'User has been successfully removed' });
      await Promise.all(
        [adminKeys.users(), adminKeys.stats()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to delete user', variant: 'destructive' });
    },
  });
}
