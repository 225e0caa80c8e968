import { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';
import { MailDeliveryError } from './smtp-sender';

/** How to reach a user's IMAP server: `host` is the checked address the name resolved to. */
export type ImapSettings = {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  servername?: string;
};

/** What the reply check needs of one message in the inbox. */
export type InboxMessage = {
  messageId: string | null;
  /** In-Reply-To and References, the ids of the messages this one answers. */
  answers: string[];
  from: string | null;
  date: Date | null;
  /** A delivery status notification (a bounce), with the Message-IDs its report quotes. */
  bounce: { quotedIds: string[] } | null;
  text: string;
};

/** The one door to a user's IMAP server (imapflow behind it), so the reply check is tested with a fake. */
export interface InboxReader {
  /** The INBOX's messages that arrived on or after `since` (the server's day granularity). */
  messagesSince(since: Date): Promise<InboxMessage[]>;
}

const ids = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value.join(' ') : (value ?? '')).match(/<[^<>\s]+>/g) ?? [];

/** A bounce: a multipart/report of delivery status, or a message from the mail system itself. */
function bounceOf(raw: string, from: string | null): InboxMessage['bounce'] {
  const report = /content-type:\s*multipart\/report;[^]*?report-type=["']?delivery-status/i.test(raw);
  const daemon = /^(mailer-daemon|postmaster)@/i.test(from ?? '');
  if (!report && !daemon) return null;
  // The quoted original's headers carry its Message-ID; skip the bounce's own (the first header block).
  const body = raw.slice(raw.search(/\r?\n\r?\n/) + 1);
  return { quotedIds: [...body.matchAll(/^message-id:\s*(<[^<>\s]+>)/gim)].map((m) => m[1]!) };
}

export async function parseInboxMessage(source: Buffer): Promise<InboxMessage> {
  const parsed = await simpleParser(source);
  const raw = source.toString('utf8');
  const from = parsed.from?.value[0]?.address?.toLowerCase() ?? null;
  return {
    messageId: parsed.messageId ?? null,
    answers: [...new Set([...ids(parsed.inReplyTo), ...ids(parsed.references)])],
    from,
    date: parsed.date ?? null,
    bounce: bounceOf(raw, from),
    text: parsed.text ?? '',
  };
}

export function createImapReader(settings: ImapSettings): InboxReader {
  return {
    async messagesSince(since) {
      const client = new ImapFlow({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        ...(settings.servername ? { servername: settings.servername } : {}),
        auth: { user: settings.user, pass: settings.pass },
        logger: false,
        disableAutoIdle: true,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      });
      try {
        await client.connect();
      } catch (err) {
        const e = err as { authenticationFailed?: boolean; code?: string };
        if (e.authenticationFailed)
          throw new MailDeliveryError('auth', 'The mail server refused the user name or password', err);
        throw new MailDeliveryError(
          'connection',
          `The mail server could not be reached (${e.code ?? 'no answer'})`,
          err,
        );
      }
      try {
        const lock = await client.getMailboxLock('INBOX');
        try {
          const found = await client.search({ since }, { uid: true });
          if (!found || found.length === 0) return [];
          const messages = await client.fetchAll(found, { source: true }, { uid: true });
          return Promise.all(messages.flatMap((m) => (m.source ? [parseInboxMessage(m.source)] : [])));
        } finally {
          lock.release();
        }
      } finally {
        await client.logout().catch(() => undefined);
      }
    },
  };
}
