import type { MailboxSettings, MailboxTestResult, UpdateMailboxBody } from '@newsjack/shared';
import type { SecretBox } from '../../ai';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../errors';
import type { ImapSettings, InboxReader } from '../../mail/imap-reader';
import { MailDeliveryError, type MailSender, type SmtpSettings } from '../../mail/smtp-sender';
import type { Resolver } from '../../net';
import { reachableImap, reachableSmtp } from './mail-server';
import { createMailboxRepo, type MailboxRow } from './mailbox.repo';

export const UNREADABLE_PASSWORD_NOTICE =
  'Your saved app password can no longer be read (the server’s encryption key changed). Enter it again.';
const NOT_SAVED_MESSAGE = 'Save your mailbox settings first.';

/** A refusal of the user's mail server as the answer the Settings form shows: 422, the settings are wrong. */
export function mailboxRefusal(err: MailDeliveryError): AppError {
  const hint =
    err.failure === 'auth'
      ? ' Check the user name and the app password (most providers need an app password, not your usual one).'
      : '';
  return new AppError(422, `${err.message}.${hint}`, `mail_${err.failure}`);
}

/** A user's mailbox, ready to send: the From address and a sender to its SMTP server. */
export type UserMailbox = { from: string; sender: MailSender; markVerified(): Promise<void> };

/**
 * The user's own mailbox (Settings): SMTP to send pitches, IMAP to read replies later. The app password is sealed
 * with the settings box and write-only; the host passes the outbound address rules on save and before every use.
 */
export function createMailboxService(deps: {
  db: Db;
  now: () => Date;
  box: SecretBox;
  allowPrivate: boolean;
  resolve: Resolver;
  connect: (settings: SmtpSettings) => MailSender;
  read: (settings: ImapSettings) => InboxReader;
}) {
  const { now, box } = deps;
  const repo = createMailboxRepo(deps.db);

  const view = (row: MailboxRow | undefined): MailboxSettings => ({
    configured: !!row,
    emailAddress: row?.emailAddress ?? null,
    smtpHost: row?.smtpHost ?? null,
    smtpPort: row?.smtpPort ?? null,
    smtpUser: row?.smtpUser ?? null,
    passwordSet: !!row && box.open(row.smtpPasswordSealed) !== null,
    imapHost: row?.imapHost ?? null,
    imapPort: row?.imapPort ?? null,
    verifiedAt: row?.verifiedAt?.toISOString() ?? null,
    notice: row && box.open(row.smtpPasswordSealed) === null ? UNREADABLE_PASSWORD_NOTICE : null,
  });

  function passwordOf(row: MailboxRow): string {
    const password = box.open(row.smtpPasswordSealed);
    if (password === null) throw badRequest(`smtpPassword: ${UNREADABLE_PASSWORD_NOTICE}`, [{ path: 'smtpPassword', message: UNREADABLE_PASSWORD_NOTICE }]);
    return password;
  }

  /** A sender for the stored settings, or the 400 the form shows when they are missing or unreadable. */
  async function open(userId: string): Promise<{ row: MailboxRow; sender: MailSender } | null> {
    const row = await repo.find(userId);
    if (!row) return null;
    const password = passwordOf(row);
    const settings = await reachableSmtp(
      { host: row.smtpHost, port: row.smtpPort, user: row.smtpUser, password },
      { resolve: deps.resolve, allowPrivate: deps.allowPrivate },
    );
    return { row, sender: deps.connect(settings) };
  }

  return {
    async get(userId: string): Promise<MailboxSettings> {
      return view(await repo.find(userId));
    },

    async save(userId: string, body: UpdateMailboxBody): Promise<MailboxSettings> {
      const existing = await repo.find(userId);
      const storedPassword = existing ? box.open(existing.smtpPasswordSealed) : null;
      const password = body.smtpPassword ?? storedPassword;
      if (password === null) {
        throw badRequest('smtpPassword: Enter the app password', [{ path: 'smtpPassword', message: 'Enter the app password' }]);
      }
      // Checked now so a host on a private network is refused when saved, not at the first pitch.
      await reachableSmtp(
        { host: body.smtpHost, port: body.smtpPort, user: body.smtpUser, password },
        { resolve: deps.resolve, allowPrivate: deps.allowPrivate },
      );
      if (body.imapHost) {
        await reachableImap(
          { host: body.imapHost, port: body.imapPort ?? 993, user: body.smtpUser, password },
          { resolve: deps.resolve, allowPrivate: deps.allowPrivate },
        );
      }
      const values = {
        emailAddress: body.emailAddress,
        smtpHost: body.smtpHost,
        smtpPort: body.smtpPort,
        smtpUser: body.smtpUser,
        smtpPasswordSealed: box.seal(password),
        imapHost: body.imapHost ?? null,
        imapPort: body.imapHost ? (body.imapPort ?? 993) : null,
      };
      const unchanged =
        existing &&
        password === storedPassword &&
        (['emailAddress', 'smtpHost', 'smtpPort', 'smtpUser', 'imapHost', 'imapPort'] as const).every((k) => existing[k] === values[k]);
      // Changed settings have not been proven yet; the same ones keep their last good test.
      return view(await repo.upsert(userId, { ...values, verifiedAt: unchanged ? existing.verifiedAt : null }, now()));
    },

    /** Connects and signs in with the stored settings; a refusal is a 422 saying why. */
    async test(userId: string): Promise<MailboxTestResult> {
      const opened = await open(userId);
      if (!opened) throw badRequest(NOT_SAVED_MESSAGE);
      try {
        await opened.sender.verify();
      } catch (err) {
        if (err instanceof MailDeliveryError) throw mailboxRefusal(err);
        throw err;
      } finally {
        opened.sender.close();
      }
      await repo.markVerified(userId, now());
      return { ok: true, message: `Connected to ${opened.row.smtpHost}:${opened.row.smtpPort} as ${opened.row.smtpUser}.` };
    },

    /** Of these users, those with an IMAP server set up (the background reply check reads only theirs). */
    withInbox: (userIds: readonly string[]): Promise<string[]> => repo.withInbox(userIds),

    /** The user's inbox for the reply check, or null when no IMAP server is set up. */
    async forReading(userId: string): Promise<InboxReader | null> {
      const row = await repo.find(userId);
      if (!row?.imapHost || !row.imapPort) return null;
      const settings = await reachableImap(
        { host: row.imapHost, port: row.imapPort, user: row.smtpUser, password: passwordOf(row) },
        { resolve: deps.resolve, allowPrivate: deps.allowPrivate },
      );
      return deps.read(settings);
    },

    /** The user's mailbox ready to send from (pitches), or null when none is set up. */
    async forSending(userId: string): Promise<UserMailbox | null> {
      const opened = await open(userId);
      if (!opened) return null;
      return {
        from: opened.row.emailAddress,
        sender: opened.sender,
        markVerified: () => repo.markVerified(userId, now()),
      };
    },
  };
}

export type MailboxService = ReturnType<typeof createMailboxService>;
