import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest, isUnauthorizedError } from '@/lib/api-client';
import { authKeys } from '@/lib/query-keys';

export type TourOutcome = 'completed' | 'skipped';

/** Records on the server that the dashboard tour is done (finished or skipped), so the welcome stops appearing. */
export function useCompleteTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (_outcome: TourOutcome) => {
      try {
        await apiRequest('POST', '/api/dashboard-tour/complete', { completed: true });
      } catch (error) {
        // A lost session keeps its own message so the global handler can send the user to sign in.
        if (isUnauthorizedError(error)) throw error;
        throw new Error('Failed to complete tour', { cause: error });
      }
    },
    onSuccess: async (_data, outcome) => {
      await queryClient.invalidateQueries({ queryKey: authKeys.user() });
      toast(
        outcome === 'completed'
          ? {
              title: 'Tour completed',
              description: 'You are all set. Replay it any time from Help & Tour.',
              variant: 'success',
            }
          : { title: 'Tour skipped', description: 'You can take the tour any time from Help & Tour.' },
      );
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      toast({
        title: 'Tour completion failed',
        description: "Don't worry, you can still use all features normally.",
        variant: 'destructive',
      });
    },
  });
}
