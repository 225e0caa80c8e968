import { and, desc, eq, isNull } from 'drizzle-orm';
import { LockWaitTimeout, tryAdvisoryLock } from '../db/advisory-lock';
import type { Db } from '../db/client';
import { discoveryRuns } from '../db/schema';
import type { Logger } from '../logger';
import type { ScopeRef } from './repo-helpers';
import { runDiscoveryCycle, type DiscoveryCycleResult, type RunDiscoveryCycleInput, type RunTrigger } from './run-cycle';
import { recordRun } from './scheduler-state.repo';

/** What every caller of a cycle gets back; 'skipped' means another process (or call) was running the same cycle. */
export interface CycleSummary {
  runId: number;
  status: 'succeeded' | 'failed' | 'skipped';
  itemsFetched: number;
  topicsUpserted: number;
  trendsUpserted: number;
  errors: string[];
}

export const SKIPPED_MESSAGE = 'another discovery cycle of the same scope was running';
/** Prefix of a skipped run's error when the cycle gave up waiting for a database connection (other cycles held them). */
export const BUSY_MESSAGE = 'discovery was busy with other cycles';

/** A 'skipped' summary that gave up waiting for its turn, as opposed to one whose scope was already running. */
export const skippedAsBusy = (summary: CycleSummary): boolean =>
  summary.status === 'skipped' && summary.errors.some((e) => e.startsWith(BUSY_MESSAGE));

/** Lock names: one global cycle at a time across every instance, and one search per company. */
export const lockName = (ref: ScopeRef): string =>
  ref.scope === 'global' ? 'newsjack:discovery:global' : `newsjack:discovery:personal:${ref.companyId}`;

export interface LockedCycleInput {
  db: Db;
  logger: Logger;
  ref: ScopeRef;
  trigger: RunTrigger;
  triggeredBy: string | null;
  now: Date;
  /** How long to queue for a lock connection while other cycles hold them all (default DEFAULT_LOCK_WAIT_MS). */
  lockWaitMs?: number;
  /** Everything the pipeline needs beyond what is above; built only once the lock is held. */
  prepare: () => Promise<Omit<RunDiscoveryCycleInput, 'db' | 'scope' | 'companyId' | 'now' | 'trigger' | 'triggeredBy' | 'logger'>>;
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

const toSummary = (r: DiscoveryCycleResult): CycleSummary => ({
  runId: r.runId,
  status: r.status,
  itemsFetched: r.itemsFetched,
  topicsUpserted: r.topicsUpserted,
  trendsUpserted: r.trendsUpserted,
  errors: r.errors,
});

/**
 * The failed run that runDiscoveryCycle recorded before it rethrew (its error does not carry the id): the newest
 * failed row of this scope, trigger and start time (the scope's lock is held, so nobody else wrote one since).
 */
async function recordedFailure(input: LockedCycleInput): Promise<number | undefined> {
  const { db, ref, now, trigger } = input;
  const [row] = await db
    .select({ id: discoveryRuns.id })
    .from(discoveryRuns)
    .where(and(eq(discoveryRuns.kind, ref.scope), ref.companyId === null ? isNull(discoveryRuns.companyId) : eq(discoveryRuns.companyId, ref.companyId), eq(discoveryRuns.startedAt, now), eq(discoveryRuns.trigger, trigger), eq(discoveryRuns.status, 'failed')))
    .orderBy(desc(discoveryRuns.id))
    .limit(1);
  return row?.id;
}

/**
 * Runs one cycle under its scope's advisory lock (session-level, so it spans the cycle's many transactions and is
 * freed if this process dies). Never throws for a cycle failure: the run row says 'failed' and so does the summary.
 */
export async function runLockedCycle(input: LockedCycleInput): Promise<CycleSummary> {
  const { db, ref, now, trigger, triggeredBy, logger } = input;
  const skip = async (error: string, why: string): Promise<CycleSummary> => {
    const runId = await recordRun(db, { ...ref, trigger, status: 'skipped', errors: [error], triggeredBy, now });
    logger.info({ runId, scope: ref.scope, companyId: ref.companyId, trigger }, `discovery cycle skipped: ${why}`);
    return { runId, status: 'skipped', itemsFetched: 0, topicsUpserted: 0, trendsUpserted: 0, errors: [error] };
  };
  let lock;
  try {
    lock = await tryAdvisoryLock(db, lockName(ref), { waitMs: input.lockWaitMs });
  } catch (err) {
    // Every lock connection stayed taken by other cycles for the whole wait: give up, leaving a 'skipped' row.
    if (err instanceof LockWaitTimeout) return skip(`${BUSY_MESSAGE}: ${err.message}`, 'busy');
    throw err;
  }
  if (!lock) return skip(SKIPPED_MESSAGE, 'already running');
  let started = false;
  try {
    const prepared = await input.prepare();
    started = true;
    const result = await runDiscoveryCycle({ ...prepared, db, scope: ref.scope, companyId: ref.companyId, now, trigger, triggeredBy, logger });
    return toSummary(result);
  } catch (err) {
    logger.error({ err, scope: ref.scope, companyId: ref.companyId, trigger }, 'discovery cycle failed');
    const error = message(err);
    // Every cycle leaves a row: the pipeline's own when it got that far, else one recorded here.
    const runId =
      (started ? await recordedFailure(input) : undefined) ??
      (await recordRun(db, { ...ref, trigger, status: 'failed', errors: [`cycle: ${error}`], triggeredBy, now }));
    return { runId, status: 'failed', itemsFetched: 0, topicsUpserted: 0, trendsUpserted: 0, errors: [`cycle: ${error}`] };
  } finally {
    await lock.release().catch((err: unknown) => logger.warn({ err }, 'could not release the discovery lock'));
  }
}
