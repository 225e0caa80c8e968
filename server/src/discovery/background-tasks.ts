import type { Logger } from '../logger';

/**
 * Work the discovery service starts without awaiting (onboarding's first search, start-up ingestion), remembered
 * until it settles so shutdown and tests can wait for it: nothing may write after the database is closed.
 */
export function createBackgroundTasks(logger: Logger) {
  const running = new Set<Promise<unknown>>();
  return {
    /** Starts `work`; a failure is logged under `what`, never thrown. */
    run(what: string, work: () => Promise<unknown>): void {
      const task = work()
        .catch((err: unknown) => logger.error({ err }, `${what} failed`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    /** Settles when every task started so far, and any they started meanwhile, has finished. */
    async whenIdle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
