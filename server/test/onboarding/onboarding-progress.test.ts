import { onboardingProgressSchema, type OnboardingProgress } from '@newsjack/shared';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiUnavailableError } from '../../src/ai/errors';
import { OfflineAiProvider } from '../../src/ai/offline/offline-provider';
import type { AiProvider } from '../../src/ai/provider';
import type { AnalyseCompanyInput } from '../../src/ai/types';
import type { WebsiteAnalysis } from '../../src/ai/website/analyse-website';
import { ONBOARDING_ANALYSIS_QUEUE } from '../../src/jobs/queues';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { fakeWebsites, recordDiscovery } from './onboarding-fixtures';

/** A gate a fake holds its answer behind until the test opens it, so the test can look at the progress between steps. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let reached!: () => void;
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  return { open, opened, arrived, reached };
}

let websiteGate: ReturnType<typeof gate> | null = null;
let aiGate: ReturnType<typeof gate> | null = null;
let failAi = false;
const realSites = fakeWebsites();
const offline = new OfflineAiProvider();
const gatedAi: AiProvider = Object.assign(Object.create(offline) as AiProvider, {
  analyseCompany: async (input: AnalyseCompanyInput) => {
    if (aiGate) {
      aiGate.reached();
      await aiGate.opened;
    }
    if (failAi) throw new AiUnavailableError('analyseCompany', 'server_error');
    return offline.analyseCompany(input);
  },
});
let siteReads = 0;
const gatedSites = async (website: string): Promise<WebsiteAnalysis> => {
  siteReads += 1;
  if (websiteGate) {
    websiteGate.reached();
    await websiteGate.opened;
  }
  return realSites(website);
};

let clock = new Date('2026-05-04T10:00:00Z');
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

let t: TestApp;
let user: SignedUp;
beforeAll(async () => {
  t = await createTestApp({ deps: { ai: gatedAi, fetchWebsite: gatedSites, now: () => clock } });
  recordDiscovery(t);
  user = await signUp(t.app);
});
afterAll(() => t.close());

const form = (runId?: string, companyName = 'Ledgerline') => ({
  companyName,
  website: 'ledgerline.com',
  mediaOutlets: [],
  socialMediaLinks: {},
  ...(runId ? { runId } : {}),
});

async function progressOf(agent: SignedUp, runId: string): Promise<OnboardingProgress> {
  const res = await agent.get(`/api/onboarding/progress?runId=${runId}`);
  expect(res.status, res.text).toBe(200);
  return onboardingProgressSchema.parse(res.body);
}
const stepStates = (p: OnboardingProgress) => p.steps.map((s) => `${s.id}:${s.state}`);

describe('GET /api/onboarding/progress', () => {
  it('when the analysis runs, then each step turns done as the server finishes it, and the run ends done', async () => {
    websiteGate = gate();
    aiGate = gate();
    const runId = 'run-one-0001';
    const pending = user
      .post('/api/onboarding/complete')
      .send(form(runId))
      .then((r) => r);

    await websiteGate.arrived;
    const reading = await progressOf(user, runId);
    expect(reading.state).toBe('running');
    expect(stepStates(reading)).toEqual(['website:active', 'profile:waiting', 'keywords:waiting', 'outlets:waiting']);

    later(1200);
    websiteGate.open();
    await aiGate.arrived;
    const analysing = await progressOf(user, runId);
    expect(stepStates(analysing)).toEqual(['website:done', 'profile:active', 'keywords:active', 'outlets:active']);
    expect(analysing.elapsedMs).toBe(1200);

    later(800);
    aiGate.open();
    const res = await pending;
    expect(res.status).toBe(200);
    const done = await progressOf(user, runId);
    expect(done.state).toBe('done');
    expect(stepStates(done)).toEqual(['website:done', 'profile:done', 'keywords:done', 'outlets:done']);
    expect(done.elapsedMs).toBe(2000);
    websiteGate = aiGate = null;
  });

  it('when the run id has not been seen, then it is pending with every step waiting', async () => {
    const p = await progressOf(user, 'never-started-1');
    expect(p).toMatchObject({ runId: 'never-started-1', state: 'pending', elapsedMs: null });
    expect(p.steps.every((s) => s.state === 'waiting')).toBe(true);
  });

  it("when another user asks for someone's run id, then it is pending for them (no one else's progress)", async () => {
    const other = await signUp(t.app);
    expect((await progressOf(other, 'run-one-0001')).state).toBe('pending');
  });

  it('when the AI fails after the website was read, then the run is failed with only the website step done', async () => {
    failAi = true;
    const res = await user.post('/api/onboarding/complete').send(form('run-fails-01'));
    failAi = false;
    expect(res.status).toBe(503);
    const p = await progressOf(user, 'run-fails-01');
    expect(p.state).toBe('failed');
    expect(stepStates(p)).toEqual(['website:done', 'profile:waiting', 'keywords:waiting', 'outlets:waiting']);
  });

  it('when a newer run starts, then it replaces the older one, which reads as pending', async () => {
    expect((await user.post('/api/onboarding/complete').send(form('run-newer-01'))).status).toBe(200);
    expect((await progressOf(user, 'run-newer-01')).state).toBe('done');
    expect((await progressOf(user, 'run-one-0001')).state).toBe('pending');
  });

  it('when the analysis is sent without a run id, then it works and records no progress', async () => {
    const res = await user.post('/api/onboarding/complete').send(form());
    expect(res.status).toBe(200);
    expect((await progressOf(user, 'run-newer-01')).state).toBe('done');
  });

  it('when no run id is given, then the latest run answers; for a user who never ran one, pending with no id', async () => {
    const latest = await user.get('/api/onboarding/progress');
    expect(latest.body).toMatchObject({ runId: 'run-newer-01', state: 'done' });
    const other = await signUp(t.app);
    expect((await other.get('/api/onboarding/progress')).body).toMatchObject({ runId: null, state: 'pending' });
  });

  it('when the run id is malformed, then 400 and nothing is recorded', async () => {
    expect((await user.get('/api/onboarding/progress?runId=short')).status).toBe(400);
    expect((await user.get(`/api/onboarding/progress?runId=${'x'.repeat(65)}`)).status).toBe(400);
    const bad = await user.post('/api/onboarding/complete').send({ ...form(), runId: 'has spaces in it' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/runId/);
  });

  it('when the same analysis is asked twice while it runs, then one job on the queue reads the site once and both requests get its answer', async () => {
    websiteGate = gate();
    const before = siteReads;
    const first = user.post('/api/onboarding/complete').send(form('run-twice-001', 'Twice Ltd')).then((r) => r);
    await websiteGate.arrived;
    // A second tab, or the same screen after a lost connection: the same company, another run id.
    const second = user.post('/api/onboarding/complete').send(form('run-twice-002', 'Twice Ltd')).then((r) => r);
    await new Promise((resolve) => setTimeout(resolve, 200));
    websiteGate.open();
    const [a, b] = await Promise.all([first, second]);
    websiteGate = null;
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(siteReads - before).toBe(1);
    const { rows } = await t.db.execute(
      sql`select state::text as state from pgboss.job where name = ${ONBOARDING_ANALYSIS_QUEUE.name} and singleton_key like ${`onboarding:${user.userId}:%`} and data->'input'->>'companyName' = 'Twice Ltd'`,
    );
    expect(rows).toEqual([{ state: 'completed' }]);
    expect((await progressOf(user, 'run-twice-001')).state).toBe('done');
  });

  it('when signed out, then 401', async () => {
    expect((await request(t.app).get('/api/onboarding/progress?runId=abcdefgh')).status).toBe(401);
  });
});
