import { and, count, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResetTokens } from '../db/schema';

export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;

/** The one-time links of "Forgot password?" (table password_reset_tokens, owned by auth). */
export function createPasswordResetRepo(db: Db) {
  return {
    async insert(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
    },

    async findByHash(tokenHash: string): Promise<PasswordResetToken | undefined> {
      const [row] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
      return row;
    },

    /** Links made for the user since `since`, spent or not (the per-account budget). */
    async countSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
      return row?.n ?? 0;
    },

    /**
     * Spends the link if it is still unspent and unexpired at `now`; false when another request spent it first or
     * it expired meanwhile (the conditional update makes a double use lose, whoever comes second).
     */
    async claim(id: number, now: Date, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
        .returning({ id: passwordResetTokens.id });
      return rows.length > 0;
    },

    /** Every other unspent link of the user is spent too: the password they were sent to replace has changed. */
    async spendOthers(userId: string, exceptId: number, now: Date, tx: Db): Promise<void> {
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.userId, userId),
            ne(passwordResetTokens.id, exceptId),
            isNull(passwordResetTokens.usedAt),
          ),
        );
    },

    /** Rows of links that expired before `before` serve nothing but the per-account count. */
    async deleteExpiredBefore(before: Date): Promise<void> {
      await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, before));
    },
  };
}
