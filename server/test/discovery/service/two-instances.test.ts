import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wrapPgPool, type Database, type Db } from '../../../src/db/client';
import { companyProfiles, discoveryRuns, users } from '../../../src/db/schema';
import { SKIPPED_MESSAGE } from '../../../src/discovery/cycle-runner';
import type { JobQueue } from '../../../src/jobs/job-queue';
import { createPgBossQueue } from '../../../src/jobs/pg-boss-queue';
import { openTestDatabase, type TestDatabase, type TestDatabaseKind } from '../../helpers/test-db';
import { ControlledSource, FakeClock, silent, storyItems, testService } from './service-helpers';

/**
 * Two API instances on one database, each working the job queue: cycles of one scope never overlap, wherever they
 * are started. On PostgreSQL each instance has its own pool (so its own sessions), exactly
 * as two processes would; PGlite is one session per process, so there the two services share the instance.
 */
const kinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

describe.each(kinds)('discovery cycles on two instances (%s)', (kind) => {
  let database: TestDatabase;
  let second: Database | undefined;
  let dbA: Db;
  let dbB: Db;
  const clock = new FakeClock(new Date('2026-11-02T12:00:00.000Z'));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dbA = database.db;
    second = kind === 'postgres' ? wrapPgPool(new pg.Pool({ connectionString: database.url, max: 4 })) : undefined;
    dbB = second?.db ?? dbA;
  });
  afterAll(async () => {
    await second?.close();
    await database.close();
  });

  const queues: JobQueue[] = [];
  afterEach(async () => {
    for (const q of queues.splice(0)) await q.stop(1_000);
  });
  /** Each instance works the job queue on its own connection, as two processes would. */
  const queueOn = (db: Db) => {
    const q = createPgBossQueue({ db, logger: silent, pollMs: 100 });
    queues.push(q);
    return q;
  };
  const pair = (source: ControlledSource) =>
    [testService(dbA, { source, now: clock.now, jobs: queueOn(dbA) }), testService(dbB, { source, now: clock.now, jobs: queueOn(dbB) })] as const;
  const runsOf = async (trigger: string) =>
    (await dbA.select().from(discoveryRuns).where(eq(discoveryRuns.trigger, trigger as 'manual'))).map((r) => r.status).sort();

  it('when both queue a global cycle at the same moment, then the cycles never overlap and each runs to the end', async () => {
    const source = new ControlledSource(() => storyItems(clock.now()));
    const [a, b] = pair(source);
    source.hold();
    const entered = source.started();
    const queued = await Promise.all([a.queueManualRun(null), b.queueManualRun(null)]);
    await entered;
    // One runs; the other waits its turn behind it (or, sent while the first still waited, was the same job).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(source.fetches).toBe(1);
    source.release();
    await a.whenIdle();
    await b.whenIdle();
    const ran = queued.filter(Boolean).length;
    expect(source.fetches).toBe(ran);
    expect(await runsOf('manual')).toEqual(queued.filter(Boolean).map(() => 'succeeded'));
  });

  it('when both tick in the same minute with a scheduled cycle due, then only one of them runs it', async () => {
    const source = new ControlledSource(() => storyItems(clock.now()));
    const [a, b] = pair(source);
    await a.start();
    await b.start();
    clock.advance(721);
    const outcomes = await Promise.all([a.tick(), b.tick()]);
    expect(outcomes.sort()).toEqual(['not-due', 'ran']);
    expect(source.fetches).toBe(1);
    await a.stop();
    await b.stop();
  });

  it('when a global cycle is running, then a company search is not blocked, but a second search of the same company is skipped', async () => {
    const [user] = await dbA.insert(users).values({ email: `lock-${kind}@example.test` }).returning();
    const [company] = await dbA.insert(companyProfiles).values({ userId: user!.id, companyName: 'Solaris', website: 'solaris.example', suggestedKeywords: ['solar'] }).returning();
    const globalSource = new ControlledSource(() => storyItems(clock.now()));
    const personalSource = new ControlledSource(() => storyItems(clock.now(), 'solar', 3));
    const sourcesFor = ({ keywords }: { keywords?: string[] }) => [keywords ? personalSource : globalSource];
    const a = testService(dbA, { sourcesFor, now: clock.now, jobs: queueOn(dbA) });
    const b = testService(dbB, { sourcesFor, now: clock.now, jobs: queueOn(dbB) });

    globalSource.hold();
    const entered = globalSource.started();
    expect(await a.queueManualRun(null)).toBe(true);
    await entered;
    personalSource.hold();
    const searching = personalSource.started();
    const search = a.runPersonalCycle({ companyId: company!.id, userId: user!.id, trigger: 'manual' });
    await searching;
    // The other instance's search of the same company: its job is running there, so no second cycle starts.
    expect(await b.runPersonalCycle({ companyId: company!.id, userId: user!.id, trigger: 'keyword' })).toMatchObject({ status: 'skipped', errors: [SKIPPED_MESSAGE] });
    personalSource.release();
    expect((await search).status).toBe('succeeded');
    expect(personalSource.fetches).toBe(1);
    globalSource.release();
    await a.whenIdle();
    const companyRuns = await dbA.select().from(discoveryRuns).where(eq(discoveryRuns.companyId, company!.id));
    expect(companyRuns.map((r) => `${r.trigger}:${r.status}`).sort()).toEqual(['keyword:skipped', 'manual:succeeded']);
  });

});
