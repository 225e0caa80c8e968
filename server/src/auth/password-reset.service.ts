import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  INVALID_RESET_LINK_MESSAGE,
  PASSWORD_CONTAINS_EMAIL_MESSAGE,
  PASSWORD_RESET_UNAVAILABLE_MESSAGE,
  passwordContainsEmail,
  type ResetPasswordBody,
} from '@newsjack/shared';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../errors';
import type { Logger } from '../logger';
import type { SystemMail } from '../mail/system-mail';
import type { User } from '../modules/users/users.service';
import { hashPassword } from './password';
import { assertAcceptablePassword } from './password-policy';
import { createPasswordResetRepo } from './password-reset.repo';
import { deleteSessionsOfUser } from './session-store';

/** How long a link works. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** Links one account is sent per hour at most: more requests get the same answer and no mail (no inbox flooding). */
export const RESET_LINKS_PER_HOUR = 3;
/**
 * Every request answers no sooner than this after it arrived, so the time does not tell an address with an account
 * (a lookup, an insert and a queued job) from one without (a lookup): both finish well inside it.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 250;
export const RESET_PATH = '/reset-password';

/** What the reset needs of the users module (its service). */
export type ResetAccounts = {
  findByEmail(email: string): Promise<User | undefined>;
  getById(id: string): Promise<User | undefined>;
  setPasswordHash(userId: string, passwordHash: string, tx: Db): Promise<void>;
};

/** The link's secret is 32 random bytes; only this digest is stored (a fast hash suffices for 256 random bits). */
export const tokenDigest = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

function resetMessage(user: User, link: string) {
  const greeting = user.firstName ? `Hello ${user.firstName},` : 'Hello,';
  return {
    subject: 'Reset your Newsjack password',
    text: [
      greeting,
      '',
      `Someone, hopefully you, asked to reset the password of the Newsjack account for ${user.email}.`,
      '',
      'Choose a new password here. The link works once, for one hour:',
      link,
      '',
      'If you did not ask for this, ignore this message: your password stays as it is.',
      '',
      'Newsjack',
    ].join('\n'),
  };
}

/**
 * "Forgot password?" for local accounts (decision 47): a one-time link by e-mail, valid for an hour, whose use sets
 * a new password under the sign-up rules and signs out every other session of the account.
 */
export function createPasswordResetService(deps: {
  db: Db;
  now: () => Date;
  logger: Logger;
  users: ResetAccounts;
  mail: SystemMail;
  /** The public origin the link points at (config guarantees it whenever mail is configured). */
  appOrigin: string | undefined;
  localAccounts: boolean;
  passwordHashCost: number;
  answerMs?: number;
}) {
  const { db, now, users, mail } = deps;
  const repo = createPasswordResetRepo(db);
  const available = mail.available && deps.localAccounts && !!deps.appOrigin;
  const answerMs = deps.answerMs ?? FORGOT_PASSWORD_ANSWER_MS;
  const invalidLink = () => badRequest(`token: ${INVALID_RESET_LINK_MESSAGE}`, [{ path: 'token', message: INVALID_RESET_LINK_MESSAGE }]);

  async function sendLink(email: string): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user?.email) return;
    const at = now();
    if ((await repo.countSince(user.id, new Date(at.getTime() - RESET_LINK_TTL_MS))) >= RESET_LINKS_PER_HOUR) {
      deps.logger.info({ userId: user.id }, 'password reset: hourly link budget spent, no mail sent');
      return;
    }
    const token = randomBytes(32).toString('base64url');
    await repo.deleteExpiredBefore(new Date(at.getTime() - 24 * RESET_LINK_TTL_MS));
    await repo.insert(user.id, tokenDigest(token), new Date(at.getTime() + RESET_LINK_TTL_MS));
    // In the fragment: a browser never sends it to any server, so the secret stays out of logs and Referer headers.
    const link = `${deps.appOrigin}${RESET_PATH}#token=${token}`;
    await mail.enqueue({ to: user.email, ...resetMessage(user, link) });
  }

  return {
    /** Whether this server can reset a password by e-mail (system mail set up, local accounts). */
    available,

    /** Sends a link when the address has an account; the same outcome and timing either way. */
    async requestLink(email: string): Promise<void> {
      if (!available) throw notFound(PASSWORD_RESET_UNAVAILABLE_MESSAGE);
      const floor = sleep(answerMs);
      await sendLink(email);
      await floor;
    },

    /**
     * Sets the new password when the link is unspent and unexpired, spends it (and the account's other links) and
     * ends every session of the account but `keepSid`. A spent, expired or unknown link, or a refused password,
     * is a 400 that changes nothing (the link still works after a refused password).
     */
    async resetPassword(body: ResetPasswordBody, keepSid?: string): Promise<void> {
      if (!available) throw notFound(PASSWORD_RESET_UNAVAILABLE_MESSAGE);
      const link = await repo.findByHash(tokenDigest(body.token));
      if (!link || link.usedAt || link.expiresAt.getTime() <= now().getTime()) throw invalidLink();
      const user = await users.getById(link.userId);
      if (!user) throw invalidLink();
      if (user.email && passwordContainsEmail(body.password, user.email)) {
        throw badRequest(`password: ${PASSWORD_CONTAINS_EMAIL_MESSAGE}`, [{ path: 'password', message: PASSWORD_CONTAINS_EMAIL_MESSAGE }]);
      }
      assertAcceptablePassword(body.password, [user.email ?? '', user.firstName ?? '', user.lastName ?? '']);
      // Hashed before the transaction: scrypt's ~0.1 s must not hold the database.
      const passwordHash = await hashPassword(body.password, deps.passwordHashCost);
      await db.transaction(async (tx) => {
        const at = now();
        if (!(await repo.claim(link.id, at, tx))) throw invalidLink();
        await users.setPasswordHash(user.id, passwordHash, tx);
        await repo.spendOthers(user.id, link.id, at, tx);
        await deleteSessionsOfUser(tx, user.id, keepSid);
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
