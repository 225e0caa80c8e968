import type { JobQueueReport } from '@newsjack/shared';

/**
 * The one queue background work runs on (decision 0041). Services depend on this interface, never on the SDK:
 * `pg-boss-queue.ts` is the PostgreSQL implementation buildDeps creates, tests of a service may pass the in-process
 * fake (`server/test/helpers/in-process-queue.ts`).
 */

/** How one kind of job is kept, retried and shared out; every queue is declared in `queues.ts`. */
export interface QueueSpec {
  /** Letters, digits and hyphens (pg-boss's rule). */
  name: string;
  /**
   * 'stately': per singleton key at most one job waiting, one waiting for a retry and one running, across every
   * process (a second send while one waits is dropped, a job whose key is running waits its turn). pg-boss 10
   * fetches in order, so a job waiting behind its running key holds back the whole queue: use it for a queue of one
   * key. 'short': per key at most one job waiting (a second is dropped); keys run side by side.
   */
  policy: 'stately' | 'short' | 'standard';
  /** Further attempts after a failure; 0 = none. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each later one when `retryBackoff`. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * A running job not finished after this long counts as cut short (its process died): it is failed and retried.
   * Must exceed the longest honest run, or a slow job would be started a second time beside itself.
   */
  expireInSeconds: number;
  /** Jobs of this queue one process runs at once. */
  concurrency: number;
}

/** What a handler learns about the job besides its data. */
export type JobInfo = { id: string; retryCount: number };

/**
 * Does the work; a throw fails the attempt (retried while attempts remain), a return completes the job. What it
 * returns (a JSON object, or nothing) is kept as the job's output, which `settled` hands to the sender.
 */
export type JobHandler<T> = (data: T, job: JobInfo) => Promise<object | void>;

export interface SendOptions {
  /** Jobs with the same key are never run at once (and, on a 'stately' queue, never wait twice). */
  singletonKey?: string;
  /**
   * With a key: at most one job of this key is stored per this many seconds, whatever became of it (pg-boss's
   * throttle), so every process may send a periodic job and it is still stored once per period.
   */
  singletonSeconds?: number;
  /** Not before this time (a pitch scheduled for tomorrow at 9:00). */
  startAfter?: Date;
}

export interface SettledOptions {
  /** Wait through the job's retries for its last attempt (an awaited job), instead of settling at a failed one. */
  throughRetries?: boolean;
  /** The job's queue, for a job this process did not send (one found by `join`). */
  queue?: QueueSpec;
}

export interface StartOptions {
  reclaimActive?: boolean;
}

export interface JobQueue {
  /** This process works `spec`'s jobs with `handler` (one handler per queue). */
  work<T>(spec: QueueSpec, handler: JobHandler<T>): void;
  /**
   * Stores a job (durable once this resolves) and wakes this process's worker. Resolves to the job's id, or null
   * when the singleton key already has a job waiting. Starts the queue if it was not started.
   */
  send<T extends object>(spec: QueueSpec, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Begins working (idempotent); index.ts starts it at boot, a test app's on its first send. `reclaimActive`:
   * jobs left running by a process that is gone are failed into their retry at once instead of when they expire;
   * only for a database no other live process can be working (the embedded one, which one server holds).
   */
  start(options?: StartOptions): Promise<void>;
  /** Stops fetching and waits up to `waitMs` for running handlers, so nothing writes after the database closes. */
  stop(waitMs?: number): Promise<void>;
  /**
   * Settles when the job `id` (sent or joined by this process) has ended, wherever it ran, with its handler's output (null
   * when it failed, returned nothing, or the queue stopped first).
   */
  settled(id: string, options?: SettledOptions): Promise<unknown>;
  /**
   * The job of `singletonKey` that is waiting, waiting for a retry or running (the oldest), or null: what a caller
   * awaits instead of sending a second (jobs/awaited.ts). Its id can then be passed to `settled` with its queue.
   */
  join(spec: QueueSpec, singletonKey: string): Promise<string | null>;
  /** Cancels a job no worker has taken yet; false when it has started (or ended). */
  withdraw(spec: QueueSpec, id: string): Promise<boolean>;
  /** These queues' jobs by state and the newest `limit` of them, with their retries and last failure's reason. */
  report(queues: readonly QueueSpec[], limit?: number): Promise<JobQueueReport>;
  /**
   * Settles when every job this process sent has ended (completed, failed for good, or waiting for a retry) and
   * no handler of this process is running: tests and callers that want the background work done.
   */
  whenIdle(): Promise<void>;
}
