import { and, eq, gt, like, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

export type WindowHits = { hits: number; resetAt: Date };

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** The one owner of `rate_limit_hits`: the counters behind http/rate-limit-store.ts. */
export function createRateLimitHitsRepo(db: Db) {
  return {
    /**
     * Counts one hit in one statement, so concurrent hits from several processes never lose a count: the first
     * hit of a window (no row yet, or the row's window over) starts at 1 with a fresh `resetAt`.
     */
    async hit(key: string, now: Date, windowMs: number): Promise<WindowHits> {
      const expired = sql`${rateLimitHits.resetAt} <= ${at(now)}`;
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, hits: 1, resetAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
          },
        })
        .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt });
      return row!;
    },

    /** The hits of the key's current window, or undefined when it has none. */
    async current(key: string, now: Date): Promise<WindowHits | undefined> {
      const [row] = await db
        .select({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.resetAt, now)));
      return row;
    },

    async unhit(key: string): Promise<void> {
      await db
        .update(rateLimitHits)
        .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
        .where(eq(rateLimitHits.key, key));
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
    },

    /** Forgets every window of the keys starting with `prefix` (one limiter's). */
    async resetPrefix(prefix: string): Promise<void> {
      await db.delete(rateLimitHits).where(like(rateLimitHits.key, `${prefix.replace(/[\\%_]/g, '\\$&')}%`));
    },

    /** Deletes the windows that are over (a key's next hit starts a new one anyway); how many went. */
    async pruneExpired(now: Date): Promise<number> {
      const gone = await db
        .delete(rateLimitHits)
        .where(lte(rateLimitHits.resetAt, now))
        .returning({ key: rateLimitHits.key });
      return gone.length;
    },
  };
}

export type RateLimitHitsRepo = ReturnType<typeof createRateLimitHitsRepo>;
