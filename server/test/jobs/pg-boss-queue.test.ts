import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../src/db/migrate';
import type { JobQueue, QueueSpec } from '../../src/jobs/job-queue';
import { createPgBossQueue } from '../../src/jobs/pg-boss-queue';
import { logger } from '../../src/logger';
import { openTestDatabase, type TestDatabase } from '../helpers/test-db';

const silent = logger.child({}, { level: 'silent' });
let database: TestDatabase;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const q of queues) await q.stop(1_000);
  await database.close();
});

let counter = 0;
/** A queue of this test's own (a fresh name, so no other test's jobs are in it). */
function spec(overrides: Partial<QueueSpec> = {}): QueueSpec {
  return { name: `test-queue-${++counter}`, policy: 'stately', retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 60, concurrency: 1, ...overrides };
}

function queue(options: { pollMs?: number; maintenanceSeconds?: number; expireInSeconds?: number } = {}): JobQueue {
  const q = createPgBossQueue({ db: database.db, logger: silent, pollMs: options.pollMs ?? 200, ...options });
  queues.push(q);
  return q;
}

/** A promise the test resolves by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the pg-boss job queue', () => {
  it('when a job is sent, then the worker runs it once with its data and whenIdle settles after it', async () => {
    const q = queue();
    const s = spec();
    const seen: unknown[] = [];
    q.work<{ n: number }>(s, async (data) => void seen.push(data));
    const id = await q.send(s, { n: 7 });
    expect(id).toEqual(expect.any(String));
    await q.whenIdle();
    expect(seen).toEqual([{ n: 7 }]);
  });

  it('when a handler throws, then the job is tried again up to its retry limit and then stays failed', async () => {
    const q = queue();
    const s = spec({ retryLimit: 2 });
    const attempts: number[] = [];
    q.work(s, async (_data, job) => {
      attempts.push(job.retryCount);
      throw new Error('feed unreachable');
    });
    await q.send(s, {});
    await until(() => attempts.length === 3);
    expect(attempts).toEqual([0, 1, 2]);
    // No fourth attempt comes.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(attempts).toHaveLength(3);
  });

  it('when jobs share a singleton key on a stately queue, then they never run at once and only one more waits while one runs', async () => {
    const q = queue();
    const s = spec({ concurrency: 3 });
    const release = gate();
    let active = 0;
    let most = 0;
    let runs = 0;
    q.work(s, async () => {
      active += 1;
      most = Math.max(most, active);
      runs += 1;
      await release.opened;
      active -= 1;
    });
    expect(await q.send(s, {}, { singletonKey: 'global' })).not.toBeNull();
    await until(() => runs === 1);
    expect(await q.send(s, {}, { singletonKey: 'global' })).not.toBeNull();
    // A third while one waits and one runs is dropped: the waiting one will do the same work.
    expect(await q.send(s, {}, { singletonKey: 'global' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs).toBe(1);
    release.open();
    await q.whenIdle();
    expect(runs).toBe(2);
    expect(most).toBe(1);
  });

  it('when a short-policy queue gets a second job for a waiting key, then it is dropped, and other keys run side by side', async () => {
    const q = queue();
    const s = spec({ policy: 'short', concurrency: 2 });
    const release = gate();
    const keys: string[] = [];
    q.work<{ key: string }>(s, async ({ key }) => {
      keys.push(key);
      await release.opened;
    });
    const idle = queue();
    // Sent by a process that does not work this queue, so both wait.
    expect(await idle.send(s, { key: 'a' }, { singletonKey: 'company:1' })).not.toBeNull();
    expect(await idle.send(s, { key: 'a' }, { singletonKey: 'company:1' })).toBeNull();
    expect(await idle.send(s, { key: 'b' }, { singletonKey: 'company:2' })).not.toBeNull();
    await q.start();
    await until(() => keys.length === 2);
    expect(keys.sort()).toEqual(['a', 'b']);
    release.open();
  });

  /** A worker that takes the job sent with `data` and never comes back, as if its process had been killed. */
  async function abandonedJob(s: QueueSpec, data: object): Promise<void> {
    const dead = queue({ maintenanceSeconds: 1 });
    const started = gate();
    dead.work(s, async () => {
      started.open();
      await new Promise(() => undefined);
    });
    await dead.send(s, data);
    await started.opened;
  }

  it('when the process running a job goes away mid-job, then the job expires and another process finishes it', async () => {
    const s = spec({ expireInSeconds: 1, retryLimit: 1 });
    await abandonedJob(s, { story: 'solar' });
    const survivor = queue({ maintenanceSeconds: 1 });
    const finished: unknown[] = [];
    survivor.work(s, async (data, job) => void finished.push({ data, retryCount: job.retryCount }));
    await survivor.start();
    await until(() => finished.length === 1, 15_000);
    expect(finished).toEqual([{ data: { story: 'solar' }, retryCount: 1 }]);
  }, 20_000);

  it('when the process running a job dies, then no process takes the job up before it expires, and once it has expired another finishes it exactly once', async () => {
    const s = spec({ expireInSeconds: 3600, retryLimit: 2 });
    await abandonedJob(s, { story: 'heat' });
    const survivor = queue({ pollMs: 50, maintenanceSeconds: 1 });
    const finished: unknown[] = [];
    survivor.work(s, async (data, job) => {
      finished.push({ data, retryCount: job.retryCount });
      return { by: 'survivor' };
    });
    await survivor.start();
    // Within its hour it counts as running, though its worker is gone: pg-boss's expiry check, every second here,
    // leaves it alone and no process takes it.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(finished).toEqual([]);
    expect((await survivor.report([s])).recent[0]).toMatchObject({ state: 'running', retryCount: 0 });

    // Its hour passed (its start moved back an hour rather than waited for): failed by the expiry check into its
    // retry, which the live process runs, once.
    await database.db.execute(sql`update pgboss.job set started_on = now() - interval '1 hour 1 second' where name = ${s.name} and state = 'active'`);
    await until(() => finished.length === 1, 10_000);
    // Long enough for a second copy to show up if there were one.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(finished).toEqual([{ data: { story: 'heat' }, retryCount: 1 }]);
    expect((await survivor.report([s])).recent).toEqual([expect.objectContaining({ state: 'completed', retryCount: 1 })]);
  }, 20_000);

  it('when a process is given an expiry of its own (JOB_EXPIRE_SECONDS), then the jobs it sends expire after it instead of their queue\'s, and others\' keep their queue\'s', async () => {
    const s = spec({ expireInSeconds: 3600 });
    const short = queue({ expireInSeconds: 5 });
    const plain = queue();
    const ids = [await short.send(s, { n: 1 }, { singletonKey: 'a' }), await plain.send(s, { n: 2 }, { singletonKey: 'b' })];
    const expiry = async (id: string | null) =>
      Number(((await database.db.execute(sql`select extract(epoch from expire_in) as seconds from pgboss.job where id = ${id}::uuid`)).rows[0] as { seconds: string | number }).seconds);
    expect([await expiry(ids[0]!), await expiry(ids[1]!)]).toEqual([5, 3600]);
  });

  it('when a queue starts reclaiming on a database only it may use, then a job a dead process left running is retried at once, not when it expires', async () => {
    const s = spec({ expireInSeconds: 3600, retryLimit: 1 });
    await abandonedJob(s, { story: 'grid' });
    const restarted = queue();
    const finished: unknown[] = [];
    restarted.work(s, async (data, job) => void finished.push({ data, retryCount: job.retryCount }));
    await restarted.start({ reclaimActive: true });
    await until(() => finished.length === 1, 5_000);
    expect(finished).toEqual([{ data: { story: 'grid' }, retryCount: 1 }]);
    const [job] = (await restarted.report([s])).recent;
    expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
  });

  it('when stopped while a job runs, then stop waits for it, and a queue that was never used stops at once', async () => {
    const q = queue();
    const s = spec();
    const release = gate();
    const started = gate();
    let done = false;
    q.work(s, async () => {
      started.open();
      await release.opened;
      done = true;
    });
    await q.send(s, {});
    await started.opened;
    setTimeout(release.open, 100);
    await q.stop(5_000);
    expect(done).toBe(true);

    const idle = queue();
    const before = performance.now();
    await idle.start();
    await idle.stop();
    expect(performance.now() - before).toBeLessThan(1_000);
  });

  it('when jobs wait, run and fail, then the report counts each state and lists the newest with the reason', async () => {
    const q = queue();
    const worked = spec({ retryLimit: 2, retryDelaySeconds: 600, concurrency: 2 });
    const idle = spec();
    const release = gate();
    const started = gate();
    q.work<{ fail: boolean }>(worked, async ({ fail }) => {
      if (fail) throw new Error('feed unreachable');
      started.open();
      await release.opened;
    });
    const failing = await q.send(worked, { fail: true });
    await q.settled(failing!);
    await q.send(worked, { fail: false });
    await started.opened;
    await q.send(idle, {});
    const report = await q.report([worked, idle]);
    release.open();
    expect(report.queues).toEqual([
      { queue: worked.name, waiting: 0, running: 1, retry: 1, failed: 0, completed: 0 },
      { queue: idle.name, waiting: 1, running: 0, retry: 0, failed: 0, completed: 0 },
    ]);
    expect(report.recent.map((j) => [j.queue, j.state, j.error])).toEqual([
      [idle.name, 'waiting', null],
      [worked.name, 'running', null],
      [worked.name, 'retry', 'feed unreachable'],
    ]);
    expect(report.recent[2]).toMatchObject({ id: failing, retryLimit: 2, startedAt: expect.any(String) });
  });

  it('when the schema is installed again (a second process migrating), then nothing fails and queued jobs stay', async () => {
    const q = queue();
    const s = spec();
    q.work(s, async () => undefined);
    await q.stop();
    const idle = queue();
    await idle.send(s, { kept: true });
    await migrateDatabase(database);
    const later = queue();
    const seen: unknown[] = [];
    later.work(s, async (data) => void seen.push(data));
    await later.start();
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ kept: true }]);
  });
});
