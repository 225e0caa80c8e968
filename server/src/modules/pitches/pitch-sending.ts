import {
  MAILBOX_NOT_SET_UP_MESSAGE,
  nextFollowUpDate,
  NOT_CONTACTABLE_MESSAGE,
  recentlyPitchedMessage,
  REPITCH_WARNING_DAYS,
  type SendPitchBody,
} from '@newsjack/shared';
import { AppError, badRequest, conflict } from '../../errors';
import { MailDeliveryError } from '../../mail/smtp-sender';
import type { DoNotContactService } from '../do-not-contact/do-not-contact.service';
import { mailboxRefusal, type MailboxService } from '../mailbox/mailbox.service';
import type { UsersService } from '../users/users.service';
import type { PitchRow, PitchesRepo } from './pitches.repo';

const DAY_MS = 86_400_000;

export type PitchSendingDeps = {
  now: () => Date;
  mailbox: Pick<MailboxService, 'forSending'>;
  doNotContact: Pick<DoNotContactService, 'isBlocked'>;
  users: Pick<UsersService, 'getById'>;
};

const day = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `"Maya Lopez" <maya@agency.test>`: a pitch comes from a person, by name. */
function fromHeader(name: string, address: string): string {
  return name ? `"${name.replace(/["\\\r\n]/g, '')}" <${address}>` : address;
}

/**
 * Sends a drafted pitch from the user's own mailbox (plain text, the pitch's subject and body, no tracking) to the
 * contact's address, and records it as sent with the time and the Message-ID. Refused before anything is sent:
 * a pitch already sent (409), no address (400), an address on the company's do-not-contact list (409), a journalist
 * the company pitched in the last 14 days unless `confirm` (409 saying when), no mailbox (400). A refusal of the
 * mail server is a 422 saying why; the pitch stays drafted.
 */
export function createPitchSending(deps: PitchSendingDeps, repo: PitchesRepo) {
  return async (userId: string, row: PitchRow, body: SendPitchBody): Promise<PitchRow & { messageId: string }> => {
    if (row.status !== 'drafted') throw conflict(`This pitch was already ${row.status === 'sent' ? 'sent' : 'answered'}.`);
    const to = row.contactEmail?.trim().toLowerCase();
    if (!to) throw badRequest('This contact has no e-mail address. Copy the pitch and send it from your own mail instead.');
    if (row.companyId !== null && (await deps.doNotContact.isBlocked(row.companyId, to))) throw conflict(NOT_CONTACTABLE_MESSAGE);
    if (!body.confirm && row.companyId !== null) {
      const since = new Date(deps.now().getTime() - REPITCH_WARNING_DAYS * DAY_MS);
      const last = await repo.lastSentTo(userId, row.companyId, { contactId: row.contactId, email: to }, since);
      if (last) {
        throw new AppError(409, recentlyPitchedMessage(row.contactName, day(last)), 'recently_pitched');
      }
    }
    const mailbox = await deps.mailbox.forSending(userId);
    if (!mailbox) throw badRequest(MAILBOX_NOT_SET_UP_MESSAGE);
    const user = await deps.users.getById(userId);
    const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
    // Claimed as sent before the message goes, so a second click (or tab) finds it sent and cannot send it twice.
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
        text: row.body,
      }));
    } catch (err) {
      // Nothing went out: the pitch is a draft again, as it was.
      const draftAgain = { status: 'drafted', sentAt: null, sentTo: null, nextFollowUpAt: null, updatedAt: deps.now() } as const;
      await repo.transition(userId, row.id, claimed, draftAgain);
      if (err instanceof MailDeliveryError) throw mailboxRefusal(err);
      throw err;
    } finally {
      mailbox.sender.close();
    }
    await mailbox.markVerified();
    const sent = (await repo.recordMessageId(userId, row.id, messageId)) ?? claimed;
    return { ...sent, messageId };
  };
}
