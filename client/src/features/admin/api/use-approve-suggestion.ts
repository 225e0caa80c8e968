import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** POST /api/admin/contact-suggestions/{id}/approve: applies the changed fields. */
export function useApproveSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('POST', `/api/admin/contact-suggestions/${id}/approve`);
    },
    onSuccess: async () => {
      toast({
        title: 'Approved',
        description: 'Contact suggestion has been approved and applied.',
        variant: 'success',
      });
      await Promise.all([adminKeys.suggestions()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to approve suggestion.', variant: 'destructive' });
    },
  });
}
