import { MAX_FOLLOW_UPS, nextFollowUpDate, type UpdatePitchStatusBody } from '@newsjack/shared';
import { badRequest, conflict } from '../../errors';
import type { PitchRow, PitchStatusChange } from './pitches.repo';

const ORDER = { drafted: 0, scheduled: 1, sent: 2, replied: 3 } as const;

/**
 * The one rule of a pitch's life: drafted → (scheduled →) sent → replied, never backwards except a scheduled send
 * cancelled back to a draft, replied only after sending; scheduling itself is a send with a time (pitch-sending.ts).
 * Sending starts the follow-up clock (nextFollowUpDate: a week after the send or the last follow-up, at most
 * MAX_FOLLOW_UPS); a follow-up is recorded only while the pitch is sent. Asking for the status it already has
 * changes nothing (null), so a repeated click is harmless. Anything else is a 409 (or a 400 for a body that
 * contradicts itself), and nothing is written.
 */
export function pitchStatusChange(row: PitchRow, body: UpdatePitchStatusBody, now: Date): PitchStatusChange | null {
  if (body.followUpSent) {
    if (body.status !== 'sent') throw badRequest('followUpSent: A follow-up can only be recorded with status sent');
    if (row.status !== 'sent')
      throw conflict(`A follow-up can only be recorded for a sent pitch; this one is ${row.status}`);
    if (row.followUpCount >= MAX_FOLLOW_UPS)
      throw conflict(`All ${MAX_FOLLOW_UPS} recommended follow-ups have already been sent`);
    const followUpCount = row.followUpCount + 1;
    return { followUpCount, nextFollowUpAt: nextFollowUpDate(now, followUpCount, 'sent'), updatedAt: now };
  }
  if (body.status === row.status) return null;
  if (body.status === 'scheduled') throw badRequest('status: Schedule a pitch by sending it with a time (sendAt)');
  // Cancelling a scheduled send: a draft again, and its job finds nothing to send.
  if (body.status === 'drafted' && row.status === 'scheduled') {
    return { status: 'drafted', sentAt: null, sentTo: null, nextFollowUpAt: null, updatedAt: now };
  }
  if (ORDER[body.status] < ORDER[row.status])
    throw conflict(`A pitch cannot go back from ${row.status} to ${body.status}`);
  if (body.status === 'replied' && row.status !== 'sent')
    throw conflict('Mark the pitch as sent before marking it replied');
  if (body.status === 'sent')
    return {
      status: 'sent',
      sentAt: now,
      nextFollowUpAt: nextFollowUpDate(now, row.followUpCount, 'sent'),
      updatedAt: now,
    };
  return { status: 'replied', repliedAt: now, nextFollowUpAt: null, updatedAt: now };
}
