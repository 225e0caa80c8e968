import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, users } from '../../db/schema';

export type CreditReason = (typeof creditLedger.$inferInsert)['reason'];

export function createCreditsRepo(db: Db) {
  return {
    async readBalance(userId: string, tx: Db = db) {
      const [row] = await tx
        .select({ apiCredits: users.apiCredits, periodStart: users.creditsPeriodStart })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Same read, holding the row lock until the transaction ends, so a reset and a spend cannot interleave. */
    async lockBalance(tx: Db, userId: string) {
      const [row] = await tx
        .select({ apiCredits: users.apiCredits, periodStart: users.creditsPeriodStart })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row;
    },

    async restore(tx: Db, userId: string, amount: number, periodStart: Date): Promise<void> {
      await tx.update(users).set({ apiCredits: amount, creditsPeriodStart: periodStart }).where(eq(users.id, userId));
    },

    /** Takes one credit only if one is left: a single conditional UPDATE, so balances never go below zero. */
    async decrement(tx: Db, userId: string): Promise<number | undefined> {
      const [row] = await tx
        .update(users)
        .set({ apiCredits: sql`${users.apiCredits} - 1` })
        .where(and(eq(users.id, userId), gt(users.apiCredits, 0)))
        .returning({ apiCredits: users.apiCredits });
      return row?.apiCredits;
    },

    async record(
      tx: Db,
      entry: {
        userId: string;
        delta: number;
        reason: CreditReason;
        balanceAfter: number;
        reference?: Record<string, unknown> | null;
      },
    ): Promise<void> {
      await tx.insert(creditLedger).values({ ...entry, reference: entry.reference ?? null });
    },
  };
}
