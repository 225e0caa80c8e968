import { useEffect, useRef } from 'react';
import type { ReplyCheckResult } from '@newsjack/shared';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError, parseApiError } from '@/lib/api-client';
import { useCheckReplies } from './api/use-check-replies';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a check found, in a sentence; null when it found nothing. */
export function replySummary({ replied, bounced }: ReplyCheckResult): string | null {
  const parts = [
    replied ? `${plural(replied, 'pitch was', 'pitches were')} answered` : null,
    bounced ? `${plural(bounced, 'address', 'addresses')} bounced and went on your do-not-contact list` : null,
  ].filter(Boolean);
  return parts.length ? `${parts.join('; ')}.` : null;
}

/**
 * Replies are looked for once when the Pitches page opens (quietly: a user without an IMAP server simply has none
 * to find), and again on Check Replies, which says what it found or why it could not look.
 */
export function useReplyCheck() {
  const check = useCheckReplies();
  const opened = useRef(false);
  const { mutate } = check;
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    mutate(undefined, {
      onSuccess: (result) => {
        const summary = replySummary(result);
        if (summary) toast({ title: 'New Replies', description: summary, variant: 'success' });
      },
    });
  }, [mutate]);

  return {
    checking: check.isPending,
    checkNow: () =>
      mutate(undefined, {
        onSuccess: (result) =>
          toast({ title: 'Inbox Checked', description: replySummary(result) ?? 'No new replies or bounces.' }),
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast({
            title: 'Could Not Check Replies',
            description: parseApiError(error).message,
            variant: 'destructive',
          });
        },
      }),
  };
}
