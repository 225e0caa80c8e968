import type { RegisterBody } from '@newsjack/shared';
import { createDummyHash, hashPassword, verifyPassword } from '../../auth/password';
import type { Config } from '../../config';
import { writeGenerationOf, type Db } from '../../db/client';
import { ReadCache } from '../../db/read-cache';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound, unauthorized } from '../../errors';
import { createOwnAccountRules, DUPLICATE_EMAIL_MESSAGE } from './own-account';
import { createUsersRepo, type User } from './users.repo';

export type { User };
export type { SignInMethod } from './own-account';
export { DUPLICATE_EMAIL_MESSAGE };
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** How long a loaded user is reused while nothing was written to it (see db/read-cache.ts). */
const USER_CACHE_MS = 5_000;

/** Identity claims from an OpenID Connect provider (ID token merged with userinfo). */
export type OidcClaims = {
  issuer: string;
  sub: string;
  email?: string | undefined;
  emailVerified?: boolean | undefined;
  givenName?: string | undefined;
  familyName?: string | undefined;
  picture?: string | undefined;
};

export function createUsersService(deps: {
  db: Db;
  config: Pick<Config, 'adminEmails' | 'passwordHashCost' | 'authProvider'>;
}) {
  const { db, config } = deps;
  const repo = createUsersRepo(db);
  const adminList = new Set(config.adminEmails.map((e) => e.toLowerCase()));
  // Made up front so even the first unknown-e-mail sign-in takes as long as a wrong password.
  const dummyHash = createDummyHash(config.passwordHashCost);
  /**
   * Every signed-in request loads its user (auth/session.ts), and the active company and the credit balance read
   * the same row: one cached read serves them all until the row may have been written, in the user's view of the
   * write counter (the user's own writes and shared ones such as an admin's), or for a few seconds at most (what
   * another instance may have written, a sign-out there).
   */
  const generation = writeGenerationOf(db);
  const byId = new ReadCache<User | null>(
    generation && ((id) => generation.tableForUser('users', id)),
    USER_CACHE_MS,
  );
  const getById = async (id: string): Promise<User | undefined> =>
    (await byId.read(id, async () => (await repo.findById(id)) ?? null)) ?? undefined;

  /** ADMIN_EMAILS, when set, is the whole truth; otherwise the stored role (the first account got 'admin'). */
  const isAdmin = (user: Pick<User, 'email' | 'role'>): boolean =>
    adminList.size > 0 ? !!user.email && adminList.has(user.email.toLowerCase()) : user.role === 'admin';

  /**
   * Inserts an account with the right role. The advisory lock makes "no account exists yet" and the insert
   * one step across every instance, so exactly one first account becomes admin even under concurrent sign-ups.
   */
  async function createAccount(values: Omit<Parameters<typeof repo.insert>[0], 'role'>): Promise<User> {
    try {
      return await db.transaction(async (tx) => {
        await repo.lockAccountCreation(tx);
        const first = (await repo.count(tx)) === 0;
        const role =
          adminList.size > 0
            ? isAdmin({ email: values.email ?? null, role: 'user' })
              ? 'admin'
              : 'user'
            : first
              ? 'admin'
              : 'user';
        return repo.insert({ ...values, role }, tx);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
      throw err;
    }
  }

  /** Keeps the stored role in step with ADMIN_EMAILS, so listings and exports agree with the guards. */
  async function syncRole(user: User): Promise<User> {
    if (adminList.size === 0) return user;
    const role = isAdmin(user) ? 'admin' : 'user';
    if (role === user.role) return user;
    return (await repo.update(user.id, { role })) ?? user;
  }

  const ownAccount = createOwnAccountRules({ repo, config, getById, isAdmin });

  return {
    /** Settings: the signed-in user's changes to their own account (own-account.ts). */
    ...ownAccount,

    /**
     * The stored credit balance and its period start (credits applies the rules; see credits.service). Outside a
     * transaction it is the cached user row's (getById).
     */
    readCredits: async (userId: string, tx?: Db) => {
      if (tx) return repo.readCredits(userId, tx);
      const user = await getById(userId);
      return user && { apiCredits: user.apiCredits, periodStart: user.creditsPeriodStart };
    },
    /** As readCredits, locking the user's row for the rest of the transaction. */
    lockCredits: (tx: Db, userId: string) => repo.lockCredits(tx, userId),
    setCredits: (tx: Db, userId: string, amount: number, periodStart: Date) =>
      repo.setCredits(tx, userId, amount, periodStart),
    /** Takes one credit if one is left; the balance after, or undefined when none was left. */
    takeCredit: (tx: Db, userId: string) => repo.takeCredit(tx, userId),

    isAdmin,
    getById,
    listUsers: () => repo.list(),
    /** How many accounts exist (the admin stats). */
    countUsers: () => repo.count(),

    /** Grants or withdraws the agency plan (several company profiles); 404 when the user is gone. */
    async setAgencyPlan(userId: string, agencyPlan: boolean): Promise<User> {
      const user = await repo.update(userId, { agencyPlan });
      if (!user) throw notFound('User not found');
      return user;
    },

    async register(body: RegisterBody): Promise<User> {
      const passwordHash = await hashPassword(body.password, config.passwordHashCost);
      return createAccount({
        email: body.email,
        passwordHash,
        firstName: body.firstName || null,
        lastName: body.lastName || null,
      });
    },

    /** Same message and comparable time whether the e-mail is unknown or the password wrong. */
    async authenticate(email: string, password: string): Promise<User> {
      const user = await repo.findByEmail(email);
      if (!user?.passwordHash) {
        await verifyPassword(password, await dummyHash);
        throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      }
      if (!(await verifyPassword(password, user.passwordHash))) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      return syncRole(user);
    },

    /**
     * Finds or creates the account for an OpenID subject and refreshes its profile from the claims. An existing
     * local account with the same e-mail is linked only when the provider says the e-mail is verified.
     */
    async upsertFromOidc(claims: OidcClaims): Promise<User> {
      const subject = `${claims.issuer}|${claims.sub}`;
      const profile = {
        firstName: claims.givenName ?? null,
        lastName: claims.familyName ?? null,
        profileImageUrl: claims.picture ?? null,
      };
      const email = claims.email?.trim().toLowerCase() || null;
      const existing = await repo.findByOidcSubject(subject);
      if (existing) {
        const updated = await repo
          .update(existing.id, { ...profile, ...(email ? { email } : {}) })
          .catch((err: unknown) => {
            // The provider now reports an e-mail another account uses: keep the old one rather than fail sign-in.
            if (isUniqueViolation(err)) return repo.update(existing.id, profile);
            throw err;
          });
        return syncRole(updated ?? existing);
      }
      if (email && claims.emailVerified) {
        const byEmail = await repo.findByEmail(email);
        if (byEmail && !byEmail.oidcSubject) {
          return syncRole((await repo.update(byEmail.id, { oidcSubject: subject, ...profile })) ?? byEmail);
        }
      }
      return createAccount({ email, oidcSubject: subject, ...profile });
    },

    async markOnboardingComplete(userId: string): Promise<User> {
      const user = await repo.update(userId, { hasCompletedOnboarding: true });
      if (!user) throw notFound('User not found');
      return user;
    },

    /**
     * Inside the caller's transaction: locks the user's row until it ends, so two onboarding confirmations racing
     * cannot both see "no company yet". 404 when the user no longer exists.
     */
    async lockForUpdate(userId: string, tx: Db): Promise<void> {
      if (!(await repo.lockForUpdate(userId, tx))) throw notFound('User not found');
    },

    /** Inside the caller's transaction: the new company becomes active and onboarding is complete, or neither. */
    async completeOnboarding(userId: string, companyId: number, tx: Db): Promise<void> {
      if (!(await repo.update(userId, { activeCompanyId: companyId, hasCompletedOnboarding: true }, tx))) {
        throw notFound('User not found');
      }
    },

    async markDashboardTourComplete(userId: string): Promise<User> {
      const user = await repo.update(userId, { hasCompletedDashboardTour: true });
      if (!user) throw notFound('User not found');
      return user;
    },

    /**
     * Records `companyId` as the user's active company (or clears it). The companies service owns profiles and
     * checks the company is the user's before calling this (companies.switchCompany); 404 when the user is gone.
     */
    async setActiveCompany(userId: string, companyId: number | null, tx?: Db): Promise<void> {
      if (!(await repo.setActiveCompany(userId, companyId, tx))) throw notFound('User not found');
    },

    /** The account signing in with this address (password reset); undefined for none. */
    findByEmail: (email: string): Promise<User | undefined> => repo.findByEmail(email),

    /** Inside the caller's transaction: the account's new password hash (a password reset spends its link there too). */
    async setPasswordHash(userId: string, passwordHash: string, tx: Db): Promise<void> {
      if (!(await repo.update(userId, { passwordHash }, tx))) throw notFound('User not found');
    },

    async deleteUser(userId: string): Promise<void> {
      if (!(await repo.delete(userId))) throw notFound('User not found');
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
