import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { CronScheduler, CronTask } from './cron';
import { readDiscoverySettings } from './discovery-settings.repo';
import { readState, updateState } from './scheduler-state.repo';

/**
 * The global discovery schedule.
 *
 * Design: cron patterns cannot express every interval in minutes (90, 1000, 2.5 …), and node-cron 4 cannot change
 * a task's interval in place. So one task ticks every minute and a cycle runs when `now >= nextRunAt`, a time kept
 * in the `discovery_state` row. That makes everything the admin changes a plain database write that every API
 * instance sees on its next tick: pause and resume, a new frequency (it moves nextRunAt; the next cycle follows
 * it), and a restart (the row, not memory, says what is due and whether discovery is paused).
 *
 * The tick only enqueues: a due slot becomes a job on the global cycle queue (one waiting and one running at most,
 * across every instance), and the job itself checks again that the slot is due before it moves nextRunAt and runs
 * the cycle. Several instances ticking in the same minute therefore run the slot once, with no claim of our own
 * (decision 0041). A failed cycle has already moved nextRunAt, so the next cycle still runs on time.
 */
export const TICK_PATTERN = '* * * * *';
export const MINUTE_MS = 60_000;
/** Far-future clamp: a huge frequency must not produce a date the database cannot store. */
const LATEST_TIME = Date.UTC(9999, 11, 31);

export const addMinutes = (from: Date, minutes: number): Date => new Date(Math.min(from.getTime() + minutes * MINUTE_MS, LATEST_TIME));

/**
 * A slot counts as due this long before its time: node-cron fires a few milliseconds either side of the minute, and
 * a next run timed from a tick that fired late would otherwise miss the next tick and wait a whole extra minute (a
 * 1-minute frequency ran every 2 minutes).
 */
export const TICK_SLACK_MS = 30_000;

/** Whether the scheduled run is due at `at` (no next run stored yet counts as due). */
export const isDue = (nextRunAt: Date | null, at: Date): boolean => !nextRunAt || nextRunAt.getTime() - TICK_SLACK_MS <= at.getTime();

/** Waits for `work` to settle, or `ms`, whichever comes first. */
export async function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([work.then(() => undefined, () => undefined), timeout]);
  clearTimeout(timer);
}

export type TickOutcome = 'ran' | 'not-due' | 'paused' | 'busy';

export interface DiscoverySchedulerDeps {
  db: Db;
  cron: CronScheduler;
  now: () => Date;
  logger: Logger;
  /**
   * Enqueues the due scheduled cycle and waits until its job has ended: true when that job ran the cycle, false
   * when another instance's job had it (one already waiting, or the slot taken by the time this one ran).
   */
  runScheduledCycle: () => Promise<boolean>;
  /**
   * Other periodic work, enqueued each minute by every process that serves the API (`startPeriodic`), whether or not
   * it runs the discovery schedule, paused or not: the AI cache's hourly pruning and the like. Each job's own throttle
   * (a singleton key per period) decides how often it is stored, so many processes still store it once. A failure is
   * logged and the next minute tries again.
   */
  alsoEnqueue?: () => Promise<void>;
}

export interface DiscoveryScheduler {
  /** True while this process has its tick scheduled. */
  readonly active: boolean;
  start(): Promise<void>;
  /** Stops ticking; waits up to `waitMs` for a cycle in progress, so shutdown is bounded even mid-fetch. */
  stop(waitMs?: number): Promise<void>;
  /** One tick: runs the scheduled cycle if it is due. The cron task calls it; tests call it through a fake cron. */
  tick(): Promise<TickOutcome>;
  /** Enqueues `alsoEnqueue`'s periodic work now and then each minute, in this process (index.ts: every process). */
  startPeriodic(): Promise<void>;
  /** One minute's periodic enqueue (what the periodic task runs); never throws. */
  periodicTick(): Promise<void>;
}

export function createDiscoveryScheduler(deps: DiscoverySchedulerDeps): DiscoveryScheduler {
  const { db, now, logger } = deps;
  let task: CronTask | null = null;
  let periodic: CronTask | null = null;
  let current: Promise<TickOutcome> | null = null;

  const periodicTick = async (): Promise<void> => {
    await deps.alsoEnqueue?.().catch((err: unknown) => logger.warn({ err }, 'could not queue periodic maintenance'));
  };

  async function tickOnce(): Promise<TickOutcome> {
    const at = now();
    const state = await readState(db);
    if (state.isPaused) return 'paused';
    // Another instance's shutdown wrote 'stopped' while this one kept ticking: the job is in fact running.
    if (state.status === 'stopped') await updateState(db, { status: 'running' }, at);
    if (!isDue(state.nextRunAt, at)) return 'not-due';
    return (await deps.runScheduledCycle()) ? 'ran' : 'not-due';
  }

  /** noOverlap in-process too (node-cron already skips a firing while one runs; a fake cron may not). */
  function tick(): Promise<TickOutcome> {
    if (current) return Promise.resolve('busy');
    current = tickOnce()
      .catch((err: unknown) => {
        logger.error({ err }, 'discovery tick failed');
        return 'not-due' as const;
      })
      .finally(() => {
        current = null;
      });
    return current;
  }

  return {
    get active() {
      return task !== null;
    },

    async start() {
      if (task) return;
      const at = now();
      const state = await readState(db);
      const { frequencyMinutes } = await readDiscoverySettings(db);
      await updateState(
        db,
        {
          // A paused job stays paused across restarts; an error stays visible until a cycle succeeds.
          status: state.isPaused ? 'paused' : state.status === 'error' ? 'error' : 'running',
          nextRunAt: state.nextRunAt ?? addMinutes(state.lastRunAt ?? at, frequencyMinutes),
        },
        at,
      );
      task = deps.cron.schedule(TICK_PATTERN, async () => void (await tick()), { name: 'newsjack-discovery-tick' });
      logger.info({ frequencyMinutes, paused: state.isPaused }, 'trend discovery scheduler started');
    },

    async startPeriodic() {
      if (periodic || !deps.alsoEnqueue) return;
      periodic = deps.cron.schedule(TICK_PATTERN, periodicTick, { name: 'newsjack-periodic-jobs' });
      await periodicTick();
    },

    periodicTick,

    async stop(waitMs = 10_000) {
      if (periodic) {
        const stopping = periodic;
        periodic = null;
        await stopping.destroy();
      }
      if (!task) return;
      const stopping = task;
      task = null;
      await stopping.destroy();
      if (current) await settleWithin(current, waitMs);
      const state = await readState(db);
      if (state.status === 'running') await updateState(db, { status: 'stopped' }, now());
    },

    tick,
  };
}
