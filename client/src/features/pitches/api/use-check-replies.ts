import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { contactKeys, pitchKeys, savedItemKeys } from '@/lib/query-keys';

/**
 * POST /api/pitches/check-replies: the inbox against the sent pitches. Replies change pitches (and their saved
 * copies); bounces add to the do-not-contact list.
 */
export function useCheckReplies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      readJson(await apiRequest('POST', '/api/pitches/check-replies'), sharedSchema('replyCheckResultSchema')),
    onSuccess: (result) => {
      if (result.replied + result.bounced === 0) return;
      // A read still in flight began before the check changed what it reads (the page opens with both): it is
      // cancelled first, since a refetch asked for while a first read is in flight only joins that read.
      return Promise.all(
        [pitchKeys.all, savedItemKeys.all, contactKeys.doNotContact()].map(async (queryKey) => {
          await queryClient.cancelQueries({ queryKey });
          await queryClient.invalidateQueries({ queryKey });
        }),
      );
    },
  });
}
