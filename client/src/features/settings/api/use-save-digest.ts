import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DigestFrequency } from '@newsjack/shared';
import { toast } from '@/hooks/use-toast';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { settingsKeys } from '@/lib/query-keys';

const SAVED: Record<DigestFrequency, string> = {
  off: 'You will get no trend digest.',
  daily: 'New trends for your companies will arrive by e-mail every day.',
  weekly: 'New trends for your companies will arrive by e-mail once a week.',
};

/** PUT /api/settings/digest. */
export function useSaveDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (frequency: DigestFrequency) =>
      readJson(await apiRequest('PUT', '/api/settings/digest', { frequency }), sharedSchema('digestSettingsSchema')),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.digest(), saved);
      toast({ title: 'Trend Digest Saved', description: SAVED[saved.frequency] });
    },
  });
}
