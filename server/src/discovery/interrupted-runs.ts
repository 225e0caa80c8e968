import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { ScopeRef } from './repo-helpers';
import { failOpenRuns, readState, scopesWithOpenRuns, updateState } from './scheduler-state.repo';

export const INTERRUPTED_MESSAGE = 'interrupted: the process stopped during the cycle';

/**
 * A process killed mid-cycle leaves its discovery_runs row 'running', and the admin page would show a cycle that is
 * not happening. Every cycle runs as a job whose singleton key is its scope (decision 0041), so one cycle of a scope
 * runs at a time across every process: when a scope's job starts, any run of that scope still open was cut short,
 * and is closed as failed before the cycle begins.
 */
export async function closeRunsOfScope(deps: { db: Db; logger: Logger; now: Date }, ref: ScopeRef): Promise<number> {
  const closed = await failOpenRuns(deps.db, ref, { startedBefore: deps.now, error: INTERRUPTED_MESSAGE, now: deps.now });
  if (closed > 0) deps.logger.warn({ closed, scope: ref.scope, companyId: ref.companyId }, 'closed discovery runs cut short by a stopped process');
  return closed;
}

export interface StartupRecoveryDeps {
  db: Db;
  logger: Logger;
  now: () => Date;
  /** When this process began: only runs started before it can have been cut short by an earlier one. */
  startedAt: Date;
  /** Whether this process schedules global cycles (then the job rests as 'running'). */
  schedulerActive: () => boolean;
  /** Whether the scope has a cycle job waiting or running (on this process or another). */
  jobPending: (ref: ScopeRef) => Promise<boolean>;
}

/**
 * At start-up, the open runs of scopes with no job left: their cycle was cut short and nothing will run it again
 * (its job failed for good, or it ran before the queue). A scope whose job waits or runs is left to that job: live
 * on another process, or about to close what its cut-short attempt left when it starts again.
 */
export async function closeInterruptedRuns(deps: StartupRecoveryDeps): Promise<number> {
  let closed = 0;
  for (const ref of await scopesWithOpenRuns(deps.db)) {
    if (await deps.jobPending(ref)) continue;
    closed += await failOpenRuns(deps.db, ref, { startedBefore: deps.startedAt, error: INTERRUPTED_MESSAGE, now: deps.now() });
  }
  return closed;
}

/**
 * The job's status left at 'running' by a process that died: with no global cycle waiting or running and no
 * schedule in this process, it rests as 'paused' or 'stopped'. Another instance that does schedule the job writes
 * 'running' back on its next tick (scheduler.ts), so this never hides a live schedule for long.
 */
async function settleStatus(deps: StartupRecoveryDeps): Promise<void> {
  const state = await readState(deps.db);
  if (state.status !== 'running' || deps.schedulerActive()) return;
  if (await deps.jobPending({ scope: 'global', companyId: null })) return;
  await updateState(deps.db, { status: state.isPaused ? 'paused' : 'stopped' }, deps.now());
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
