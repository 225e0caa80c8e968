import nodeCron from 'node-cron';
import type { Logger } from '../logger';

/**
 * The one place node-cron is used. The scheduler depends on this small interface so tests drive ticks with a
 * fake (`fire()` in their own time) instead of waiting on the wall clock.
 */
export interface CronTask {
  /** Stops and forgets the task (node-cron 4 has no interval setter: a new pattern means a new task). */
  destroy(): Promise<void>;
}

export interface CronScheduler {
  /** Runs `fn` on `pattern`; a run still in progress makes the next firing skip (noOverlap). */
  schedule(pattern: string, fn: () => Promise<void>, options: { name: string }): CronTask;
}

/** node-cron with overlap protection, an unref'd timer (a pending tick never holds the process open) and pino logs. */
export function createNodeCron(logger: Logger): CronScheduler {
  const cronLogger = {
    info: (message: string) => logger.debug({ cron: true }, message),
    warn: (message: string) => logger.warn({ cron: true }, message),
    error: (message: string | Error, err?: Error) => logger.error({ cron: true, err: err ?? message }, 'cron task failed'),
    debug: (message: string | Error) => logger.debug({ cron: true }, String(message)),
  };
  return {
    schedule(pattern, fn, options) {
      const task = nodeCron.schedule(pattern, () => fn(), {
        name: options.name,
        noOverlap: true,
        unref: true,
        // A tick skipped while the event loop was busy (a long cycle) is harmless: the next one checks again.
        suppressMissedWarning: true,
        logger: cronLogger,
      });
      return { destroy: async () => void (await task.destroy()) };
    },
  };
}
