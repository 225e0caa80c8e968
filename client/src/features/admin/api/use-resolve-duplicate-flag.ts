import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DuplicateFlagActionBody } from '@newsjack/shared';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { serverMessage } from './admin-fetch';

/** POST /api/admin/duplicate-flags/{id}/resolve: merge keeping one contact, or 'not duplicates'. */
export function useResolveDuplicateFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; action: DuplicateFlagActionBody['action'] }) => {
      await apiRequest('POST', `/api/admin/duplicate-flags/${input.id}/resolve`, { action: input.action });
    },
    onSuccess: async (_data, vars) => {
      toast({
        title: vars.action === 'not_duplicates' ? 'Marked as Not Duplicates' : 'Contacts Merged',
        description:
          vars.action === 'not_duplicates'
            ? 'Both contacts stay.'
            : `Kept contact ${vars.action === 'keep1' ? 1 : 2}; saved items, pitches and evidence moved to it.`,
        variant: 'success',
      });
      await Promise.all(
        [adminKeys.duplicateFlags(), adminKeys.suggestions()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to resolve duplicate flag.'),
        variant: 'destructive',
      });
    },
  });
}
