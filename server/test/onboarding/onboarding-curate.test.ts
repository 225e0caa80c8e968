import {
  CUSTOM_KEYWORD_DUPLICATE_MESSAGE,
  CUSTOM_KEYWORDS_MAX_MESSAGE,
  KEYWORDS_REQUIRED_MESSAGE,
  onboardingCurationResponseSchema,
  PROFILE_TOO_SHORT_MESSAGE,
} from '@newsjack/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfiles, discoveryRuns, keywords, users } from '../../src/db/schema';
import { createDiscoveryService } from '../../src/discovery/discovery.service';
import { trackedCompanies } from '../../src/deps';
import { createPgBossQueue } from '../../src/jobs/pg-boss-queue';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { curationBody, fakeWebsites, onboard, recordDiscovery, type ScheduledCycle } from './onboarding-fixtures';
import { testDrafts } from '../helpers/drafts';

let t: TestApp;
const scheduled: ScheduledCycle[] = [];
beforeAll(async () => {
  t = await createTestApp({ deps: { fetchWebsite: fakeWebsites() } });
  recordDiscovery(t, scheduled);
});
afterAll(() => t.close());

const companiesOf = (userId: string) => t.db.select().from(companyProfiles).where(eq(companyProfiles.userId, userId));
const keywordsOf = (userId: string) => t.db.select().from(keywords).where(eq(keywords.userId, userId));
const userRow = async (userId: string) => (await t.db.select().from(users).where(eq(users.id, userId)))[0]!;
const PLAN_MESSAGE = 'Your plan allows one company profile. Ask an administrator for the agency plan to add more.';

describe('POST /api/onboarding/curate', () => {
  it('when signed out, then 401 and nothing is stored', async () => {
    const res = await request(t.app).post('/api/onboarding/curate').send(curationBody());
    expect(res.status).toBe(401);
  });

  it('when the user confirms, then the profile is stored, made active, its keywords tracked and onboarding completed', async () => {
    const user = await signUp(t.app);
    const res = await user.post('/api/onboarding/curate').send(
      curationBody({
        selectedKeywords: ['Card Payments', 'instant settlement'],
        customKeywords: ['card payments', 'Open Banking'],
      }),
    );
    expect(res.status).toBe(200);
    const body = onboardingCurationResponseSchema.parse(res.body);
    expect(body.keywordsAdded).toBe(3);
    expect(res.body.activeCompanyId).toBe(body.companyProfile.id);
    expect(body.companyProfile).toMatchObject({
      companyName: 'Ledgerline',
      website: 'ledgerline.com',
      industry: 'Fintech & Payments',
    });

    const row = await userRow(user.userId);
    expect(row).toMatchObject({ activeCompanyId: body.companyProfile.id, hasCompletedOnboarding: true });
    expect((await user.get('/api/onboarding/status')).body).toEqual({ hasCompletedOnboarding: true });
    const terms = (await keywordsOf(user.userId)).map((k) => k.term).sort();
    expect(terms).toEqual(['Card Payments', 'Open Banking', 'instant settlement']);
    expect(scheduled).toContainEqual({ companyId: body.companyProfile.id, userId: user.userId, trigger: 'onboarding' });
  });

  it('when the analysis is still cached, then target markets and key products from it are kept on the profile', async () => {
    const user = await signUp(t.app);
    const analysis = await user
      .post('/api/onboarding/complete')
      .send({ companyName: 'Ledgerline', website: 'ledgerline.com' });
    expect(analysis.status).toBe(200);
    await onboard(user, { companyName: 'Ledgerline', website: 'ledgerline.com' });
    const [company] = await companiesOf(user.userId);
    expect(company!.targetMarkets.length).toBeGreaterThan(0);
    expect(company!.keyProducts.length).toBeGreaterThan(0);
    const context = await t.deps.companies.companyContext(company!.id);
    expect(context?.keyProducts).toEqual(company!.keyProducts);
  });

  it('when the payload breaks a rule, then 400 with the rule and nothing is stored', async () => {
    const user = await signUp(t.app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [curationBody({ companyProfile: 'Too short.' }), `companyProfile: ${PROFILE_TOO_SHORT_MESSAGE}`],
      [curationBody({ selectedKeywords: [], customKeywords: [] }), `selectedKeywords: ${KEYWORDS_REQUIRED_MESSAGE}`],
      [curationBody({ customKeywords: ['a', 'b', 'c', 'd'] }), `customKeywords: ${CUSTOM_KEYWORDS_MAX_MESSAGE}`],
      [curationBody({ customKeywords: ['Solar', 'solar'] }), `customKeywords.1: ${CUSTOM_KEYWORD_DUPLICATE_MESSAGE}`],
    ];
    for (const [body, message] of cases) {
      const res = await user.post('/api/onboarding/curate').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await companiesOf(user.userId)).toEqual([]);
    expect((await userRow(user.userId)).hasCompletedOnboarding).toBe(false);
  });

  it('when starting the first discovery fails, then onboarding still succeeds', async () => {
    const app = await createTestApp({ database: t.database, deps: { fetchWebsite: fakeWebsites() } });
    recordDiscovery(app, [], () => {
      throw new Error('scheduler down');
    });
    const user = await signUp(app.app);
    expect((await user.post('/api/onboarding/curate').send(curationBody())).status).toBe(200);
    expect((await userRow(user.userId)).hasCompletedOnboarding).toBe(true);
    await app.close();
  });
});

describe('one company per plan', () => {
  let plain: SignedUp;
  beforeAll(async () => {
    plain = await signUp(t.app);
    await onboard(plain, { companyName: 'First Co' });
  });

  it('when a plain user confirms a second company, then 403 with the plan message and still one company', async () => {
    const res = await plain.post('/api/onboarding/curate').send(curationBody({ companyName: 'Second Co' }));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(PLAN_MESSAGE);
    expect((await companiesOf(plain.userId)).map((c) => c.companyName)).toEqual(['First Co']);
  });

  it('when the same user is granted the agency plan, then the second company is added and becomes active', async () => {
    await t.db.update(users).set({ agencyPlan: true }).where(eq(users.id, plain.userId));
    const second = await onboard(plain, { companyName: 'Second Co' });
    expect((await companiesOf(plain.userId)).map((c) => c.companyName).sort()).toEqual(['First Co', 'Second Co']);
    expect((await userRow(plain.userId)).activeCompanyId).toBe(second);
  });

  it('when an admin confirms a second company, then it is allowed', async () => {
    const admin = await signUp(t.app, { admin: true });
    await onboard(admin, { companyName: 'Admin One' });
    await onboard(admin, { companyName: 'Admin Two' });
    expect(await companiesOf(admin.userId)).toHaveLength(2);
  });

  it('when a first-time user sends two confirmations at once, then exactly one company is created', async () => {
    const racer = await signUp(t.app);
    const answers = await Promise.all([
      racer.post('/api/onboarding/curate').send(curationBody({ companyName: 'Race A' })),
      racer.post('/api/onboarding/curate').send(curationBody({ companyName: 'Race B' })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    expect(await companiesOf(racer.userId)).toHaveLength(1);
  });
});

describe('all or nothing', () => {
  it('when storing the keywords fails midway, then no company, no keyword and no onboarding flag is written', async () => {
    const failing = await createTestApp({
      database: t.database,
      deps: {
        keywords: {
          ...t.deps.keywords,
          addMany: async (companyId, userId, terms, tx) => {
            await t.deps.keywords.addMany(companyId, userId, terms.slice(0, 1), tx);
            throw new Error('the database went away while storing keywords');
          },
        },
      },
    });
    recordDiscovery(failing, scheduled);
    const user = await signUp(failing.app);
    const before = scheduled.length;
    const res = await user.post('/api/onboarding/curate').send(curationBody());
    expect(res.status).toBe(500);
    expect(res.body.message).not.toMatch(/database went away/);
    expect(await companiesOf(user.userId)).toEqual([]);
    expect(await keywordsOf(user.userId)).toEqual([]);
    expect(await userRow(user.userId)).toMatchObject({ activeCompanyId: null, hasCompletedOnboarding: false });
    expect(scheduled.length).toBe(before);
    await failing.close();
  });
});

describe('the first personal discovery', () => {
  it('when onboarding completes, then a personal discovery cycle for the new company runs in the background', async () => {
    // The real discovery service, with no news sources so nothing leaves the machine.
    // The real job queue too: the cycle is a job in the database, worked by this app's queue.
    const jobs = createPgBossQueue({ db: t.db, logger: t.deps.logger });
    const discovery = createDiscoveryService({ drafts: testDrafts(), db: t.db, config: t.config, logger: t.deps.logger, now: () => new Date(), ai: t.deps.ai, semantic: t.deps.semantic, companies: trackedCompanies(t.deps), sourcesFor: () => [], jobs });
    const app = await createTestApp({ database: t.database, deps: { discovery, jobs, fetchWebsite: fakeWebsites() } });
    const user = await signUp(app.app);
    const companyId = await onboard(user);
    await discovery.whenIdle();
    const runs = await t.db.select().from(discoveryRuns).where(eq(discoveryRuns.companyId, companyId));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ kind: 'personal', trigger: 'onboarding', triggeredBy: user.userId });
    expect(runs[0]!.status).not.toBe('running');
    await app.close();
  });
});
