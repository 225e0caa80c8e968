import { useMutation } from '@tanstack/react-query';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';

/** Turns the trend digest off with the token of a digest's link; needs no sign-in and is safe to repeat. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: async (token: string) =>
      readJson(await apiRequest('POST', '/api/alerts/unsubscribe', { token }), sharedSchema('unsubscribeResultSchema')),
  });
}
