import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { discoveryRuns, discoveryState, trends } from '../db/schema';
import type { RunTrigger } from './run-cycle';
import type { ScopeRef } from './repo-helpers';

/**
 * The scheduler's persisted state: one `discovery_state` row (id 1) shared by every API process on the database,
 * so pause, status and the next due time survive restarts and are seen by all instances alike.
 */
export type DiscoveryStateRow = typeof discoveryState.$inferSelect;
export type DiscoveryStatePatch = Partial<Pick<DiscoveryStateRow, 'status' | 'isPaused' | 'lastRunAt' | 'nextRunAt' | 'lastError'>>;

const STATE_ID = 1;

/** The state row, created with its defaults (stopped, not paused, never run) the first time it is read. */
export async function readState(db: Db): Promise<DiscoveryStateRow> {
  const [row] = await db.select().from(discoveryState).where(eq(discoveryState.id, STATE_ID));
  if (row) return row;
  await db.insert(discoveryState).values({ id: STATE_ID }).onConflictDoNothing();
  const [created] = await db.select().from(discoveryState).where(eq(discoveryState.id, STATE_ID));
  return created!;
}

export async function updateState(db: Db, patch: DiscoveryStatePatch, now: Date): Promise<DiscoveryStateRow> {
  await readState(db);
  const [row] = await db
    .update(discoveryState)
    .set({ ...patch, updatedAt: now })
    .where(eq(discoveryState.id, STATE_ID))
    .returning();
  return row!;
}

/** A run that never reached the pipeline (skipped behind another instance's lock, or failed before it began). */
export async function recordRun(
  db: Db,
  run: ScopeRef & { trigger: RunTrigger; status: 'skipped' | 'failed'; errors: string[]; triggeredBy: string | null; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(discoveryRuns)
    .values({
      kind: run.scope,
      companyId: run.companyId,
      trigger: run.trigger,
      status: run.status,
      startedAt: run.now,
      finishedAt: run.now,
      errors: run.errors,
      triggeredBy: run.triggeredBy,
    })
    .returning({ id: discoveryRuns.id });
  return row!.id;
}

/** True once any global trend exists: a fresh install has none and gets a first cycle at start-up. */
export async function hasGlobalTrends(db: Db): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(trends).where(eq(trends.scope, 'global')).limit(1);
  return rows.length > 0;
}

// ── runs a dead process left open ─────────────────────────────────────────────────────────────────────────────

const runsOfScope = (ref: ScopeRef) =>
  and(
    eq(discoveryRuns.status, 'running'),
    eq(discoveryRuns.kind, ref.scope),
    ref.companyId === null ? isNull(discoveryRuns.companyId) : eq(discoveryRuns.companyId, ref.companyId),
  );

/** Every scope (global, or one company's searches) with a run still marked 'running'. */
export async function scopesWithOpenRuns(db: Db): Promise<ScopeRef[]> {
  return db
    .selectDistinct({ scope: discoveryRuns.kind, companyId: discoveryRuns.companyId })
    .from(discoveryRuns)
    .where(eq(discoveryRuns.status, 'running'));
}

/** Closes a scope's runs still 'running' that started before `startedBefore` as failed with `error`. */
export async function failOpenRuns(
  db: Db,
  ref: ScopeRef,
  close: { startedBefore: Date; error: string; now: Date },
): Promise<number> {
  const conditions = [runsOfScope(ref), lt(discoveryRuns.startedAt, close.startedBefore)];
  const closed = await db
    .update(discoveryRuns)
    .set({ status: 'failed', finishedAt: close.now, errors: [close.error] })
    .where(and(...conditions))
    .returning({ id: discoveryRuns.id });
  return closed.length;
}
