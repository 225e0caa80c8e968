import { inArray } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_POOL_MAX } from '../../src/db/client';
import { companyProfiles, discoveryRuns } from '../../src/db/schema';
import { GLOBAL_CYCLE_QUEUE, PERSONAL_CYCLE_QUEUE } from '../../src/jobs/queues';
import { curationBody, fakeWebsites } from '../onboarding/onboarding-fixtures';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

/**
 * Pool exhaustion under simultaneous discovery runs, on a real PostgreSQL server with the production pool
 * (PG_POOL_MAX connections): unbounded cycles once took every connection and waited forever for one more. Every
 * cycle now runs as a job, so a process runs at most the queues' concurrency of them and the rest wait their turn.
 * PGlite has one session and no pool, so this file runs only with TEST_DATABASE_URL.
 */
const USERS = 30;
const REQUEST_TIMEOUT_MS = 90_000;

describe.runIf(process.env.TEST_DATABASE_URL)('discovery under load on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The real discovery service (demo corpus, offline AI) and the real pool; only the website reader is faked.
    t = await createTestApp({ kind: 'postgres', deps: { fetchWebsite: fakeWebsites() } });
  }, 60_000);
  afterAll(() => t?.close());

  /** Polls /readyz until `done` settles; returns every status seen. */
  async function readinessDuring(done: Promise<unknown>): Promise<number[]> {
    const statuses: number[] = [];
    let finished = false;
    void done.finally(() => (finished = true));
    while (!finished) {
      statuses.push((await request(t.app).get('/readyz').timeout(5_000)).status);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    return statuses;
  }

  const openRuns = async (companyIds: number[]) =>
    (await t.db.select().from(discoveryRuns).where(inArray(discoveryRuns.companyId, companyIds))).filter((r) => r.status === 'running');

  it('when the pool has 10 connections, then the cycles one process runs at once (one query each at a time) take under a third', () => {
    expect(PG_POOL_MAX).toBe(10);
    expect(PERSONAL_CYCLE_QUEUE.concurrency + GLOBAL_CYCLE_QUEUE.concurrency).toBe(3);
  });

  it(
    `when ${USERS} users refresh trends at the same moment, then every request finishes, /readyz stays 200, sign-in works and no run stays running`,
    async () => {
      const agents: SignedUp[] = [];
      const companyIds: number[] = [];
      for (let i = 0; i < USERS; i++) {
        const agent = await signUp(t.app);
        agents.push(agent);
        companyIds.push(await seedCompany(t.db, agent.userId, { companyName: `Load Co ${i}` }));
      }
      const refreshes = Promise.all(agents.map((a) => a.post('/api/trends/refresh').timeout(REQUEST_TIMEOUT_MS)));
      const [responses, ready] = await Promise.all([
        refreshes,
        readinessDuring(refreshes),
        (async () => {
          const login = await request(t.app)
            .post('/api/auth/login')
            .send({ email: agents[0]!.email, password: agents[0]!.password })
            .timeout(10_000);
          expect(login.status).toBe(200);
        })(),
      ]);
      const statuses = responses.map((r) => r.status);
      // Each request waits for its company's job, however many are queued before it.
      expect(statuses).toEqual(agents.map(() => 200));
      expect(ready.length).toBeGreaterThan(0);
      expect(ready.every((s) => s === 200)).toBe(true);
      expect(await openRuns(companyIds)).toEqual([]);
      const runs = await t.db.select().from(discoveryRuns).where(inArray(discoveryRuns.companyId, companyIds));
      expect(runs).toHaveLength(USERS);
    },
    180_000,
  );

  it(
    `when ${USERS} users finish onboarding at the same moment, then every curation answers, /readyz stays 200 and every first cycle ends`,
    async () => {
      const agents: SignedUp[] = [];
      for (let i = 0; i < USERS; i++) agents.push(await signUp(t.app));
      const curations = Promise.all(
        agents.map((a, i) => a.post('/api/onboarding/curate').send(curationBody({ companyName: `Onboard Co ${i}` })).timeout(REQUEST_TIMEOUT_MS)),
      );
      // Curation answers at once; the first discovery cycles run in the background, so readiness is watched
      // until they have all ended too.
      const everything = curations.then(() => t.deps.discovery.whenIdle());
      const [responses, ready] = await Promise.all([curations, readinessDuring(everything)]);
      await everything;
      expect(responses.map((r) => r.status)).toEqual(agents.map(() => 200));
      expect(ready.every((s) => s === 200)).toBe(true);
      const companyIds = (
        await t.db.select({ id: companyProfiles.id }).from(companyProfiles).where(inArray(companyProfiles.userId, agents.map((a) => a.userId)))
      ).map((c) => c.id);
      expect(companyIds).toHaveLength(USERS);
      expect(await openRuns(companyIds)).toEqual([]);
      const runs = await t.db.select().from(discoveryRuns).where(inArray(discoveryRuns.companyId, companyIds));
      expect(runs.map((r) => r.trigger)).toEqual(companyIds.map(() => 'onboarding'));
      for (const run of runs) expect(['succeeded', 'skipped']).toContain(run.status);
    },
    180_000,
  );
});
