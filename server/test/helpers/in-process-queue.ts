import type { JobQueueReport, QueueJob } from '@newsjack/shared';
import type { JobHandler, JobInfo, JobQueue, QueueSpec, SendOptions } from '../../src/jobs/job-queue';

/**
 * The job queue in memory, for tests of a service built by hand (no pg-boss, no database rows): jobs run on the
 * next turn of the event loop, one at a time per singleton key, retried at once up to the queue's limit; a second
 * send for a key that already waits is dropped, as on the real queue. `failures` keeps every failed attempt.
 */
export class InProcessQueue implements JobQueue {
  readonly failures: Array<{ queue: string; error: unknown; job: JobInfo }> = [];
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly early = new Map<string, Array<() => void>>();
  private readonly waitingKeys = new Set<string>();
  private readonly tails = new Map<string, Promise<void>>();
  private readonly running = new Set<Promise<void>>();
  private readonly byId = new Map<string, Promise<object | null>>();
  /** The newest job of each singleton key that has not ended (what `join` answers). */
  private readonly pendingByKey = new Map<string, string>();
  private readonly jobs: QueueJob[] = [];
  private ids = 0;

  work<T>(spec: QueueSpec, handler: JobHandler<T>): void {
    if (this.handlers.has(spec.name)) throw new Error(`queue ${spec.name} already has a handler`);
    this.handlers.set(spec.name, handler as JobHandler<unknown>);
    for (const release of this.early.get(spec.name) ?? []) release();
    this.early.delete(spec.name);
  }

  async send<T extends object>(spec: QueueSpec, data: T, options: SendOptions = {}): Promise<string | null> {
    const key = `${spec.name}\u0000${options.singletonKey ?? `#${this.ids + 1}`}`;
    if (options.singletonKey && this.waitingKeys.has(key)) return null;
    const id = String(++this.ids);
    const job: QueueJob = { id, queue: spec.name, state: 'waiting', retryCount: 0, retryLimit: spec.retryLimit, createdAt: new Date().toISOString(), startedAt: null, endedAt: null, error: null };
    this.jobs.push(job);
    this.waitingKeys.add(key);
    const task = (this.tails.get(key) ?? Promise.resolve())
      .then(() => this.handlerOf(spec.name))
      .then(async (handler) => {
        // A job for later waits its time, as on the real queue.
        const wait = (options.startAfter?.getTime() ?? 0) - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        return handler;
      })
      .then(async (handler) => {
        this.waitingKeys.delete(key);
        job.startedAt = new Date().toISOString();
        for (let retryCount = 0; retryCount <= spec.retryLimit; retryCount++) {
          Object.assign(job, { state: 'running', retryCount });
          try {
            const output = (await handler(data, { id, retryCount })) ?? null;
            Object.assign(job, { state: 'completed', endedAt: new Date().toISOString() });
            return output;
          } catch (error) {
            this.failures.push({ queue: spec.name, error, job: { id, retryCount } });
            job.error = error instanceof Error ? error.message : String(error);
          }
        }
        Object.assign(job, { state: 'failed', endedAt: new Date().toISOString() });
        return null;
      });
    if (options.singletonKey) this.pendingByKey.set(key, id);
    const ended = task.then(() => {
      if (this.pendingByKey.get(key) === id) this.pendingByKey.delete(key);
    });
    this.tails.set(key, ended);
    this.running.add(ended);
    this.byId.set(id, task);
    void ended.finally(() => this.running.delete(ended));
    return id;
  }

  /** A job sent before its queue has a handler waits for `work()`, as a stored job waits for a worker. */
  private handlerOf(queue: string): Promise<JobHandler<unknown>> {
    const handler = this.handlers.get(queue);
    if (handler) return Promise.resolve(handler);
    return new Promise((resolve) => {
      const list = this.early.get(queue) ?? [];
      list.push(() => resolve(this.handlers.get(queue)!));
      this.early.set(queue, list);
    });
  }

  start = async (): Promise<void> => undefined;

  async report(queues: readonly QueueSpec[], limit = 20): Promise<JobQueueReport> {
    const names = queues.map((q) => q.name);
    const mine = this.jobs.filter((j) => names.includes(j.queue));
    const count = (queue: string, state: QueueJob['state']) => mine.filter((j) => j.queue === queue && j.state === state).length;
    return {
      queues: names.map((queue) => ({ queue, waiting: count(queue, 'waiting'), running: count(queue, 'running'), retry: count(queue, 'retry'), failed: count(queue, 'failed'), completed: count(queue, 'completed') })),
      recent: mine.slice(-limit).reverse().map((j) => ({ ...j })),
    };
  }

  async settled(id: string): Promise<unknown> {
    return (await this.byId.get(id)) ?? null;
  }

  async join(spec: QueueSpec, singletonKey: string): Promise<string | null> {
    return this.pendingByKey.get(`${spec.name}\u0000${singletonKey}`) ?? null;
  }

  /** Jobs here start on the next turn of the event loop, so one found by `join` has always been taken. */
  async withdraw(): Promise<boolean> {
    return false;
  }

  async stop(): Promise<void> {
    await this.whenIdle();
  }

  async whenIdle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
