import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns';
import { users } from './users';

export const adminConfig = pgTable('admin_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  description: text('description'),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** AI and search results keyed by `<operation>:<hash of normalised input>`, e.g. `company_analysis:ab12…`. */
export const cacheEntries = pgTable(
  'cache_entries',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    hits: integer('hits').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('cache_entries_expires_idx').on(t.expiresAt)],
);

/** Hit and miss counters per cache prefix (operation), kept across restarts. */
export const cacheCounters = pgTable('cache_counters', {
  prefix: text('prefix').primaryKey(),
  hits: bigint('hits', { mode: 'number' }).notNull().default(0),
  misses: bigint('misses', { mode: 'number' }).notNull().default(0),
});

/** Every change of a credit balance, written in the same transaction as the balance and the generation it paid for. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', {
      enum: ['story_generation', 'pitch_generation', 'monthly_reset', 'admin_grant'],
    }).notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reference: jsonb('reference').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('credit_ledger_user_created_idx').on(t.userId, t.createdAt)],
);
