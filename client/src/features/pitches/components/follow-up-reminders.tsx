import type { Pitch } from '@newsjack/shared';
import { BellRing } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { dueFollowUps, formatDate } from '../pitch-view';

interface FollowUpRemindersProps {
  pitches: readonly Pitch[];
  now: Date;
  isUpdating: (id: number) => boolean;
  onFollowUpSent: (pitch: Pitch) => void;
}

/** Follow-ups due today or overdue (a week after sending, at most two), above the cards. */
export function FollowUpReminders({ pitches, now, isUpdating, onFollowUpSent }: FollowUpRemindersProps) {
  const due = dueFollowUps(pitches, now);
  if (due.length === 0) return null;
  return (
    <Alert role="region" aria-label="Follow-up reminders">
      <BellRing aria-hidden="true" />
      <AlertTitle>{due.length === 1 ? '1 follow-up is due' : `${due.length} follow-ups are due`}</AlertTitle>
      <AlertDescription>
        <ul className="mt-1 grid gap-1.5">
          {due.map(({ pitch, reminder }) => (
            <li key={pitch.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-medium">{pitch.contact.name}</span>
                {pitch.contact.outlet && ` (${pitch.contact.outlet})`}: “{pitch.subjectLine}”,{' '}
                {reminder.state === 'due' ? 'due today' : `overdue since ${formatDate(reminder.dueAt)}`}
              </span>
              <Button size="sm" variant="outline" disabled={isUpdating(pitch.id)} onClick={() => onFollowUpSent(pitch)}>
                Follow-up sent
              </Button>
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
