import {
  MAILBOX_NOT_SET_UP_MESSAGE,
  nextFollowUpDate,
  NOT_CONTACTABLE_MESSAGE,
  recentlyPitchedMessage,
  REPITCH_WARNING_DAYS,
  SEND_AT_MAX_DAYS,
  type SendPitchBody,
} from '@newsjack/shared';
import { AppError, badRequest, conflict } from '../../errors';
import { MailDeliveryError } from '../../mail/smtp-sender';
import type { DoNotContactService } from '../do-not-contact/do-not-contact.service';
import { mailboxRefusal, type MailboxService } from '../mailbox/mailbox.service';
import type { JobQueue } from '../../jobs/job-queue';
import { PITCH_SEND_QUEUE } from '../../jobs/queues';
import type { UsersService } from '../users/users.service';
import { withUnsubscribeLink, type PitchUnsubscribeDeps } from './pitch-unsubscribe';
import type { PitchRow, PitchesRepo } from './pitches.repo';

const DAY_MS = 86_400_000;

export type PitchSendingDeps = {
  now: () => Date;
  jobs: JobQueue;
  mailbox: Pick<MailboxService, 'forSending'>;
  doNotContact: Pick<DoNotContactService, 'isBlocked'> & PitchUnsubscribeDeps['doNotContact'];
  companies: PitchUnsubscribeDeps['companies'];
  users: Pick<UsersService, 'getById'>;
};

const day = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `"Maya Lopez" <maya@agency.test>`: a pitch comes from a person, by name. */
export function fromHeader(name: string, address: string): string {
  return name ? `"${name.replace(/["\\\r\n]/g, '')}" <${address}>` : address;
}

const STATUS_WORD = { scheduled: 'scheduled', sent: 'sent', replied: 'answered' } as const;

/**
 * Sends a drafted pitch from the user's own mailbox (plain text, the pitch's subject and body, no tracking) to the
 * contact's address, and records it as sent with the time and the Message-ID; with `sendAt`, schedules it instead
 * (a job sends it then, checking again). Refused before anything is sent or scheduled: a pitch already sent or
 * scheduled (409), no address (400), an address on the company's do-not-contact list (409), a journalist the company
 * pitched in the last 14 days unless `confirm` (409 saying when), no mailbox (400), a time not ahead or more than
 * 30 days ahead (400). A refusal of the mail server is a 422 saying why; the pitch stays drafted.
 */
export function createPitchSending(deps: PitchSendingDeps, repo: PitchesRepo) {
  /** The address, once every rule that needs no mail server has passed. */
  async function sendableTo(userId: string, row: PitchRow, confirm: boolean): Promise<string> {
    const to = row.contactEmail?.trim().toLowerCase();
    if (!to)
      throw badRequest('This contact has no e-mail address. Copy the pitch and send it from your own mail instead.');
    if (row.companyId !== null && (await deps.doNotContact.isBlocked(row.companyId, to)))
      throw conflict(NOT_CONTACTABLE_MESSAGE);
    if (!confirm && row.companyId !== null) {
      const since = new Date(deps.now().getTime() - REPITCH_WARNING_DAYS * DAY_MS);
      const last = await repo.lastSentTo(userId, row.companyId, { contactId: row.contactId, email: to }, since);
      if (last) throw new AppError(409, recentlyPitchedMessage(row.contactName, day(last)), 'recently_pitched');
    }
    return to;
  }

  /**
   * Claims the pitch as sent (from the status it is in), sends it, records the Message-ID. Claimed first, so a
   * second click (or tab, or a scheduled job) finds it sent and cannot send it twice; a refused message puts it
   * back as it was.
   */
  async function deliver(userId: string, row: PitchRow, to: string): Promise<PitchRow & { messageId: string }> {
    const mailbox = await deps.mailbox.forSending(userId);
    if (!mailbox) throw badRequest(MAILBOX_NOT_SET_UP_MESSAGE);
    const user = await deps.users.getById(userId);
    const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
    const at = deps.now();
    const claimed = await repo.transition(userId, row.id, row, {
      status: 'sent',
      sentAt: at,
      sentTo: to,
      nextFollowUpAt: nextFollowUpDate(at, row.followUpCount, 'sent'),
      updatedAt: at,
    });
    if (!claimed) {
      mailbox.sender.close();
      throw conflict('This pitch was already sent.');
    }
    let messageId: string;
    try {
      ({ messageId } = await mailbox.sender.send({
        from: fromHeader(name, mailbox.from),
        to,
        subject: row.subjectLine,
        ...(await withUnsubscribeLink(deps, row.companyId, to, row.body)),
      }));
    } catch (err) {
      // Nothing went out: the pitch is as it was (a draft, or still scheduled for its job's retry).
      const asBefore = {
        status: row.status,
        sentAt: row.sentAt,
        sentTo: row.sentTo,
        nextFollowUpAt: row.nextFollowUpAt,
        updatedAt: deps.now(),
      };
      await repo.transition(userId, row.id, claimed, asBefore);
      if (err instanceof MailDeliveryError) throw mailboxRefusal(err);
      throw err;
    } finally {
      mailbox.sender.close();
    }
    await mailbox.markVerified();
    const sent = (await repo.recordMessageId(userId, row.id, messageId)) ?? claimed;
    return { ...sent, messageId };
  }

  /** The job of a scheduled pitch: sent if it is still scheduled and still allowed; anything else is left alone. */
  deps.jobs.work<{ userId: string; pitchId: number }>(PITCH_SEND_QUEUE, async ({ userId, pitchId }) => {
    const [row] = await repo.findOwnedMany(userId, [pitchId]);
    if (row?.status !== 'scheduled') return { sent: false, reason: 'no longer scheduled' };
    try {
      // Confirmed when it was scheduled; the do-not-contact list and the mailbox are checked again now.
      const sent = await deliver(userId, row, await sendableTo(userId, row, true));
      return { sent: true, messageId: sent.messageId };
    } catch (err) {
      if (err instanceof AppError && err.status < 500 && err.code !== 'mail_connection') {
        // A rule or the mail server refused it for good: back to a draft the user can see and send again.
        await repo.transition(userId, row.id, row, {
          status: 'drafted',
          sentAt: null,
          sentTo: null,
          nextFollowUpAt: null,
          updatedAt: deps.now(),
        });
        return { sent: false, reason: err.message };
      }
      throw err;
    }
  });

  return async (
    userId: string,
    row: PitchRow,
    body: SendPitchBody,
  ): Promise<PitchRow & { messageId: string | null }> => {
    if (row.status !== 'drafted') throw conflict(`This pitch was already ${STATUS_WORD[row.status]}.`);
    const to = await sendableTo(userId, row, body.confirm === true);
    if (!body.sendAt) return deliver(userId, row, to);

    const when = new Date(body.sendAt);
    const now = deps.now().getTime();
    if (when.getTime() <= now)
      throw badRequest('sendAt: Choose a time in the future', [
        { path: 'sendAt', message: 'Choose a time in the future' },
      ]);
    if (when.getTime() > now + SEND_AT_MAX_DAYS * DAY_MS) {
      const message = `Schedule at most ${SEND_AT_MAX_DAYS} days ahead`;
      throw badRequest(`sendAt: ${message}`, [{ path: 'sendAt', message }]);
    }
    // The mailbox must exist now; its server is asked when the pitch goes.
    const mailbox = await deps.mailbox.forSending(userId);
    if (!mailbox) throw badRequest(MAILBOX_NOT_SET_UP_MESSAGE);
    mailbox.sender.close();
    const scheduled = await repo.transition(userId, row.id, row, {
      status: 'scheduled',
      sentAt: when,
      sentTo: to,
      updatedAt: deps.now(),
    });
    if (!scheduled) throw conflict('This pitch was already sent.');
    await deps.jobs.send(PITCH_SEND_QUEUE, { userId, pitchId: row.id }, { startAfter: when });
    return { ...scheduled, messageId: null };
  };
}
