import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TREND_DISCOVERY_FREQUENCY_KEY } from '@newsjack/shared';
import { toast } from '@/hooks/use-toast';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import { serverMessage } from './admin-fetch';

/** POST /api/admin/config with trend_discovery_frequency (minutes, as text). */
export function useSaveFrequency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (minutes: string) => {
      await apiRequest('POST', '/api/admin/config', {
        key: TREND_DISCOVERY_FREQUENCY_KEY,
        value: minutes,
        description: null,
      });
    },
    onSuccess: async () => {
      toast({
        title: 'Configuration Updated',
        description:
          'Trend discovery frequency has been updated successfully. The change will take effect on the next cycle.',
        variant: 'success',
      });
      await Promise.all(
        [adminKeys.config(), adminKeys.discoveryStatus()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => {
      toast({
        title: 'Update Failed',
        description: serverMessage(error, 'Failed to update configuration'),
        variant: 'destructive',
      });
    },
  });
}
