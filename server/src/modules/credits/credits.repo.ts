import type { Db } from '../../db/client';
import { creditLedger } from '../../db/schema';

export type CreditReason = (typeof creditLedger.$inferInsert)['reason'];

/** The credit_ledger table: one row per change of a balance (the balance itself is a column of users). */
export function createCreditsRepo() {
  return {
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
