import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { companyProfiles, discoveryRuns, discoveryState, users } from '../../../src/db/schema';
import { INTERRUPTED_MESSAGE } from '../../../src/discovery/interrupted-runs';
import type { JobQueue } from '../../../src/jobs/job-queue';
import { createPgBossQueue } from '../../../src/jobs/pg-boss-queue';
import { GLOBAL_CYCLE_QUEUE } from '../../../src/jobs/queues';
import { updateState } from '../../../src/discovery/scheduler-state.repo';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-db';
import {
  ControlledSource,
  FakeClock,
  FakeCron,
  MINUTE,
  silent,
  storyItems,
  testService,
  type TestService,
} from './service-helpers';

/** A process killed mid-cycle left rows 'running'; the next process to start closes them. */
const START = new Date('2026-11-02T12:00:00.000Z');
let database: TestDatabase;
let db: Db;
let companyId: number;
let clock: FakeClock;
const services: TestService[] = [];
const queues: JobQueue[] = [];
/** A job queue on the test database, as a process has one (the in-process fake is one process's alone). */
const queue = (options: { maintenanceSeconds?: number } = {}) => {
  const q = createPgBossQueue({ db, logger: silent, pollMs: 100, ...options });
  queues.push(q);
  return q;
};

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const [user] = await db.insert(users).values({ email: 'crash@example.test' }).returning();
  const [company] = await db
    .insert(companyProfiles)
    .values({ userId: user!.id, companyName: 'Solaris', website: 'solaris.example' })
    .returning();
  companyId = company!.id;
});
afterAll(async () => {
  for (const q of queues.splice(0)) await q.stop(1_000);
  await database.close();
});

beforeEach(async () => {
  for (const s of services.splice(0)) await s.stop();
  for (const q of queues.splice(0)) await q.stop(1_000);
  await db.delete(discoveryRuns);
  await db.delete(discoveryState);
  clock = new FakeClock(START);
});

/** A discovery service as a freshly started process has it: created now, by the test clock. */
const boot = (options: Parameters<typeof testService>[1] = {}) => {
  const service = testService(db, { now: clock.now, cron: new FakeCron(), ...options });
  services.push(service);
  return service;
};

const openRun = async (values: Partial<typeof discoveryRuns.$inferInsert> & { minutesAgo: number }) => {
  const { minutesAgo, ...rest } = values;
  const [row] = await db
    .insert(discoveryRuns)
    .values({
      kind: 'global',
      trigger: 'schedule',
      status: 'running',
      startedAt: new Date(START.getTime() - minutesAgo * MINUTE),
      ...rest,
    })
    .returning({ id: discoveryRuns.id });
  return row!.id;
};
const run = async (id: number) => (await db.select().from(discoveryRuns).where(eq(discoveryRuns.id, id)))[0]!;
const statusRow = async () => (await db.select().from(discoveryState))[0]!;

describe('runs left running by a process that stopped mid-cycle', () => {
  it('when the service starts, then every scope’s runs still running from before are closed as failed with the reason', async () => {
    const global = await openRun({ minutesAgo: 30 });
    const personal = await openRun({ kind: 'personal', companyId, trigger: 'onboarding', minutesAgo: 10 });
    const finished = await openRun({
      status: 'succeeded',
      finishedAt: new Date(START.getTime() - 20 * MINUTE),
      minutesAgo: 25,
    });
    clock.advance(1);
    await boot().start();

    for (const id of [global, personal]) {
      expect(await run(id)).toMatchObject({ status: 'failed', errors: [INTERRUPTED_MESSAGE], finishedAt: clock.now() });
    }
    expect(await run(finished)).toMatchObject({ status: 'succeeded', errors: [] });
    expect(await statusRow()).toMatchObject({ status: 'running', isPaused: false });
  });

  it('when a run started after this process did, then start-up recovery leaves it running', async () => {
    const service = boot();
    const later = await openRun({ kind: 'personal', companyId, trigger: 'manual', minutesAgo: -1 });
    await service.start();
    expect(await run(later)).toMatchObject({ status: 'running', finishedAt: null });
  });

  it('when another instance is in the middle of a cycle, then its run is spared, and its job closed the older stale one as it began', async () => {
    const stale = await openRun({ minutesAgo: 60 * 24 });
    const source = new ControlledSource(() => storyItems(clock.now()));
    const other = boot({ source, jobs: queue() });
    source.hold();
    const entered = source.started();
    expect(await other.queueManualRun(null)).toBe(true);
    await entered;
    expect(await run(stale)).toMatchObject({ status: 'failed', errors: [INTERRUPTED_MESSAGE] });
    const [liveRow] = await db.select().from(discoveryRuns).where(eq(discoveryRuns.trigger, 'manual'));
    clock.advance(5);
    await boot({ jobs: queue() }).start();

    expect(await run(liveRow!.id)).toMatchObject({ status: 'running' });
    source.release();
    await other.whenIdle();
    const runs = await db.select().from(discoveryRuns).orderBy(asc(discoveryRuns.id));
    expect(runs.map((r) => r.status)).toEqual(['failed', 'succeeded']);
  });

  it('when a scheduled cycle\'s process dies mid-cycle, then a live process runs that slot again, once, though it no longer reads as due', async () => {
    await updateState(db, { nextRunAt: START, lastRunAt: new Date(START.getTime() - MINUTE), status: 'running', isPaused: false }, START);
    // The process that dies: its cycle waits on its source for good, and its queue stops.
    const stuck = new ControlledSource(() => storyItems(clock.now()));
    stuck.hold();
    const entered = stuck.started();
    const dyingQueue = queue();
    const dying = boot({ source: stuck, jobs: dyingQueue });
    void dying.tick();
    await entered;
    // The slot is taken: it no longer reads as due.
    expect((await statusRow()).nextRunAt!.getTime()).toBeGreaterThan(START.getTime() + 30_000);
    await dyingQueue.stop(0);
    clock.advance(1);

    // Once the job has expired, a live process's expiry check (every second here) fails it into its retry, which
    // runs the slot its first attempt took. Moved on in the job's row rather than waited for: its start put back past
    // the queue's expiry, then its retry's start to now (the queue's first retry waits a minute).
    const liveQueue = queue({ maintenanceSeconds: 1 });
    boot({ source: new ControlledSource(() => storyItems(clock.now())), jobs: liveQueue });
    await liveQueue.start();
    const job = sql`name = ${GLOBAL_CYCLE_QUEUE.name}`;
    await db.execute(sql`update pgboss.job set started_on = now() - make_interval(secs => ${GLOBAL_CYCLE_QUEUE.expireInSeconds + 1}) where ${job} and state = 'active'`);
    const retrying = async () => (await db.execute(sql`update pgboss.job set start_after = now() where ${job} and state = 'retry' returning id`)).rows.length > 0;
    for (const end = Date.now() + 10_000; !(await retrying()); ) {
      if (Date.now() > end) throw new Error('the expired job was not failed into its retry');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const runs = async () => db.select().from(discoveryRuns).orderBy(asc(discoveryRuns.id));
    const rerun = async () => (await runs()).some((r) => r.status === 'succeeded');
    for (const end = Date.now() + 15_000; !(await rerun()); ) {
      if (Date.now() > end) throw new Error(`the slot was not run again: ${JSON.stringify(await runs())}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Long enough for a second run to show up if there were one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const all = await runs();
    expect(all.map((r) => [r.trigger, r.status])).toEqual([
      ['schedule', 'failed'],
      ['schedule', 'succeeded'],
    ]);
    expect(all[0]!.errors).toEqual([INTERRUPTED_MESSAGE]);
  });

  it('when a scope has no job left, then start-up closes its open runs even if newer than the stale ones', async () => {
    const older = await openRun({ kind: 'personal', companyId, trigger: 'keyword', minutesAgo: 30 });
    const newer = await openRun({ kind: 'personal', companyId, trigger: 'keyword', minutesAgo: 5 });
    clock.advance(1);
    await boot({ jobs: queue() }).start();
    for (const id of [older, newer]) expect(await run(id)).toMatchObject({ status: 'failed', errors: [INTERRUPTED_MESSAGE] });
  });


  it('when the job status was left running and this process schedules nothing, then start-up rests it as stopped, or paused when paused', async () => {
    await db.insert(discoveryState).values({ id: 1, status: 'running', isPaused: true });
    await boot().startupIngest();
    expect(await statusRow()).toMatchObject({ status: 'paused' });
    expect(await boot().status()).toMatchObject({ status: 'paused', hasActiveInterval: false });

    await db.update(discoveryState).set({ status: 'running', isPaused: false });
    const crashed = await openRun({ minutesAgo: 5 });
    clock.advance(1);
    const service = boot();
    await service.startupIngest();
    expect(await run(crashed)).toMatchObject({ status: 'failed' });
    expect(await service.status()).toMatchObject({ status: 'stopped', isPaused: false, hasActiveInterval: false });
  });

  it('when the job was in error, then start-up keeps the error visible', async () => {
    await db.insert(discoveryState).values({ id: 1, status: 'error', lastError: 'feed answered 503' });
    await boot({ sourcesFor: () => [] }).start();
    expect(await statusRow()).toMatchObject({ status: 'error', lastError: 'feed answered 503' });
  });

  it('when start() follows the start-up ingest in one process, then recovery runs once and a later open run is not touched', async () => {
    const service = boot();
    await service.startupIngest();
    const later = await openRun({ minutesAgo: 2 });
    await service.start();
    expect(await run(later)).toMatchObject({ status: 'running' });
  });
});
