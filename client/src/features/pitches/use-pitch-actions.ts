import type { Pitch, UpdatePitchStatusBody } from '@newsjack/shared';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api-client';
import { useSavePitch } from './api/use-save-pitch';
import { useUpdatePitchStatus } from './api/use-update-pitch-status';
import { pitchClipboardText } from './pitch-view';

function failed(description: string) {
  return (error: unknown) => {
    if (isUnauthorizedError(error)) return;
    toast({ title: 'Error', description, variant: 'destructive' });
  };
}

/** The card actions: Copy Pitch, Send Email (marks it sent), Save Pitch, Mark replied and Follow-up sent. */
export function usePitchActions() {
  const save = useSavePitch();
  const update = useUpdatePitchStatus();
  const changeStatus = (pitch: Pitch, body: UpdatePitchStatusBody, done: string) =>
    update.mutate(
      { id: pitch.id, body },
      {
        onSuccess: () => toast({ title: done, variant: 'success' }),
        onError: failed('Failed to update pitch'),
      },
    );

  return {
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
