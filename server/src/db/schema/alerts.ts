import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { digestFrequencies } from '@newsjack/shared';
import { createdAt, ts, updatedAt } from './columns';
import { users } from './users';

/**
 * A user's trend digest (modules/alerts): how often it goes (a user without a row gets none), and up to when the
 * last one reported, so the next reports only trends first seen after it. Owned by modules/alerts.
 */
export const trendDigests = pgTable('trend_digests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  frequency: text('frequency', { enum: digestFrequencies }).notNull().default('off'),
  /** When the last digest was claimed (sent, or found nothing new); null until the first. */
  lastSentAt: ts('last_sent_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
