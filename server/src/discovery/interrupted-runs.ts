import { tryAdvisoryLock } from '../db/advisory-lock';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { lockName } from './cycle-runner';
import { failOpenRuns, readState, scopesWithOpenRuns, updateState } from './scheduler-state.repo';

export const INTERRUPTED_MESSAGE = 'interrupted: the process stopped during the cycle';

export interface StartupRecoveryDeps {
  db: Db;
  logger: Logger;
  now: () => Date;
  /** When this process began: only runs started before it can have been cut short by an earlier one. */
  startedAt: Date;
  /** Whether this process schedules global cycles (then the job rests as 'running'). */
  schedulerActive: () => boolean;
}

/**
 * A process killed mid-cycle leaves its discovery_runs row 'running' forever, and the admin page would show a
 * cycle that is not happening. At start-up such rows are closed as failed.
 *
 * Several instances may share the database, and another one's cycle is genuinely running. A live cycle holds its
 * scope's advisory lock (cycle-runner.ts), and the lock dies with its connection, so: when this process can take
 * the scope's lock, no cycle of that scope is live and every open run from before start-up is stale; when it
 * cannot, the scope's newest open run is the live cycle's (one cycle per scope at a time) and only older ones are.
 */
export async function closeInterruptedRuns(deps: StartupRecoveryDeps): Promise<number> {
  const { db } = deps;
  let closed = 0;
  for (const ref of await scopesWithOpenRuns(db)) {
    const lock = await tryAdvisoryLock(db, lockName(ref));
    try {
      closed += await failOpenRuns(db, ref, {
        startedBefore: deps.startedAt,
        spareNewest: lock === null,
        error: INTERRUPTED_MESSAGE,
        now: deps.now(),
      });
    } finally {
      await lock?.release();
    }
  }
  return closed;
}

/**
 * The job's status left at 'running' by a process that died: with no live global cycle (its lock is free) and no
 * schedule in this process, it rests as 'paused' or 'stopped'. Another instance that does schedule the job writes
 * 'running' back on its next tick (scheduler.ts), so this never hides a live schedule for long.
 */
async function settleStatus(deps: StartupRecoveryDeps): Promise<void> {
  const { db } = deps;
  const state = await readState(db);
  if (state.status !== 'running' || deps.schedulerActive()) return;
  const lock = await tryAdvisoryLock(db, lockName({ scope: 'global', companyId: null }));
  if (!lock) return;
  try {
    await updateState(db, { status: state.isPaused ? 'paused' : 'stopped' }, deps.now());
  } finally {
    await lock.release();
  }
}

/** Recovery from an earlier process's crash, done once per process (start() and startupIngest both ask); never throws. */
export function createStartupRecovery(deps: StartupRecoveryDeps): { run: () => Promise<void> } {
  let done: Promise<void> | null = null;
  async function recover(): Promise<void> {
    try {
      const closed = await closeInterruptedRuns(deps);
      if (closed > 0) deps.logger.warn({ closed }, 'closed discovery runs interrupted by an earlier stop');
      await settleStatus(deps);
    } catch (err) {
      deps.logger.error({ err }, 'could not close interrupted discovery runs');
    }
  }
  return { run: () => (done ??= recover()) };
}
