import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { JobHandler, JobQueue, QueueSpec, SendOptions, SettledOptions, StartOptions } from './job-queue';
import { pgBossDb } from './pg-boss-db';
import { activeJobs, pendingJob, readQueueReport, withdrawWaiting } from './queue-report';
import { QUEUE_SCHEMA, queueOptions } from './queue-schema';

export interface PgBossQueueDeps {
  db: Db;
  logger: Logger;
  /** How often an idle worker looks for jobs other processes sent (this process's own sends wake it at once). */
  pollMs?: number;
  /**
   * How often expired jobs (cut short by a crash) are failed into their retry; pg-boss's maintenance, which one
   * process runs per interval for the whole database. Default 60 s, or `expireInSeconds` when that is shorter.
   */
  maintenanceSeconds?: number;
  /**
   * Every job this process sends expires after this many seconds instead of its queue's own figure (queues.ts):
   * config's JOB_EXPIRE_SECONDS, for a test that kills a process mid-job on PostgreSQL and cannot wait out the
   * real expiry. Never shorter than a job's honest run: an expired job still running is started a second time.
   */
  expireInSeconds?: number;
}

const POLL_MS = 2_000;
const MAINTENANCE_SECONDS = 60;
/** States after which a job sent here no longer keeps `whenIdle` waiting. */
const SETTLED = new Set(['completed', 'cancelled', 'failed', 'retry']);
/** States a job never leaves. */
const ENDED = new Set(['completed', 'cancelled', 'failed']);

const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * The job queue on pg-boss 10 (PostgreSQL or PGlite). pg-boss stores, retries, expires and hands out jobs; this
 * wrapper runs its own small fetch loop per queue instead of pg-boss's `work()`, because `work()` cannot be
 * awaited to a standstill: a fetch in flight when it stops still starts its job afterwards, which in a test (or
 * at shutdown) would write into a closed database. Here `stop()` ends every loop and awaits every handler.
 */
export function createPgBossQueue(deps: PgBossQueueDeps): JobQueue {
  const { logger } = deps;
  const executor = pgBossDb(deps.db);
  const pollMs = deps.pollMs ?? POLL_MS;
  const workers = new Map<string, { spec: QueueSpec; handler: JobHandler<unknown> }>();
  /** Jobs sent by this process, by id, with their queue: what `whenIdle` waits for. */
  const sent = new Map<string, string>();
  const sleepers = new Map<string, Set<() => void>>();
  const loops = new Set<Promise<void>>();
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let stopping = false;
  let running = 0;
  /** Jobs this process is running now, settling when each has been completed or failed. */
  const workingOn = new Map<string, Promise<object | null>>();
  /** Outputs of jobs sent and run here, for a `settled` asked after the job already ended (a few kept). */
  const finished = new Map<string, object | null>();
  /** Queues this process has made sure exist (the migrations create the app's; a test's own are created here). */
  const ensured = new Map<string, Promise<void>>();

  function ensureQueue(b: PgBoss, spec: QueueSpec): Promise<void> {
    let done = ensured.get(spec.name);
    if (!done) {
      done = b.createQueue(spec.name, queueOptions(spec));
      ensured.set(spec.name, done);
      done.catch(() => ensured.delete(spec.name));
    }
    return done;
  }

  function sleep(queue: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const set = sleepers.get(queue) ?? new Set();
      sleepers.set(queue, set);
      const wake = () => {
        clearTimeout(timer);
        set.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      set.add(wake);
    });
  }

  const wake = (queue: string) => {
    for (const w of [...(sleepers.get(queue) ?? [])]) w();
  };

  async function runJob(b: PgBoss, spec: QueueSpec, handler: JobHandler<unknown>, job: PgBoss.JobWithMetadata<unknown>) {
    running += 1;
    let output: object | null = null;
    let done!: (output: object | null) => void;
    workingOn.set(job.id, new Promise<object | null>((resolve) => (done = resolve)));
    // Which process took which job (pino adds the pid): for following a job across servers.
    logger.debug({ queue: spec.name, jobId: job.id, retryCount: job.retryCount }, 'job started');
    try {
      let failed = false;
      let failure: unknown;
      try {
        output = (await handler(job.data, { id: job.id, retryCount: job.retryCount })) ?? null;
      } catch (err) {
        [failed, failure, output] = [true, err, null];
      }
      if (!failed) {
        // Recorded apart from the work: a failure to record a finished job must not make it run again.
        await b.complete(spec.name, job.id, output ?? undefined).catch((err: unknown) => logger.error({ err, queue: spec.name }, 'could not record a finished job'));
      } else {
        logger.warn({ err: failure, queue: spec.name, jobId: job.id, retryCount: job.retryCount }, 'job failed');
        // The reason is kept on the job (its output), which the admin's queue view shows.
        await b.fail(spec.name, job.id, { message: errorMessage(failure) }).catch((err: unknown) => logger.error({ err, queue: spec.name }, 'could not record a job failure'));
      }
    } finally {
      running -= 1;
      if (sent.delete(job.id)) {
        finished.set(job.id, output);
        for (const old of finished.keys()) if (finished.size > 100) finished.delete(old);
      }
      workingOn.delete(job.id);
      done(output);
    }
  }

  async function loop(b: PgBoss, spec: QueueSpec, handler: JobHandler<unknown>): Promise<void> {
    await ensureQueue(b, spec).catch((err: unknown) => logger.error({ err, queue: spec.name }, 'could not create a job queue'));
    while (!stopping) {
      let job: PgBoss.JobWithMetadata<unknown> | undefined;
      try {
        [job] = await b.fetch<unknown>(spec.name, { batchSize: 1, includeMetadata: true });
      } catch (err) {
        logger.warn({ err, queue: spec.name }, 'could not fetch jobs');
      }
      if (stopping && job) {
        // Fetched while stopping: handed back for another process (or the next start) rather than run now.
        await b.fail(spec.name, job.id, { message: 'the process stopped before the job began' }).catch(() => undefined);
        break;
      }
      if (job) await runJob(b, spec, handler, job);
      else await sleep(spec.name, pollMs);
    }
  }

  function startLoops(b: PgBoss, spec: QueueSpec, handler: JobHandler<unknown>): void {
    for (let i = 0; i < spec.concurrency; i++) {
      const l = loop(b, spec, handler).finally(() => loops.delete(l));
      loops.add(l);
    }
  }

  /** See StartOptions.reclaimActive: the jobs are failed (a retry each) before this process starts working. */
  async function reclaimActive(b: PgBoss): Promise<void> {
    const byQueue = await activeJobs(executor);
    for (const [queue, ids] of byQueue) {
      for (const id of ids) await b.fail(queue, id, { message: 'the process running it stopped' });
    }
    const count = [...byQueue.values()].reduce((n, ids) => n + ids.length, 0);
    if (count > 0) logger.warn({ count }, 'jobs cut short by an earlier stop are queued again');
  }

  async function open(options: StartOptions): Promise<PgBoss> {
    const b = new PgBoss({
      db: executor,
      schema: QUEUE_SCHEMA,
      // The schema and the queues are installed with the migrations (queue-schema.ts); here only checked.
      migrate: false,
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: deps.maintenanceSeconds ?? Math.min(MAINTENANCE_SECONDS, deps.expireInSeconds ?? MAINTENANCE_SECONDS),
    });
    b.on('error', (err) => logger.warn({ err }, 'job queue error'));
    await b.start();
    if (options.reclaimActive) await reclaimActive(b);
    stopping = false;
    for (const { spec, handler } of workers.values()) startLoops(b, spec, handler);
    boss = b;
    return b;
  }

  const started = (options: StartOptions = {}): Promise<PgBoss> =>
    boss ? Promise.resolve(boss) : (starting ??= open(options).finally(() => (starting = null)));

  /** Forgets sent jobs that ended (or went to another process and ended there). */
  async function pruneSent(b: PgBoss): Promise<void> {
    for (const [id, queue] of [...sent]) {
      const job = await b.getJobById(queue, id, { includeArchive: true }).catch(() => null);
      if (!job || SETTLED.has(job.state)) sent.delete(id);
    }
  }

  return {
    work(spec, handler) {
      if (workers.has(spec.name)) throw new Error(`queue ${spec.name} already has a handler`);
      const entry = { spec, handler: handler as JobHandler<unknown> };
      workers.set(spec.name, entry);
      if (boss && !stopping) startLoops(boss, spec, entry.handler);
    },

    async send(spec, data, options: SendOptions = {}) {
      const b = await started();
      await ensureQueue(b, spec);
      const id = await b.send(spec.name, data, {
        singletonKey: options.singletonKey,
        singletonSeconds: options.singletonSeconds,
        ...(deps.expireInSeconds ? { expireInSeconds: deps.expireInSeconds } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      });
      if (id) {
        sent.set(id, spec.name);
        wake(spec.name);
      }
      return id;
    },

    start: async (options) => void (await started(options)),

    async stop(waitMs = 10_000) {
      const b = boss ?? (starting ? await starting.catch(() => null) : null);
      if (!b) return;
      stopping = true;
      for (const queue of sleepers.keys()) wake(queue);
      // Bounded: a handler still running after the wait keeps its job 'active' until it expires, then it is
      // retried by whichever process is alive.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...loops]), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
      await b.stop({ graceful: false, close: false });
      boss = null;
      ensured.clear();
      sent.clear();
    },

    async settled(id, options: SettledOptions = {}) {
      const through = options.throughRetries === true;
      const ends = through ? ENDED : SETTLED;
      // Read once: several callers may await one job (jobs/awaited.ts joins), and the first to see it end forgets it.
      const queue = sent.get(id) ?? options.queue?.name;
      for (let polls = 0; ; polls++) {
        const b = boss;
        // Kept (a hundred at most) rather than taken: another caller may be waiting for the same job. A failed
        // attempt (null) is not the end for a caller waiting through retries: the stored state says what follows.
        const kept = finished.has(id) ? (finished.get(id) ?? null) : undefined;
        if (kept !== undefined && (kept !== null || !through)) return kept;
        if (!b || stopping || !queue) return null;
        const local = kept === undefined ? workingOn.get(id) : undefined;
        if (local) {
          const output = await local;
          if (output !== null || !through) return output;
        }
        // Waiting, or worked by another process: its stored state says (often at first, then less so).
        const job = await b.getJobById(queue, id, { includeArchive: true }).catch(() => null);
        if (!job || ends.has(job.state)) {
          sent.delete(id);
          return job?.state === 'completed' ? job.output : null;
        }
        await pause(polls < 10 ? 20 : 250);
      }
    },

    async join(spec, singletonKey) {
      await started();
      // Not recorded as sent: a caller that only looks (sendUnlessPending) must not leave an id behind for good.
      return pendingJob(executor, spec.name, singletonKey);
    },

    async withdraw(spec, id) {
      await started();
      const withdrawn = await withdrawWaiting(executor, spec.name, id);
      if (withdrawn) sent.delete(id);
      return withdrawn;
    },

    report: (queues, limit = 20) => readQueueReport(executor, queues.map((q) => q.name), limit),

    async whenIdle() {
      for (;;) {
        const b = boss;
        if (!b || stopping || (sent.size === 0 && running === 0)) return;
        if (running === 0) await pruneSent(b);
        if (sent.size > 0 || running > 0) await pause(20);
      }
    },
  };
}
