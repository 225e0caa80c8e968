import { and, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DigestFrequency } from '@newsjack/shared';
import type { Db } from '../../db/client';
import { trendDigests } from '../../db/schema';

export type DigestRow = typeof trendDigests.$inferSelect;

/** The trend_digests table (one row per user who chose a frequency). Only modules/alerts queries it. */
export function createAlertsRepo(db: Db) {
  return {
    async find(userId: string): Promise<DigestRow | undefined> {
      const [row] = await db.select().from(trendDigests).where(eq(trendDigests.userId, userId));
      return row;
    },

    async setFrequency(userId: string, frequency: DigestFrequency, at: Date): Promise<DigestRow> {
      const [row] = await db
        .insert(trendDigests)
        .values({ userId, frequency, updatedAt: at })
        .onConflictDoUpdate({ target: trendDigests.userId, set: { frequency, updatedAt: at } })
        .returning();
      return row!;
    },

    /** Users whose digest is due at `at`: daily ones last sent `dailyBefore` or earlier, weekly `weeklyBefore`. */
    due: (dailyBefore: Date, weeklyBefore: Date): Promise<Pick<DigestRow, 'userId'>[]> =>
      db
        .select({ userId: trendDigests.userId })
        .from(trendDigests)
        .where(
          or(
            and(eq(trendDigests.frequency, 'daily'), or(isNull(trendDigests.lastSentAt), lte(trendDigests.lastSentAt, dailyBefore))),
            and(eq(trendDigests.frequency, 'weekly'), or(isNull(trendDigests.lastSentAt), lte(trendDigests.lastSentAt, weeklyBefore))),
          ),
        ),

    /**
     * Moves `lastSentAt` from `previous` to `at` if nobody did meanwhile and the digest is still on: the claim a
     * digest is sent under, so two workers (or a retry after a crash) never send the same period twice.
     */
    async claim(userId: string, previous: Date | null, at: Date): Promise<boolean> {
      const rows = await db
        .update(trendDigests)
        .set({ lastSentAt: at })
        .where(
          and(
            eq(trendDigests.userId, userId),
            ne(trendDigests.frequency, 'off'),
            previous === null ? isNull(trendDigests.lastSentAt) : eq(trendDigests.lastSentAt, previous),
          ),
        )
        .returning({ userId: trendDigests.userId });
      return rows.length > 0;
    },

    /** Gives a claim back (the message could not be queued), unless something moved it since. */
    async release(userId: string, claimedAt: Date, previous: Date | null): Promise<void> {
      await db
        .update(trendDigests)
        .set({ lastSentAt: previous })
        .where(and(eq(trendDigests.userId, userId), eq(trendDigests.lastSentAt, claimedAt)));
    },

    /** Digests off for this user; true when they were on. */
    async turnOff(userId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(trendDigests)
        .set({ frequency: 'off', updatedAt: at })
        .where(and(eq(trendDigests.userId, userId), sql`${trendDigests.frequency} <> 'off'`))
        .returning({ userId: trendDigests.userId });
      return rows.length > 0;
    },
  };
}

export type AlertsRepo = ReturnType<typeof createAlertsRepo>;
