import { contactsResponseSchema, topicCleanupResponseSchema } from '@newsjack/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cacheEntries, discoveredTopics, sessions } from '../../src/db/schema';
import { sendOrJoin } from '../../src/jobs/awaited';
import type { JobHandler, JobQueue, QueueSpec } from '../../src/jobs/job-queue';
import { CONTACTS_QUEUE, MAINTENANCE_QUEUE } from '../../src/jobs/queues';
import { createPgBossQueue } from '../../src/jobs/pg-boss-queue';
import { logger } from '../../src/logger';
import { HOUR, seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { openTestDatabase, type TestDatabase } from '../helpers/test-db';

/**
 * Contact generation, the admin's cleanups and the AI cache's clearing and pruning run as jobs (decision 0041): the
 * request waits for its job's answer, a second request for the same work joins the job already there, and a job
 * whose process died is finished by a live one, with the waiting request answered all the same.
 */
const silent = logger.child({}, { level: 'silent' });
let database: TestDatabase;
let t: TestApp;
let admin: SignedUp;
let alice: SignedUp;
const extraQueues: JobQueue[] = [];
const servers: TestApp[] = [];
/** Every slow server's release: after each test none is left holding a job. */
const releases: Array<() => void> = [];
let aliceCompany: number;

type JobRow = { id: string; state: string; retry_count: number; key: string | null };
async function jobsOf(queue: string, key?: string): Promise<JobRow[]> {
  const { rows } = await t.db.execute(
    sql`select id::text as id, state::text as state, retry_count, singleton_key as key from pgboss.job
         where name = ${queue} and (${key ?? null}::text is null or singleton_key = ${key ?? null}) order by created_on`,
  );
  return rows as JobRow[];
}

async function until(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function seedTopic(title: string, lastSeenHoursAgo: number): Promise<void> {
  await t.db.insert(discoveredTopics).values({ rawTitle: title, normalizedTitle: title.toLowerCase(), lastSeenAt: new Date(Date.now() - lastSeenHoursAgo * HOUR) });
}

/**
 * A second server on the same database whose every job waits until `release()` before its (real) handler runs: a
 * job it takes is running elsewhere for as long as the test needs.
 */
async function slowServer() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  releases.push(() => release());
  const taken: string[] = [];
  const queue = createPgBossQueue({ db: database.db, logger: silent, pollMs: 50 });
  const slowed: JobQueue = {
    ...queue,
    work: <T>(spec: QueueSpec, handler: JobHandler<T>) =>
      queue.work<T>(spec, async (data, job) => {
        taken.push(job.id);
        await opened;
        return handler(data, job);
      }),
  };
  const other = await createTestApp({ database, deps: { jobs: slowed } });
  servers.push(other);
  return { t: other, taken, release };
}

/** The jobs this app's requests found pending and joined, one entry per look (a request looks twice: sendOrJoin). */
const joined: string[] = [];
/** Settles once this app's requests have looked at job `id` `times` times: they are waiting for it, not yet to send. */
const joinedTimes = (id: string | null, times: number) => until(async () => joined.filter((j) => j === id).length >= times);

beforeAll(async () => {
  database = await openTestDatabase();
  // The app's own queue, checking for expired jobs every second (60 s in a server) so a crash is seen quickly. It
  // polls for work far less often than a slow server (below, every 50 ms): a job a test sends for the slow server to
  // hold must be taken by it, and at 200 ms this app took it first about one run in eight (the test then waited for
  // a job that had already finished, and the slow server held the next test's job for ever).
  const queue = createPgBossQueue({ db: database.db, logger: silent, pollMs: 2000, maintenanceSeconds: 1 });
  const jobs: JobQueue = {
    ...queue,
    join: async (spec, key) => {
      const id = await queue.join(spec, key);
      if (id) joined.push(id);
      return id;
    },
  };
  t = await createTestApp({ database, deps: { jobs } });
  admin = await signUp(t.app, { admin: true });
  alice = await signUp(t.app);
  aliceCompany = await seedCompany(t.db, alice.userId, { companyName: 'Ledgerline' });
  await t.deps.discovery.runGlobalCycle('manual');
}, 120_000);
// A slow server is released and closed after its test: left running, a released one (polling every 50 ms, on every
// queue) took the next test's job before that test's own slow server could, which then waited for ever for it.
afterEach(async () => {
  for (const release of releases.splice(0)) release();
  for (const other of servers.splice(0)) await other.close();
});
afterAll(async () => {
  for (const q of extraQueues) await q.stop(100);
  await t.close();
  await database.close();
});

describe('work a request waits for, as jobs', () => {
  it('when a process dies running a cleanup, then a live process finishes it and the admin waiting for it gets the answer', async () => {
    await seedTopic('Crash survivor topic', 900);
    // The process that dies: it takes the cleanup job, starts it, and never finishes.
    const dying = createPgBossQueue({ db: t.db, logger: silent, pollMs: 50 });
    extraQueues.push(dying);
    let taken = false;
    dying.work(MAINTENANCE_QUEUE, async () => {
      taken = true;
      await new Promise(() => undefined);
    });
    const jobId = await dying.send(MAINTENANCE_QUEUE, { task: 'topics', hours: 720 }, { singletonKey: 'topics:720' });
    await until(async () => taken);
    await dying.stop(10);
    // The admin asks for the same cleanup meanwhile: the request waits for that job rather than starting a second.
    const answer = admin.delete('/api/admin/discovered-topics/cleanup').send({ olderThanHours: 720 }).then((res) => res);
    await until(async () => (await jobsOf(MAINTENANCE_QUEUE.name, 'topics:720')).length === 1);
    // Ten minutes pass (the queue's expiry for a maintenance job) and the retry's backoff: set in the stored job.
    await t.db.execute(sql`update pgboss.job set started_on = now() - interval '1 hour' where id = ${jobId}::uuid`);
    await until(async () => (await jobsOf(MAINTENANCE_QUEUE.name, 'topics:720'))[0]?.state === 'retry');
    await t.db.execute(sql`update pgboss.job set start_after = now() where id = ${jobId}::uuid`);

    const res = await answer;
    expect(res.status).toBe(200);
    const body = topicCleanupResponseSchema.parse(res.body);
    expect(body.results.deleted).toBeGreaterThanOrEqual(1);
    expect(body.message).toBe(`Evaluated ${body.results.evaluated} topics older than 720 hours`);
    // One job, tried twice (the dead process's attempt, the live one's), completed once.
    expect(await jobsOf(MAINTENANCE_QUEUE.name, 'topics:720')).toEqual([{ id: jobId, state: 'completed', retry_count: 1, key: 'topics:720' }]);
  }, 60_000);

  it('when the same outlet is generated twice while its job runs elsewhere, then both requests join that one job', async () => {
    const other = await slowServer();
    const key = `${aliceCompany}:the circuit ledger`;
    const jobId = await other.t.deps.jobs.send(CONTACTS_QUEUE, { userId: alice.userId, companyId: aliceCompany, outlet: 'The Circuit Ledger' }, { singletonKey: key });
    await until(async () => other.taken.length === 1);
    const requests = Promise.all([
      alice.post('/api/contacts/generate').send({ outlet: 'The Circuit Ledger' }),
      alice.post('/api/contacts/generate').send({ outlet: 'the circuit ledger' }),
    ]);
    // Both requests have found the job and wait for it (on a loaded machine they may take a while to get there).
    await joinedTimes(jobId, 4);
    other.release();
    const [first, second] = await requests;
    expect([first.status, second.status]).toEqual([200, 200]);
    const names = (res: typeof first) => contactsResponseSchema.parse(res.body).map((c) => c.name).sort();
    expect(names(first).length).toBeGreaterThan(0);
    expect(names(second)).toEqual(names(first));
    expect(await jobsOf(CONTACTS_QUEUE.name, key)).toEqual([{ id: jobId, state: 'completed', retry_count: 0, key }]);
    expect(other.taken).toEqual([jobId]);
  });

  it('when an outlet has no journalists, then the job stores the refusal and the request answers its 404, never retried', async () => {
    const res = await alice.post('/api/contacts/generate').send({ outlet: 'No Such Outlet Weekly' });
    expect(res.status).toBe(404);
    const jobs = (await jobsOf(CONTACTS_QUEUE.name)).filter((j) => j.key?.endsWith('no such outlet weekly'));
    expect(jobs).toEqual([expect.objectContaining({ state: 'completed', retry_count: 0 })]);
  });

  it('when two admins clean up topics of the same age while that cleanup runs elsewhere, then both read its one result', async () => {
    await seedTopic('Stale topic one', 400);
    await seedTopic('Stale topic two', 400);
    const other = await slowServer();
    const jobId = await other.t.deps.jobs.send(MAINTENANCE_QUEUE, { task: 'topics', hours: 300 }, { singletonKey: 'topics:300' });
    await until(async () => other.taken.length === 1);
    const requests = Promise.all([
      admin.delete('/api/admin/discovered-topics/cleanup').send({ olderThanHours: 300 }),
      admin.delete('/api/admin/discovered-topics/cleanup').send({ olderThanHours: 300 }),
    ]);
    await joinedTimes(jobId, 4);
    other.release();
    const [a, b] = await requests;
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(topicCleanupResponseSchema.parse(a.body).results.deleted).toBe(2);
    expect(b.body).toEqual(a.body);
    expect(await jobsOf(MAINTENANCE_QUEUE.name, 'topics:300')).toEqual([{ id: jobId, state: 'completed', retry_count: 0, key: 'topics:300' }]);
  });

  it('when a request sent its job just after another request had sent the same one, then its own is withdrawn and it joins the first', async () => {
    const other = await slowServer();
    const key = 'global-trends:5000';
    const first = await other.t.deps.jobs.send(MAINTENANCE_QUEUE, { task: 'global-trends', hours: 5000 }, { singletonKey: key });
    await until(async () => other.taken.length === 1);
    // This request looked before the other had sent, so it found nothing and sends its own.
    let looked = false;
    const late: JobQueue = { ...t.deps.jobs, join: (spec, k) => (looked ? t.deps.jobs.join(spec, k) : ((looked = true), Promise.resolve(null))) };
    expect(await sendOrJoin(late, MAINTENANCE_QUEUE, { task: 'global-trends', hours: 5000 }, key)).toBe(first);
    other.release();
    await until(async () => (await jobsOf(MAINTENANCE_QUEUE.name, key)).some((j) => j.state === 'completed'));
    expect((await jobsOf(MAINTENANCE_QUEUE.name, key)).map((j) => [j.id === first, j.state])).toEqual([
      [true, 'completed'],
      [false, 'cancelled'],
    ]);
  });

  it('when the admin clears the cache and cleans up global trends, then each is one job and answers as before', async () => {
    const cleared = await admin.delete('/api/admin/cache/clear').send({});
    expect(cleared.status).toBe(200);
    expect(cleared.body.message).toMatch(/^Cleared \d+ cache entries$/);
    const trends = await admin.delete('/api/admin/global-trends/cleanup').send({ olderThanHours: 8760 });
    expect(trends.status).toBe(200);
    expect(trends.body).toEqual({ message: 'Deleted 0 global trends older than 8760 hours', deleted: 0 });
    expect(await jobsOf(MAINTENANCE_QUEUE.name, 'cache-clear:all')).toEqual([expect.objectContaining({ state: 'completed' })]);
    expect(await jobsOf(MAINTENANCE_QUEUE.name, 'global-trends:8760')).toEqual([expect.objectContaining({ state: 'completed' })]);
  });

  it('when the periodic minute task fires again and again, then the pruning is stored once an hour and deletes expired cache entries and sessions', async () => {
    await t.db.insert(cacheEntries).values([
      { key: 'trend_search:expired', value: 1, expiresAt: new Date(Date.now() - 1000), hits: 0, createdAt: new Date() },
      { key: 'trend_search:live', value: 2, expiresAt: new Date(Date.now() + HOUR), hits: 0, createdAt: new Date() },
    ]);
    await t.db.insert(sessions).values([
      { sid: 'expired-session', sess: {}, expire: new Date(Date.now() - 1000) },
      { sid: 'live-session', sess: {}, expire: new Date(Date.now() + HOUR) },
    ]);
    // Every process queues it each minute (index.ts starts the periodic task whether or not discovery runs there),
    // paused or not: the queue's throttle stores one job per hour.
    await t.deps.discovery.pause(null);
    for (let i = 0; i < 3; i++) await t.deps.discovery.periodicTick();
    await until(async () => (await jobsOf(MAINTENANCE_QUEUE.name, 'prune-expired'))[0]?.state === 'completed');
    expect(await jobsOf(MAINTENANCE_QUEUE.name, 'prune-expired')).toHaveLength(1);
    const { rows } = await t.db.execute(sql`select key from cache_entries where key like 'trend_search:%' order by key`);
    expect(rows).toEqual([{ key: 'trend_search:live' }]);
    const left = await t.db.execute(sql`select sid from sessions where sid in ('expired-session', 'live-session')`);
    expect(left.rows).toEqual([{ sid: 'live-session' }]);
  });
});
