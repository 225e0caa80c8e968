import nodemailer from 'nodemailer';

/** Where and how to reach an SMTP server: a URL (smtp://, smtps://) or its parts. */
export type SmtpSettings =
  | { url: string }
  | {
      host: string;
      port: number;
      secure: boolean;
      auth: { user: string; pass: string } | undefined;
      /** Refuse to go on without STARTTLS (a mailbox on the internet: its password never crosses in clear text). */
      requireTLS?: boolean;
      /** The name the certificate must carry when `host` is the address the name was resolved to (pinned). */
      servername?: string;
    };

/** A plain personal message: text only, no tracking, threaded by the headers when it answers another. */
export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  inReplyTo?: string;
  references?: string[];
  /** A List-Unsubscribe header (RFC 2369): the link a mail client offers as its own unsubscribe button. */
  listUnsubscribe?: string;
};

export type SentMail = { messageId: string };

/**
 * Why a message did not go, in words a caller can act on: the server refused the user name or password ('auth'),
 * could not be reached or spoke no SMTP ('connection'), refused the recipient ('rejected'), anything else ('other').
 */
export type MailFailure = 'auth' | 'connection' | 'rejected' | 'other';

export class MailDeliveryError extends Error {
  constructor(
    readonly failure: MailFailure,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/** The one door to an SMTP server (nodemailer behind it), so services are tested with a fake. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<SentMail>;
  /** Connects and signs in without sending: the "test connection" of a mailbox. */
  verify(): Promise<void>;
  close(): void;
}

/** Generous for a slow server, short enough that a dead one is reported while the user still waits. */
const CONNECT_TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 30_000;

const CONNECTION_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EPROTOCOL', 'ECONNREFUSED']);

/** nodemailer's error codes, turned into a failure kind and a sentence without the server's secrets. */
export function classifyMailError(err: unknown): MailDeliveryError {
  const e = err as { code?: string; responseCode?: number; response?: string; message?: string };
  const reply = e.response ? ` (${e.response.slice(0, 200)})` : '';
  if (e.code === 'EAUTH') return new MailDeliveryError('auth', `The mail server refused the user name or password${reply}`, err);
  if (e.code === 'EENVELOPE' || (e.responseCode !== undefined && e.responseCode >= 550 && e.responseCode < 560)) {
    return new MailDeliveryError('rejected', `The mail server refused the recipient${reply}`, err);
  }
  if ((e.code && CONNECTION_CODES.has(e.code)) || e.code === 'ECONNRESET') {
    return new MailDeliveryError('connection', `The mail server could not be reached (${e.code})`, err);
  }
  return new MailDeliveryError('other', `The mail server did not accept the message${reply || ` (${e.message ?? 'unknown error'})`}`, err);
}

export function createSmtpSender(settings: SmtpSettings): MailSender {
  const timeouts = { connectionTimeout: CONNECT_TIMEOUT_MS, greetingTimeout: CONNECT_TIMEOUT_MS, socketTimeout: SOCKET_TIMEOUT_MS };
  const { servername, ...options } = 'url' in settings ? { ...settings, servername: undefined } : settings;
  const transport = nodemailer.createTransport({ ...options, ...timeouts, ...(servername ? { tls: { servername } } : {}) });
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
          ...(mail.references?.length ? { references: mail.references } : {}),
          ...(mail.listUnsubscribe ? { list: { unsubscribe: mail.listUnsubscribe } } : {}),
        });
        return { messageId: info.messageId };
      } catch (err) {
        throw classifyMailError(err);
      }
    },
    async verify() {
      try {
        await transport.verify();
      } catch (err) {
        throw classifyMailError(err);
      }
    },
    close: () => transport.close(),
  };
}
