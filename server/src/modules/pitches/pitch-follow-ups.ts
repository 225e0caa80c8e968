import {
  followUpBody,
  MAX_FOLLOW_UPS,
  nextFollowUpDate,
  NOT_CONTACTABLE_MESSAGE,
  MAILBOX_NOT_SET_UP_MESSAGE,
  type SendFollowUpBody,
} from '@newsjack/shared';
import { badRequest, conflict } from '../../errors';
import { MailDeliveryError } from '../../mail/smtp-sender';
import { mailboxRefusal } from '../mailbox/mailbox.service';
import { fromHeader, type PitchSendingDeps } from './pitch-sending';
import { withUnsubscribeLink } from './pitch-unsubscribe';
import type { PitchesRepo, PitchRow } from './pitches.repo';

/**
 * A follow-up as a real message in the pitch's thread: `Re:` its subject, In-Reply-To and References its
 * Message-ID, from the same mailbox to the same address. Only for a pitch sent from the mailbox and not answered:
 * when the user has an IMAP server, the inbox is read first (`lookForReply`), so a follow-up never goes once a
 * reply is in. At most MAX_FOLLOW_UPS; the do-not-contact list still applies. The count moves first (claimed by a
 * conditional update), so two clicks send one follow-up; a refused message puts it back.
 */
export function createFollowUps(
  deps: PitchSendingDeps & { lookForReply: (userId: string) => Promise<unknown> },
  repo: PitchesRepo,
) {
  return async (userId: string, row: PitchRow, body: SendFollowUpBody): Promise<PitchRow> => {
    if (row.status === 'replied') throw conflict('A reply is in: no follow-up is needed.');
    if (row.status !== 'sent' || !row.messageId || !row.sentTo) {
      throw conflict(
        'Only a pitch sent from your mailbox can be followed up here; for one you sent yourself, use Follow-up sent.',
      );
    }
    if (row.followUpCount >= MAX_FOLLOW_UPS)
      throw conflict(`All ${MAX_FOLLOW_UPS} recommended follow-ups have already been sent`);
    if (row.companyId !== null && (await deps.doNotContact.isBlocked(row.companyId, row.sentTo)))
      throw conflict(NOT_CONTACTABLE_MESSAGE);
    const mailbox = await deps.mailbox.forSending(userId);
    if (!mailbox) throw badRequest(MAILBOX_NOT_SET_UP_MESSAGE);
    // A reply that arrived since the last look stops the follow-up (no IMAP server: nothing to look at).
    await deps.lookForReply(userId).catch(() => undefined);
    const [fresh] = await repo.findOwnedMany(userId, [row.id]);
    if (fresh?.status === 'replied') {
      mailbox.sender.close();
      throw conflict('A reply is in: no follow-up is needed.');
    }
    const current = fresh ?? row;
    const at = deps.now();
    const count = current.followUpCount + 1;
    const claimed = await repo.transition(userId, row.id, current, {
      followUpCount: count,
      nextFollowUpAt: nextFollowUpDate(at, count, 'sent'),
      updatedAt: at,
    });
    if (!claimed) {
      mailbox.sender.close();
      throw conflict('The pitch was changed meanwhile; reload and try again.');
    }
    const user = await deps.users.getById(userId);
    const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
    try {
      await mailbox.sender.send({
        from: fromHeader(name, mailbox.from),
        to: current.sentTo!,
        subject: /^re:/i.test(current.subjectLine) ? current.subjectLine : `Re: ${current.subjectLine}`,
        ...(await withUnsubscribeLink(
          deps,
          current.companyId,
          current.sentTo!,
          body.body ?? followUpBody(current.contactName, current.subjectLine, name || mailbox.from),
        )),
        inReplyTo: current.messageId!,
        references: [current.messageId!],
      });
    } catch (err) {
      await repo.transition(userId, row.id, claimed, {
        followUpCount: current.followUpCount,
        nextFollowUpAt: current.nextFollowUpAt,
        updatedAt: deps.now(),
      });
      if (err instanceof MailDeliveryError) throw mailboxRefusal(err);
      throw err;
    } finally {
      mailbox.sender.close();
    }
    return claimed;
  };
}
