import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { serverMessage } from './admin-fetch';

/** PATCH /api/admin/users/{id}/plan: grant or withdraw the agency plan. */
export function useSetAgencyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; agencyPlan: boolean }) => {
      await apiRequest('PATCH', `/api/admin/users/${input.id}/plan`, { agencyPlan: input.agencyPlan });
    },
    onSuccess: async (_data, vars) => {
      toast({ title: vars.agencyPlan ? 'Agency plan granted' : 'Agency plan removed', variant: 'success' });
      await Promise.all([adminKeys.users()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      toast({
        title: 'Update Failed',
        description: serverMessage(error, 'Failed to update the plan'),
        variant: 'destructive',
      });
    },
  });
}
