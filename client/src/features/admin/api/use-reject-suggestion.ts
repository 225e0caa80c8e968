import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** POST /api/admin/contact-suggestions/{id}/reject: discards the suggestion. */
export function useRejectSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('POST', `/api/admin/contact-suggestions/${id}/reject`);
    },
    onSuccess: async () => {
      toast({ title: 'Rejected', description: 'Contact suggestion has been rejected.' });
      await Promise.all([adminKeys.suggestions()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to reject suggestion.', variant: 'destructive' });
    },
  });
}
