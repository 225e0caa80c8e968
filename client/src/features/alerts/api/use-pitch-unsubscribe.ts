import { useMutation } from '@tanstack/react-query';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';

/**
 * A journalist confirms a pitch's unsubscribe link: their address joins that company's do-not-contact list. Needs no
 * sign-in and is safe to repeat.
 */
export function usePitchUnsubscribe() {
  return useMutation({
    mutationFn: async (token: string) =>
      readJson(
        await apiRequest('POST', '/api/do-not-contact/unsubscribe', { token }),
        sharedSchema('pitchUnsubscribeResultSchema'),
      ),
  });
}
