import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue, QueueSpec } from '../../src/jobs/job-queue';
import { createPgBossQueue } from '../../src/jobs/pg-boss-queue';
import { logger } from '../../src/logger';
import { openTestDatabase, type TestDatabase } from '../helpers/test-db';

const silent = logger.child({}, { level: 'silent' });
const worker = path.join(import.meta.dirname, 'fixtures', 'crashing-worker.ts');

/** Starts the worker process and resolves with it and a way to wait for a line it prints. */
function startWorker(url: string, spec: QueueSpec) {
  const child = spawn(process.execPath, ['--import', 'tsx', worker], {
    env: { ...process.env, CRASH_DATABASE_URL: url, CRASH_QUEUE: JSON.stringify(spec), LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const line = (prefix: string, ms = 30_000) =>
    new Promise<string>((resolve, reject) => {
      const end = Date.now() + ms;
      const look = () => {
        const found = out.split('\n').find((l) => l.startsWith(prefix));
        if (found) return resolve(found);
        if (Date.now() > end || child.exitCode !== null) return reject(new Error(`worker never printed "${prefix}": ${out}`));
        setTimeout(look, 25);
      };
      look();
    });
  return { child, line };
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe.runIf(process.env.TEST_DATABASE_URL)('a job whose process is killed (PostgreSQL)', () => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    for (const q of queues) await q.stop(1_000);
    await database.close();
  });

  it('when the process running a job is killed with SIGKILL mid-job, then once the job has expired a live process finishes it exactly once', async () => {
    // The queue's own expiry is an hour; the sending process shortens it to 3 s for its jobs, as JOB_EXPIRE_SECONDS
    // does for a server, so the test need not wait the hour.
    const spec: QueueSpec = { name: 'test-crash-mid-job', policy: 'stately', retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 3600, concurrency: 1 };
    const expireInSeconds = 3;
    const sender = createPgBossQueue({ db: database.db, logger: silent, expireInSeconds });
    queues.push(sender);
    // Sent before the worker starts: this queue of the test's own is then created here alone (two processes creating
    // one queue at once can deadlock in pg-boss's createQueue; the app's queues are made by the migrations).
    const jobId = await sender.send(spec, { companyId: 42 }, { singletonKey: 'company:42' });
    const { child, line } = startWorker(database.url!, spec);
    await line('ready');
    const started = await line('started');
    expect(started).toBe(`started ${jobId}`);
    const jobRow = async () =>
      (await database.db.execute(sql`select state::text as state, retry_count, started_on from pgboss.job where id = ${jobId}::uuid`)).rows[0] as { state: string; retry_count: number; started_on: Date | string };
    const firstStart = new Date((await jobRow()).started_on).getTime();
    child.kill('SIGKILL');
    await exited(child);
    expect(child.signalCode).toBe('SIGKILL');

    // The survivor: pg-boss's maintenance (every second here) fails the expired job into its retry.
    const finished: Array<{ id: string; retryCount: number; data: unknown }> = [];
    const survivor = createPgBossQueue({ db: database.db, logger: silent, pollMs: 100, maintenanceSeconds: 1 });
    queues.push(survivor);
    survivor.work(spec, async (data, job) => void finished.push({ id: job.id, retryCount: job.retryCount, data }));
    await survivor.start();
    const end = Date.now() + 20_000;
    while (finished.length === 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
    // Long enough for a second copy to show up if there were one.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(finished).toEqual([{ id: jobId, retryCount: 1, data: { companyId: 42 } }]);
    const row = await jobRow();
    expect(row).toMatchObject({ state: 'completed', retry_count: 1 });
    // Taken up once its 3 s had passed (both times the database's), not before: expiry decides, nothing else.
    expect(new Date(row.started_on).getTime() - firstStart).toBeGreaterThanOrEqual(expireInSeconds * 1000);
  }, 60_000);
});
