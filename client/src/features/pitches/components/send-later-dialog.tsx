import { useState, type FormEvent } from 'react';
import type { Pitch } from '@newsjack/shared';
import { LabelledInput } from '@/components/form/labelled-input';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** Tomorrow at 9:00 on this computer's clock, as a datetime-local value: when journalists read their mail. */
export function tomorrowAtNine(now = new Date()): string {
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T09:00`;
}

interface SendLaterDialogProps {
  pitch: Pitch | null;
  onClose: () => void;
  /** The chosen time as an ISO string (UTC). */
  onSchedule: (pitch: Pitch, sendAt: string) => void;
}

/** Send Later: the pitch leaves the user's mailbox at the chosen time (tomorrow at 9:00 unless changed). */
export function SendLaterDialog({ pitch, onClose, onSchedule }: SendLaterDialogProps) {
  const [value, setValue] = useState(tomorrowAtNine);
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const at = new Date(value);
    if (!pitch) return;
    if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) return setError('Choose a time in the future');
    setError(undefined);
    onSchedule(pitch, at.toISOString());
    onClose();
  }

  return (
    <Dialog open={pitch !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Send Later</DialogTitle>
            <DialogDescription>
              {pitch ? `Your pitch to ${pitch.contact.name} leaves your mailbox at this time.` : null}
            </DialogDescription>
          </DialogHeader>
          <LabelledInput
            label="Send at"
            type="datetime-local"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={error}
            required
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Schedule</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
