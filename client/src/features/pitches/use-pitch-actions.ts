import { RECENTLY_PITCHED_PREFIX, type Pitch, type UpdatePitchStatusBody } from '@newsjack/shared';
import { useConfirm } from '@/components/confirm-dialog';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError, parseApiError } from '@/lib/api-client';
import { useSavePitch } from './api/use-save-pitch';
import { useSendFollowUp } from './api/use-send-follow-up';
import { useSendPitch } from './api/use-send-pitch';
import { useUpdatePitchStatus } from './api/use-update-pitch-status';
import { pitchClipboardText } from './pitch-view';

function failed(description: string) {
  return (error: unknown) => {
    if (isUnauthorizedError(error)) return;
    toast({ title: 'Error', description, variant: 'destructive' });
  };
}

/**
 * The card actions: Copy Pitch, Send Email (marks it sent), Send from My Mailbox, Save Pitch, Mark replied and
 * Follow-up sent. `dialog` (the re-pitch question) is rendered by the page.
 */
export function usePitchActions() {
  const save = useSavePitch();
  const update = useUpdatePitchStatus();
  const send = useSendPitch();
  const followUp = useSendFollowUp();
  const { confirm, dialog } = useConfirm();
  const changeStatus = (pitch: Pitch, body: UpdatePitchStatusBody, done: string) =>
    update.mutate(
      { id: pitch.id, body },
      {
        onSuccess: () => toast({ title: done, variant: 'success' }),
        onError: failed('Failed to update pitch'),
      },
    );

  /** Sends from the user's mailbox now, or at `sendAt`; a journalist pitched in the last 14 days is asked about first. */
  const sendFromMailbox = (pitch: Pitch, confirmed = false, sendAt?: string): void =>
    send.mutate(
      { id: pitch.id, confirm: confirmed, ...(sendAt ? { sendAt } : {}) },
      {
        onSuccess: (sent) =>
          toast(
            sent.status === 'scheduled' && sent.sentAt
              ? {
                  title: 'Pitch Scheduled',
                  description: `Goes to ${pitch.contact.name} on ${new Date(sent.sentAt).toLocaleString()}.`,
                  variant: 'success',
                }
              : {
                  title: 'Pitch Sent',
                  description: `Sent to ${pitch.contact.email ?? pitch.contact.name} from your mailbox.`,
                  variant: 'success',
                },
          ),
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          const { status, message } = parseApiError(error);
          if (status === 409 && message.startsWith(RECENTLY_PITCHED_PREFIX)) {
            confirm({
              title: `Pitch ${pitch.contact.name} again?`,
              description: message,
              confirmLabel: sendAt ? 'Schedule Anyway' : 'Send Anyway',
              onConfirm: () => sendFromMailbox(pitch, true, sendAt),
            });
            return;
          }
          toast({
            title: sendAt ? 'Pitch Not Scheduled' : 'Pitch Not Sent',
            description: message,
            variant: 'destructive',
          });
        },
      },
    );

  return {
    dialog,
    sendFromMailbox: (pitch: Pitch) => sendFromMailbox(pitch),
    sendLater: (pitch: Pitch, sendAt: string) => sendFromMailbox(pitch, false, sendAt),
    /** A follow-up in the same thread from the mailbox; the server refuses it once a reply is in. */
    sendFollowUp: (pitch: Pitch) =>
      followUp.mutate(pitch.id, {
        onSuccess: () =>
          toast({
            title: 'Follow-up Sent',
            description: `Sent to ${pitch.contact.name} in the same thread.`,
            variant: 'success',
          }),
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast({ title: 'Follow-up Not Sent', description: parseApiError(error).message, variant: 'destructive' });
        },
      }),
    cancelSchedule: (pitch: Pitch) => changeStatus(pitch, { status: 'drafted' }, 'Scheduled send cancelled'),
    isSending: (id: number) =>
      (send.isPending && send.variables?.id === id) || (followUp.isPending && followUp.variables === id),
    async copy(pitch: Pitch) {
      try {
        await navigator.clipboard.writeText(pitchClipboardText(pitch));
        toast({ title: 'Copied to clipboard' });
      } catch {
        toast({ title: 'Error', description: 'Failed to copy pitch', variant: 'destructive' });
      }
    },
    /** The mailto link opens the mail program; the pitch is marked sent with today's date (once). */
    sent(pitch: Pitch) {
      if (pitch.status === 'drafted') changeStatus(pitch, { status: 'sent' }, 'Pitch marked as sent');
    },
    replied: (pitch: Pitch) => changeStatus(pitch, { status: 'replied' }, 'Pitch marked as replied'),
    followUpSent: (pitch: Pitch) => changeStatus(pitch, { status: 'sent', followUpSent: true }, 'Follow-up recorded'),
    save(pitch: Pitch) {
      save.mutate(pitch.id, {
        onSuccess: () => toast({ title: 'Pitch saved successfully', variant: 'success' }),
        onError: failed('Failed to save pitch'),
      });
    },
    isSaving: (id: number) => save.isPending && save.variables === id,
    isUpdating: (id: number) => update.isPending && update.variables?.id === id,
  };
}
