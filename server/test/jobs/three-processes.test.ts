import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TREND_DISCOVERY_FREQUENCY_KEY } from '@newsjack/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryRuns } from '../../src/db/schema';
import { saveDiscoverySetting } from '../../src/discovery/discovery-settings.repo';
import { INTERRUPTED_MESSAGE } from '../../src/discovery/interrupted-runs';
import { updateState } from '../../src/discovery/scheduler-state.repo';
import { GLOBAL_CYCLE_QUEUE, ONBOARDING_ANALYSIS_QUEUE, PERSONAL_CYCLE_QUEUE } from '../../src/jobs/queues';
import type { QueueSpec } from '../../src/jobs/job-queue';
import { seedCompany, seedTrend } from '../helpers/seed-trends';
import { openTestDatabase, type TestDatabase } from '../helpers/test-db';

/**
 * Three server processes (`server/src/index.ts`, as `npm start` runs it) on one PostgreSQL database, discovery every
 * minute: sessions and the sign-in rate limit are shared, each scheduled slot runs once and global cycles never
 * overlap, and an onboarding analysis and a keyword search whose process is killed with SIGKILL mid-job are each
 * finished once by another, taken up once they have expired (pg-boss's own expiry; JOB_EXPIRE_SECONDS shortens every
 * queue's to JOB_EXPIRE here, so the test need not wait a quarter of an hour) and their queue's retry delay passed.
 * The public news sources and the company's website point at a stand-in on loopback, which can hold a request open.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const AUTH_LIMIT = 8;
const MINUTE = 60_000;
const SECRET = 'three-processes-session-secret-0123456789abcdef';
/**
 * Every job's expiry in these processes, in seconds (their JOB_EXPIRE_SECONDS), and so how often they look for
 * expired jobs: longer than any honest run here (the stand-in answers at once but for what a test holds).
 */
const JOB_EXPIRE = 20;

type Proc = { child: ChildProcess; url: string; pid: number; output: () => string; dataDir: string };

const until = async (check: () => Promise<boolean> | boolean, ms: number, what: string): Promise<void> => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/**
 * The public sources' and the company website's stand-in: every path answers 404 at once, except those under the
 * prefix being held (a keyword search's /gnews, the website's /site), which wait until released.
 */
function standIn() {
  let holding: string | null = null;
  const held: ServerResponse[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (holding && req.url?.startsWith(holding)) return void held.push(res);
    res.writeHead(404).end();
  });
  return {
    server,
    hold: (prefix: string) => (holding = prefix),
    release: () => {
      holding = null;
      for (const res of held.splice(0)) if (!res.destroyed) res.writeHead(404).end();
    },
    heldCount: () => held.length,
  };
}

async function startServer(databaseUrl: string, sources: string): Promise<Proc> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsjack-three-'));
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  let output = '';
  // `.test` names resolve to loopback in these processes (a hosts-file entry), for the company's website.
  const dns = path.join(import.meta.dirname, 'fixtures', 'loopback-dns.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', dns, path.join(root, 'server/src/index.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SESSION_SECRET: SECRET,
      DISCOVERY_ENABLED: 'true',
      PUBLIC_SOURCES: 'true',
      GOOGLE_NEWS_URL: `${sources}/gnews`,
      GOOGLE_TRENDS_URL: `${sources}/trends`,
      HACKER_NEWS_URL: `${sources}/hn`,
      ALLOW_PRIVATE_FETCH: 'true',
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
      JOB_EXPIRE_SECONDS: String(JOB_EXPIRE),
      LOG_LEVEL: 'debug',
      OPENAI_API_KEY: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${output.slice(-3000)}`);
    return fetch(`${url}/readyz`).then((r) => r.ok, () => false);
  }, 90_000, 'server ready');
  return { child, url, pid: child.pid!, output: () => output, dataDir };
}

/** A JSON request from a browser on `proc`'s origin (the CSRF check wants one). */
const call = (proc: Proc, method: string, route: string, options: { cookie?: string; body?: unknown } = {}) =>
  fetch(`${proc.url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', origin: proc.url, ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });

/**
 * What became of a job whose process was killed mid-job; `pickupMs` from the kill to its retry's start, `retryAfterMs`
 * from its first start to its retry's (both the database's clock).
 */
type KillFigures = { started: number; killed: number; finished: number; duplicated: number; retryCount: number; pickupMs: number; retryAfterMs: number; runner: Proc };

describe.runIf(process.env.TEST_DATABASE_URL)('three server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let stand: ReturnType<typeof standIn>;
  let sources = '';
  const procs: Proc[] = [];
  const sentAt = Date.now();
  const live = () => procs.filter((p) => p.child.exitCode === null && p.child.signalCode === null);

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    stand = standIn();
    await new Promise<void>((resolve) => stand.server.listen(0, '127.0.0.1', () => resolve()));
    sources = `http://127.0.0.1:${(stand.server.address() as AddressInfo).port}`;
    // Discovery every minute, a slot due now; a global trend exists, so the start-up ingest has nothing to do.
    const now = new Date();
    await saveDiscoverySetting(database.db, { key: TREND_DISCOVERY_FREQUENCY_KEY, value: '1', description: null, updatedBy: null, now });
    await updateState(database.db, { lastRunAt: new Date(now.getTime() - MINUTE), nextRunAt: now, status: 'running', isPaused: false }, now);
    await seedTrend(database.db, now, { title: 'A story already told' });
    procs.push(...(await Promise.all([0, 1, 2].map(() => startServer(database.url!, sources)))));
  }, 120_000);

  afterAll(async () => {
    stand?.release();
    for (const p of live()) p.child.kill('SIGTERM');
    await Promise.all(procs.map((p) => new Promise((resolve) => (p.child.exitCode !== null || p.child.signalCode !== null ? resolve(null) : p.child.once('exit', resolve)))));
    for (const p of procs) rmSync(p.dataDir, { recursive: true, force: true });
    stand?.server.close();
    await database?.close();
  }, 30_000);

  /**
   * Holds the stand-in's `prefix` while `ask` starts a job of `queue`, kills the process that took it with SIGKILL
   * once it waits there, and follows the job until another process has finished it: attempts started (the 'job
   * started' lines of every process, the dead one's included), killed, finished, and how long after the kill and
   * after its first start the retry began (its stored start, the database's clock on this same host).
   */
  async function killMidJob(queue: string, prefix: string, ask: () => void): Promise<KillFigures> {
    // Between the scheduled global cycles, which start on the minute and take a second or so: one cut short would
    // hold the schedule until it expired, which is not what this measures. Asked, held and killed within seconds,
    // well inside the next tick and the held fetch's own 10 s limit.
    const globalRunning = async () => (await database.db.execute(sql`select 1 from pgboss.job where name = ${GLOBAL_CYCLE_QUEUE.name} and state = 'active'`)).rows.length > 0;
    await until(async () => new Date().getSeconds() >= 5 && new Date().getSeconds() <= 35 && !(await globalRunning()), 90_000, 'a moment between scheduled cycles');
    stand.hold(prefix);
    ask();
    await until(() => stand.heldCount() > 0, 30_000, `the ${queue} job asked the stand-in`);
    const [job] = (await database.db.execute(sql`select id::text as id, started_on from pgboss.job where name = ${queue} and state = 'active'`)).rows as Array<{ id: string; started_on: Date | string }>;
    const startedLines = (p: Proc) => p.output().split('\n').filter((l) => l.includes('"job started"') && l.includes(job!.id)).length;
    const runner = procs.find((p) => startedLines(p) > 0)!;
    expect(runner).toBeDefined();
    runner.child.kill('SIGKILL');
    await new Promise((resolve) => runner.child.once('exit', resolve));
    const killedAt = Date.now();
    stand.release();
    const jobRow = async () =>
      (await database.db.execute(sql`select state::text as state, retry_count, started_on from pgboss.job where id = ${job!.id}::uuid`)).rows[0] as { state: string; retry_count: number; started_on: Date | string };
    await until(async () => (await jobRow()).state === 'completed', 240_000, `another process finished the ${queue} job`);
    // Long enough for a second copy to show up if there were one.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const row = await jobRow();
    const started = procs.reduce((n, p) => n + startedLines(p), 0);
    const finished = row.state === 'completed' ? 1 : 0;
    const retryStart = new Date(row.started_on).getTime();
    return { started, killed: 1, finished, duplicated: started - 1 - finished, retryCount: row.retry_count, pickupMs: retryStart - killedAt, retryAfterMs: retryStart - new Date(job!.started_on).getTime(), runner };
  }

  /**
   * Taken up by expiry alone: not before the job expired and its queue's first retry delay (d to 2d with pg-boss's
   * backoff) passed, and within two expiry checks (every JOB_EXPIRE seconds here) and the longest delay after that.
   */
  const expectPickupAfterExpiry = (figures: KillFigures, queue: QueueSpec) => {
    expect(figures.retryAfterMs).toBeGreaterThanOrEqual((JOB_EXPIRE + queue.retryDelaySeconds) * 1000);
    expect(figures.retryAfterMs).toBeLessThan((JOB_EXPIRE + 2 * JOB_EXPIRE + 2 * queue.retryDelaySeconds) * 1000 + 10_000);
  };

  it('when they share one database, then a session from one is signed in on all, the sign-in limit is one budget, each slot runs once and killed jobs are finished once by another after they expire', async () => {
    const [a, b] = procs as [Proc, Proc, Proc];

    // Sessions: signed up on one process, signed in on every one.
    const register = await call(a, 'POST', '/api/auth/register', { body: { email: 'three@example.test', password: 'correct horse battery' } });
    expect(register.status).toBe(201);
    const cookie = register.headers.getSetCookie().map((s) => s.split(';')[0]).join('; ');
    const me = await Promise.all(procs.map(async (p) => (await (await call(p, 'GET', '/api/auth/user', { cookie })).json()) as { id: string }));
    expect(new Set(me.map((u) => u.id)).size).toBe(1);

    // One sign-in budget per address across the three: the registration took one; the rest go round the processes.
    const attempts: number[] = [];
    for (let i = 0; i < AUTH_LIMIT + 2; i++) {
      const res = await call(procs[i % 3]!, 'POST', '/api/auth/login', { body: { email: 'three@example.test', password: 'wrong password here' } });
      attempts.push(res.status);
    }
    expect(attempts).toEqual([...Array<number>(AUTH_LIMIT - 1).fill(401), 429, 429, 429]);

    // Onboarding's analysis, killed with its process while it reads the company's website.
    const runId = 'three-processes-run-1';
    const website = `http://ledgerline.test:${new URL(sources).port}/site`;
    let analysis: Promise<number | string> = Promise.resolve('not asked');
    const onboarding = await killMidJob(ONBOARDING_ANALYSIS_QUEUE.name, '/site', () => {
      analysis = call(b, 'POST', '/api/onboarding/complete', { cookie, body: { companyName: 'Ledgerline', website, mediaOutlets: [], socialMediaLinks: {}, runId } }).then((r) => r.status, () => 'connection lost');
    });
    expect(onboarding).toMatchObject({ started: 2, killed: 1, finished: 1, duplicated: 0, retryCount: 1 });
    expectPickupAfterExpiry(onboarding, ONBOARDING_ANALYSIS_QUEUE);
    // The request's own process answers it (through the retry) if it lived; the killed one's request died with it.
    expect(await analysis).toBe(onboarding.runner === b ? 'connection lost' : 200);
    // The run the screen follows ends done, read from any live process.
    const progress = (await (await call(live()[0]!, 'GET', `/api/onboarding/progress?runId=${runId}`, { cookie })).json()) as { state: string };
    expect(progress.state).toBe('done');

    // A keyword search's job, killed with its process while it waits for its news source.
    const [user] = (await database.db.execute(sql`select id from users where email = 'three@example.test'`)).rows as Array<{ id: string }>;
    const companyId = await seedCompany(database.db, user!.id, { companyName: 'Ledgerline', keywords: ['payments'] });
    const via = live()[0]!;
    let refresh: Promise<number | string> = Promise.resolve('not asked');
    const search = await killMidJob(PERSONAL_CYCLE_QUEUE.name, '/gnews', () => {
      refresh = call(via, 'POST', '/api/trends/refresh', { cookie }).then((r) => r.status, () => 'connection lost');
    });
    expect(search).toMatchObject({ started: 2, killed: 1, finished: 1, duplicated: 0, retryCount: 1 });
    expectPickupAfterExpiry(search, PERSONAL_CYCLE_QUEUE);
    const runs = await database.db.select().from(discoveryRuns).where(and(eq(discoveryRuns.companyId, companyId), eq(discoveryRuns.trigger, 'manual'))).orderBy(asc(discoveryRuns.id));
    // The killed attempt's run, closed by the retry as it began, and the retry's own (its sources' 404s noted).
    expect(runs.map((r) => r.status)).toEqual(['failed', 'succeeded']);
    expect(runs[0]!.errors).toEqual([INTERRUPTED_MESSAGE]);
    expect(await refresh).toBe(search.runner === via ? 'connection lost' : 200);
    process.stdout.write(
      `kill mid-job: onboarding ${JSON.stringify({ ...onboarding, runner: undefined })}, keyword search ${JSON.stringify({ ...search, runner: undefined })}\n`,
    );

    // The schedule: two slots a minute apart, each run once, no two global cycles at once.
    const scheduled = async () =>
      (await database.db.select().from(discoveryRuns).where(and(eq(discoveryRuns.kind, 'global'), eq(discoveryRuns.trigger, 'schedule'))).orderBy(asc(discoveryRuns.startedAt))).filter(
        (r) => r.startedAt.getTime() >= sentAt && r.status !== 'running',
      );
    await until(async () => (await scheduled()).length >= 2, 150_000, 'two scheduled slots ran');
    // Every slot since the start (the kills took a few minutes), run once each, a minute after the one before (no
    // kill cut a global cycle short: killMidJob waits until none runs).
    const slots = await scheduled();
    expect(slots.map((r) => r.status)).toEqual(slots.map(() => 'succeeded'));
    for (let i = 1; i < slots.length; i++) {
      const gap = slots[i]!.startedAt.getTime() - slots[i - 1]!.startedAt.getTime();
      expect(gap).toBeGreaterThan(0.75 * MINUTE);
      expect(gap).toBeLessThan(1.25 * MINUTE);
    }
    const global = await database.db.select().from(discoveryRuns).where(eq(discoveryRuns.kind, 'global')).orderBy(asc(discoveryRuns.startedAt));
    for (let i = 1; i < global.length; i++) expect(global[i]!.startedAt.getTime()).toBeGreaterThanOrEqual(global[i - 1]!.finishedAt!.getTime());
  }, 720_000);
});
