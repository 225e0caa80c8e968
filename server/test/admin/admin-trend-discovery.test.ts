import { DISCOVERY_RUN_QUEUED_MESSAGE, discoveryStatusSchema, jobQueueReportSchema } from '@newsjack/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscoveryService } from '../../src/discovery/discovery.service';
import { trackedCompanies } from '../../src/deps';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { FakeCron, silent } from '../discovery/service/service-helpers';
import { testDrafts } from '../helpers/drafts';
import { InProcessQueue } from '../helpers/in-process-queue';
import { ALL_QUEUES, GLOBAL_CYCLE_QUEUE, PERSONAL_CYCLE_QUEUE } from '../../src/jobs/queues';

let t: TestApp;
let admin: SignedUp;
let user: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { admin: true });
  user = await signUp(t.app);
});
afterAll(() => t.close());

const ROUTES = [
  ['get', '/api/admin/trend-discovery/status'],
  ['post', '/api/admin/trend-discovery/pause'],
  ['post', '/api/admin/trend-discovery/resume'],
  ['get', '/api/admin/trend-discovery/queue'],
  ['post', '/api/admin/trend-discovery/run'],
] as const;

describe('admin trend discovery controls', () => {
  it('when signed out, then every control answers 401; when signed in as a plain user, then 403', async () => {
    for (const [method, path] of ROUTES) {
      expect((await request(t.app)[method](path)).status, path).toBe(401);
      expect((await user[method](path)).status, path).toBe(403);
    }
  });

  it('when an admin asks for the status of a fresh install, then it reads stopped, not paused, with the default frequency', async () => {
    const res = await admin.get('/api/admin/trend-discovery/status');
    expect(res.status).toBe(200);
    const status = discoveryStatusSchema.parse(res.body);
    expect(status).toMatchObject({
      status: 'stopped',
      isPaused: false,
      hasActiveInterval: false,
      frequencyMinutes: 720,
      lastRunAt: null,
    });
  });

  it('when an admin pauses and resumes, then the spec messages come back and the status follows', async () => {
    const paused = await admin.post('/api/admin/trend-discovery/pause');
    expect(paused.status).toBe(200);
    expect(paused.body).toEqual({ message: 'Trend discovery paused' });
    expect((await admin.get('/api/admin/trend-discovery/status')).body).toMatchObject({
      status: 'paused',
      isPaused: true,
      hasActiveInterval: false,
    });

    const resumed = await admin.post('/api/admin/trend-discovery/resume').send({});
    expect(resumed.status).toBe(200);
    expect(resumed.body).toEqual({ message: 'Trend discovery resumed' });
    expect((await admin.get('/api/admin/trend-discovery/status')).body).toMatchObject({
      status: 'running',
      isPaused: false,
    });
  });

  it('when the pause body is not an object, then it is a 400, not a 500', async () => {
    const res = await admin
      .post('/api/admin/trend-discovery/pause')
      .set('Content-Type', 'application/json')
      .send('[1,2]');
    expect(res.status).toBe(400);
  });

  it('when background cycles have run or failed, then the queue view counts them by state and gives the reason of a failure', async () => {
    const empty = jobQueueReportSchema.parse((await admin.get('/api/admin/trend-discovery/queue')).body);
    // Every queue of the app, discovery's first.
    expect(empty.queues.map((q) => q.queue).slice(0, 2)).toEqual([GLOBAL_CYCLE_QUEUE.name, PERSONAL_CYCLE_QUEUE.name]);
    expect(empty.queues.map((q) => q.queue).sort()).toEqual(ALL_QUEUES.map((q) => q.name).sort());
    // A search for a company that is gone ends at once (nothing to search); a job whose data is unreadable fails
    // and waits for its retry.
    await t.deps.discovery.schedulePersonalCycle({ companyId: 999_999, userId: admin.userId, trigger: 'onboarding' });
    await t.deps.jobs.send(PERSONAL_CYCLE_QUEUE, { companyId: 'not a number' });
    await t.deps.discovery.whenIdle();
    const res = await admin.get('/api/admin/trend-discovery/queue');
    expect(res.status).toBe(200);
    const report = jobQueueReportSchema.parse(res.body);
    expect(report.queues).toContainEqual({ queue: PERSONAL_CYCLE_QUEUE.name, waiting: 0, running: 0, retry: 1, failed: 0, completed: 1 });
    expect(report.recent.map((j) => j.state)).toEqual(['retry', 'completed']);
    expect(report.recent[0]).toMatchObject({ retryCount: 0, retryLimit: PERSONAL_CYCLE_QUEUE.retryLimit });
    expect(report.recent[0]!.error).toContain('companyId');
    expect(report.recent[1]!.error).toBeNull();
  });

  it('when an admin starts a run now while discovery is paused, then a manual global cycle runs and is recorded', async () => {
    expect((await admin.post('/api/admin/trend-discovery/pause')).status).toBe(200);
    const res = await admin.post('/api/admin/trend-discovery/run').send({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: DISCOVERY_RUN_QUEUED_MESSAGE });
    await t.deps.discovery.whenIdle();
    const runs = (await admin.get('/api/admin/trend-discovery/runs')).body as Array<{ kind: string; trigger: string; status: string }>;
    expect(runs[0]).toMatchObject({ kind: 'global', trigger: 'manual', status: 'succeeded' });
    // Paused stays paused: a manual run is not the schedule.
    expect((await admin.get('/api/admin/trend-discovery/status')).body).toMatchObject({ status: 'paused', isPaused: true });
    expect((await admin.post('/api/admin/trend-discovery/run').set('Content-Type', 'application/json').send('[1,2]')).status).toBe(400);
    expect((await admin.post('/api/admin/trend-discovery/resume')).status).toBe(200);
  });

  it('when discovery is paused and the server restarts, then the new instance stays paused and runs no cycle', async () => {
    expect((await admin.post('/api/admin/trend-discovery/pause')).status).toBe(200);

    // A second app on the same database stands in for the restarted process, with its own discovery service.
    const cron = new FakeCron();
    const discovery = createDiscoveryService({ drafts: testDrafts(), db: t.db, config: t.config, logger: silent, now: () => new Date(Date.now() + 1e9), ai: t.deps.ai, semantic: t.deps.semantic, companies: trackedCompanies(t.deps), cron, jobs: new InProcessQueue() });
    const restarted = await createTestApp({ database: t.database, deps: { discovery } });
    await discovery.start();
    expect(cron.live).toHaveLength(1);
    expect(await discovery.tick()).toBe('paused');

    const admin2 = await signUp(restarted.app, { admin: true });
    const status = (await admin2.get('/api/admin/trend-discovery/status')).body;
    expect(status).toMatchObject({ status: 'paused', isPaused: true, hasActiveInterval: false });

    expect((await admin2.post('/api/admin/trend-discovery/resume')).status).toBe(200);
    expect((await admin2.get('/api/admin/trend-discovery/status')).body).toMatchObject({
      status: 'running',
      isPaused: false,
      hasActiveInterval: true,
    });
    await discovery.stop();
    await restarted.close();
  });
});
