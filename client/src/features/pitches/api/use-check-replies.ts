import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replyCheckResultSchema } from '@newsjack/shared';
import { apiRequest, readJson } from '@/lib/api-client';
import { contactKeys, pitchKeys, savedItemKeys } from '@/lib/query-keys';

/**
 * POST /api/pitches/check-replies: the inbox against the sent pitches. Replies change pitches (and their saved
 * copies); bounces add to the do-not-contact list.
 */
export function useCheckReplies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await apiRequest('POST', '/api/pitches/check-replies'), replyCheckResultSchema),
    onSuccess: (result) => {
      if (result.replied + result.bounced === 0) return;
      return Promise.all(
        [pitchKeys.all, savedItemKeys.all, contactKeys.doNotContact()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
