import { NO_IMAP_MESSAGE, type ReplyCheckResult } from '@newsjack/shared';
import { badRequest } from '../../errors';
import { replyExcerpt } from '../../mail/reply-excerpt';
import { MailDeliveryError } from '../../mail/smtp-sender';
import type { DoNotContactService } from '../do-not-contact/do-not-contact.service';
import { mailboxRefusal, type MailboxService } from '../mailbox/mailbox.service';
import type { PitchesRepo, PitchRow } from './pitches.repo';

export type ReplyCheckDeps = {
  now: () => Date;
  mailbox: Pick<MailboxService, 'forReading'>;
  doNotContact: Pick<DoNotContactService, 'recordBounce'>;
};

/**
 * Reads the user's inbox (IMAP) since their oldest pitch still waiting for an answer. A message whose In-Reply-To
 * or References names a sent pitch's Message-ID marks it replied with the reply's first lines (follow-ups stop); a delivery report quoting one
 * puts the address it went to on the company's do-not-contact list as bounced. Nothing else in the inbox is read
 * beyond its headers and the report.
 */
export function createReplyCheck(deps: ReplyCheckDeps, repo: PitchesRepo) {
  return async (userId: string): Promise<ReplyCheckResult> => {
    const reader = await deps.mailbox.forReading(userId);
    if (!reader) throw badRequest(NO_IMAP_MESSAGE);
    const waiting = await repo.awaitingReply(userId);
    if (waiting.length === 0) return { replied: 0, bounced: 0 };
    const since = new Date(Math.min(...waiting.map((p) => p.sentAt!.getTime())));
    let messages;
    try {
      messages = await reader.messagesSince(since);
    } catch (err) {
      if (err instanceof MailDeliveryError) throw mailboxRefusal(err);
      throw err;
    }
    const byId = new Map<string, PitchRow>(waiting.map((p) => [p.messageId!, p]));
    let replied = 0;
    let bounced = 0;
    for (const message of messages) {
      if (message.bounce) {
        for (const id of message.bounce.quotedIds) {
          const pitch = byId.get(id);
          if (!pitch?.companyId || !pitch.sentTo) continue;
          if (await deps.doNotContact.recordBounce(userId, pitch.companyId, pitch.sentTo, pitch.contactId)) bounced++;
        }
        continue;
      }
      const pitch = message.answers.map((id) => byId.get(id)).find((p) => p !== undefined);
      if (!pitch) continue;
      const at = deps.now();
      const repliedAt = message.date && message.date.getTime() <= at.getTime() ? message.date : at;
      const changed = await repo.transition(userId, pitch.id, pitch, {
        status: 'replied',
        repliedAt,
        replyExcerpt: replyExcerpt(message.text),
        nextFollowUpAt: null,
        updatedAt: at,
      });
      if (changed) replied++;
      byId.delete(pitch.messageId!);
    }
    return { replied, bounced };
  };
}
