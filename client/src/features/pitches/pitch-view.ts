import { MAX_FOLLOW_UPS, type Pitch, type PitchStatus } from '@newsjack/shared';

/** How a pitch reads on its card: status labels, its follow-up reminder, what Copy Pitch copies. */

export const STATUS_LABELS: Record<PitchStatus, string> = {
  drafted: 'Drafted',
  scheduled: 'Scheduled',
  sent: 'Sent',
  replied: 'Replied',
};

export type FollowUpReminder = {
  /** due: the reminder's day is today; overdue: an earlier day; upcoming: a later one. */
  state: 'due' | 'overdue' | 'upcoming';
  /** Which follow-up this is (1 or 2). */
  number: number;
  dueAt: string;
};

const dayStart = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/** The pitch's next follow-up (a week after the send or the last follow-up, at most two), or null when none. */
export function followUpReminder(
  pitch: Pick<Pitch, 'status' | 'nextFollowUpAt' | 'followUpCount'>,
  now: Date,
): FollowUpReminder | null {
  if (pitch.status !== 'sent' || !pitch.nextFollowUpAt || pitch.followUpCount >= MAX_FOLLOW_UPS) return null;
  const due = new Date(pitch.nextFollowUpAt);
  const [dueDay, today] = [dayStart(due), dayStart(now)];
  const state = dueDay < today ? 'overdue' : dueDay === today ? 'due' : 'upcoming';
  return { state, number: pitch.followUpCount + 1, dueAt: pitch.nextFollowUpAt };
}

/** Pitches whose follow-up is due today or overdue, the most overdue first. */
export function dueFollowUps(pitches: readonly Pitch[], now: Date): { pitch: Pitch; reminder: FollowUpReminder }[] {
  return pitches
    .flatMap((pitch) => {
      const reminder = followUpReminder(pitch, now);
      return reminder && reminder.state !== 'upcoming' ? [{ pitch, reminder }] : [];
    })
    .sort((a, b) => Date.parse(a.reminder.dueAt) - Date.parse(b.reminder.dueAt));
}

/** What Copy Pitch puts on the clipboard: the subject line, then the body. */
export const pitchClipboardText = (pitch: Pick<Pitch, 'subjectLine' | 'body'>): string =>
  `Subject: ${pitch.subjectLine}\n\n${pitch.body}`;

export const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
