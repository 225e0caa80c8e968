import {
  DELETE_ACCOUNT_CONFIRMATION,
  newPasswordProblem,
  type ChangeEmailBody,
  type ChangePasswordBody,
  type DeleteAccountBody,
  type UpdateNameBody,
} from '@newsjack/shared';
import { hashPassword, verifyPassword } from '../../auth/password';
import { passwordProblem } from '../../auth/password-policy';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict, forbidden, notFound, type ErrorDetail } from '../../errors';
import type { UsersRepo, User } from './users.repo';

export type SignInMethod = 'password' | 'provider';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists';
export const WRONG_PASSWORD_MESSAGE = 'Your current password is not correct';
export const PROVIDER_ACCOUNT_MESSAGE =
  'Your name, e-mail and password come from your sign-in provider. Change them there.';
export const ADMIN_EMAIL_MESSAGE =
  "Administrator addresses are set in this server's ADMIN_EMAILS. Ask whoever runs it to change them.";
export const LAST_ADMIN_MESSAGE =
  "You are this server's only administrator. Name another in ADMIN_EMAILS before you delete this account.";
export const CONFIRMATION_MESSAGE = `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`;

/** A 400/403/409 naming the field at fault, so a form shows the words beside that field and nowhere else. */
const fieldError = (status: number, path: string, message: string) =>
  new AppError(status, `${path}: ${message}`, status === 403 ? 'forbidden' : undefined, [{ path, message }]);

type Deps = {
  repo: UsersRepo;
  config: Pick<Config, 'adminEmails' | 'passwordHashCost' | 'authProvider'>;
  getById: (id: string) => Promise<User | undefined>;
  isAdmin: (user: Pick<User, 'email' | 'role'>) => boolean;
};

/**
 * The signed-in user's changes to their own account (Settings). A local account changes its name, its e-mail and
 * its password, and deletes itself, each but the name confirmed by the current password (a session left open on
 * a shared computer must not be enough to take the account over). An account signed in by OpenID Connect gets its
 * name and e-mail from the provider at every sign-in, so it changes neither here; it deletes itself by typing the
 * confirmation word. Who is admin stays the operator's decision (decision 48).
 */
export function createOwnAccountRules({ repo, config, getById, isAdmin }: Deps) {
  const adminList = new Set(config.adminEmails.map((e) => e.toLowerCase()));

  const signInMethod = (user: Pick<User, 'passwordHash'>): SignInMethod =>
    config.authProvider === 'local' && user.passwordHash ? 'password' : 'provider';

  async function load(userId: string): Promise<User> {
    const user = await getById(userId);
    if (!user) throw notFound('User not found');
    return user;
  }

  /** The account, once the current password was given and is right; a provider's account has none to give. */
  async function withPassword(userId: string, currentPassword: string | undefined): Promise<User> {
    const user = await load(userId);
    if (signInMethod(user) !== 'password' || !user.passwordHash) throw forbidden(PROVIDER_ACCOUNT_MESSAGE);
    if (!currentPassword) throw fieldError(400, 'currentPassword', 'Enter your current password');
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      throw fieldError(403, 'currentPassword', WRONG_PASSWORD_MESSAGE);
    }
    return user;
  }

  async function saved(user: Promise<User | undefined>): Promise<User> {
    const row = await user;
    if (!row) throw notFound('User not found');
    return row;
  }

  return {
    signInMethod,

    async updateName(userId: string, body: UpdateNameBody): Promise<User> {
      const user = await load(userId);
      if (signInMethod(user) !== 'password') throw forbidden(PROVIDER_ACCOUNT_MESSAGE);
      return saved(repo.update(userId, { firstName: body.firstName || null, lastName: body.lastName || null }));
    },

    /**
     * With ADMIN_EMAILS set, an address decides who is admin: moving an account onto one of them would make it
     * admin without the operator, and moving an admin off one would lock the operator out. Both are refused.
     */
    async changeEmail(userId: string, body: ChangeEmailBody): Promise<User> {
      const user = await withPassword(userId, body.currentPassword);
      if (user.email?.toLowerCase() === body.email) return user;
      if (adminList.size > 0 && (isAdmin(user) || adminList.has(body.email))) throw forbidden(ADMIN_EMAIL_MESSAGE);
      try {
        return await saved(repo.update(userId, { email: body.email }));
      } catch (err) {
        if (isUniqueViolation(err)) {
          const details: ErrorDetail[] = [{ path: 'email', message: DUPLICATE_EMAIL_MESSAGE }];
          throw new AppError(409, DUPLICATE_EMAIL_MESSAGE, 'conflict', details);
        }
        throw err;
      }
    },

    /** The sign-up rules for the new password; every session of the account ends (the caller starts a new one). */
    async changePassword(userId: string, body: ChangePasswordBody): Promise<void> {
      const user = await withPassword(userId, body.currentPassword);
      const problem =
        newPasswordProblem(body.newPassword, user.email) ??
        passwordProblem(body.newPassword, [user.email ?? '', user.firstName ?? '', user.lastName ?? '']);
      if (problem) throw fieldError(400, 'newPassword', problem);
      const hash = await hashPassword(body.newPassword, config.passwordHashCost);
      if (!(await repo.setPasswordAndEndSessions(userId, hash))) throw notFound('User not found');
    },

    /**
     * Deletes the account and everything it owns (rows cascade) and its sessions. Without ADMIN_EMAILS the stored
     * role is the only way to be admin and only the first account ever gets it, so the last admin cannot go.
     */
    async deleteAccount(userId: string, body: DeleteAccountBody): Promise<void> {
      const user = await load(userId);
      if (signInMethod(user) === 'password') await withPassword(userId, body.currentPassword);
      else if (body.confirmation?.trim() !== DELETE_ACCOUNT_CONFIRMATION) {
        throw fieldError(400, 'confirmation', CONFIRMATION_MESSAGE);
      }
      if (adminList.size === 0 && user.role === 'admin' && (await repo.countAdmins()) <= 1) {
        throw conflict(LAST_ADMIN_MESSAGE);
      }
      if (!(await repo.delete(userId))) throw notFound('User not found');
    },
  };
}
