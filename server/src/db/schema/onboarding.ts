import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './users';

/**
 * The progress of each user's latest company analysis (one row per user, replaced by the next run), written by
 * the onboarding service as each step finishes and polled by the analysing screen. In the database, not in
 * memory, so the poll may land on another API instance than the analysis (docs/decisions: onboarding progress).
 */
export const onboardingProgress = pgTable(
  'onboarding_progress',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    runId: text('run_id').notNull(),
    /** The step under way: reading the website, or the AI analysis (profile, keywords and outlets in one call). */
    phase: text('phase', { enum: ['website', 'analysis'] }).notNull(),
    /** Null while running. */
    outcome: text('outcome', { enum: ['done', 'failed'] }),
    startedAt: ts('started_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('onboarding_progress_finished_idx').on(t.finishedAt)],
);
