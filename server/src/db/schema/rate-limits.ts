import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * The hit counters of the rate limits (http/rate-limit-store.ts), one row per budget and window, e.g.
 * `auth:ip:203.0.113.7`. In the database rather than in memory so that every server process on one database
 * draws on the same budget. A window whose `reset_at` has passed starts again at its next hit; such rows are pruned.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: ts('reset_at').notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);
