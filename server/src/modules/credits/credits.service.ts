import { creditsExhaustedMessage, CREDITS_PER_MONTH } from '@newsjack/shared';
import type { Db } from '../../db/client';
import { notFound, paymentRequired } from '../../errors';
import type { UsersService } from '../users/users.service';
import { createCreditsRepo, type CreditReason } from './credits.repo';

export type { CreditReason };
export type Balance = { apiCredits: number; creditsResetAt: Date };

/** Months are calendar months in UTC, so every instance agrees on when a balance resets. */
export const startOfMonthUtc = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
export const startOfNextMonthUtc = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));

export const formatResetDate = (d: Date) =>
  d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export type CreditsServiceDeps = {
  db: Db;
  /** The balance columns live on users: read and written through the users service, the rules stay here. */
  users: Pick<UsersService, 'readCredits' | 'lockCredits' | 'setCredits' | 'takeCredit'>;
  now?: () => Date;
};

export function createCreditsService(deps: CreditsServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createCreditsRepo();

  /** Restores the monthly allowance if the stored period is an earlier month; caller holds the row lock. */
  async function resetIfDue(tx: Db, userId: string, at: Date): Promise<number> {
    const row = await deps.users.lockCredits(tx, userId);
    if (!row) throw notFound('User not found');
    const monthStart = startOfMonthUtc(at);
    if (row.periodStart >= monthStart) return row.apiCredits;
    await deps.users.setCredits(tx, userId, CREDITS_PER_MONTH, monthStart);
    await repo.record(tx, {
      userId,
      delta: CREDITS_PER_MONTH - row.apiCredits,
      reason: 'monthly_reset',
      balanceAfter: CREDITS_PER_MONTH,
    });
    return CREDITS_PER_MONTH;
  }

  /** The current balance, applying the monthly reset on the first request after the month turns. */
  async function getBalance(userId: string): Promise<Balance> {
    const at = now();
    const creditsResetAt = startOfNextMonthUtc(at);
    const row = await deps.users.readCredits(userId);
    if (!row) throw notFound('User not found');
    // Most reads find the period current; only then is a locking transaction worth it.
    if (row.periodStart >= startOfMonthUtc(at)) return { apiCredits: row.apiCredits, creditsResetAt };
    const apiCredits = await db.transaction((tx) => resetIfDue(tx, userId, at));
    return { apiCredits, creditsResetAt };
  }

  return {
    getBalance,

    /**
     * The 402 before any work is done when the balance is already empty (applying the monthly reset first), so
     * nothing is generated that cannot be paid for. Only a hint: spendCredit is the binding check.
     */
    async assertCanSpend(userId: string): Promise<void> {
      const { apiCredits, creditsResetAt } = await getBalance(userId);
      if (apiCredits <= 0) throw paymentRequired(creditsExhaustedMessage(formatResetDate(creditsResetAt)));
    },

    /**
     * Takes one credit inside the caller's transaction (`tx`) and writes the ledger row, so the credit, the
     * ledger and whatever it paid for commit or roll back together. Throws a 402 when the balance is empty.
     */
    async spendCredit(
      tx: Db,
      userId: string,
      reason: CreditReason,
      reference?: Record<string, unknown>,
    ): Promise<number> {
      const at = now();
      await resetIfDue(tx, userId, at);
      const balanceAfter = await deps.users.takeCredit(tx, userId);
      if (balanceAfter === undefined)
        throw paymentRequired(creditsExhaustedMessage(formatResetDate(startOfNextMonthUtc(at))));
      await repo.record(tx, { userId, delta: -1, reason, balanceAfter, reference: reference ?? null });
      return balanceAfter;
    },
  };
}

export type CreditsService = ReturnType<typeof createCreditsService>;
