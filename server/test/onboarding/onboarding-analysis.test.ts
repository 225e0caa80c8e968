import {
  COMPANY_NAME_REQUIRED_MESSAGE,
  LINKEDIN_INVALID_MESSAGE,
  onboardingAnalysisSchema,
  WEBSITE_INVALID_MESSAGE,
  WEBSITE_REQUIRED_MESSAGE,
} from '@newsjack/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiCache } from '../../src/ai/cache/ai-cache';
import { CachedAiProvider } from '../../src/ai/cache/cached-provider';
import { AiUnavailableError } from '../../src/ai/errors';
import { OfflineAiProvider } from '../../src/ai/offline/offline-provider';
import type { AiProvider } from '../../src/ai/provider';
import type { AnalyseCompanyInput } from '../../src/ai/types';
import { newsItems, trends, users } from '../../src/db/schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { fakeWebsites, onboard, recordDiscovery } from './onboarding-fixtures';

/** The offline engine with a counter in front of analyseCompany, so cache hits are visible as "no call". */
const offline = new OfflineAiProvider();
const analyseCalls: AnalyseCompanyInput[] = [];
let failNext: Error | null = null;
const counting: AiProvider = Object.assign(Object.create(offline) as AiProvider, {
  analyseCompany: async (input: AnalyseCompanyInput) => {
    analyseCalls.push(input);
    if (failNext) {
      const error = failNext;
      failNext = null;
      throw error;
    }
    return offline.analyseCompany(input);
  },
});

let clock = new Date('2026-03-02T09:00:00Z');
const days = (n: number) => n * 24 * 60 * 60 * 1000;
const fetched: string[] = [];

let base: TestApp;
let t: TestApp;
let user: SignedUp;
beforeAll(async () => {
  base = await createTestApp();
  // A second app on the same database, with the counting provider under the real database cache.
  const ai = new CachedAiProvider(counting, new AiCache(base.db, () => clock));
  t = await createTestApp({
    database: base.database,
    deps: { ai, fetchWebsite: fakeWebsites(fetched), now: () => clock },
  });
  recordDiscovery(t);
  user = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  await base.close();
});
beforeEach(() => {
  analyseCalls.length = 0;
  fetched.length = 0;
});

const form = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Ledgerline',
  website: 'ledgerline.com',
  mediaOutlets: 'Sifted, The Block',
  socialMediaLinks: { linkedin: 'linkedin.com/company/ledgerline', x: '', instagram: '' },
  ...overrides,
});

describe('POST /api/onboarding/complete', () => {
  it('when signed out, then 401', async () => {
    const res = await request(t.app).post('/api/onboarding/complete').send(form());
    expect(res.status).toBe(401);
  });

  it('when the website is readable, then the snake_case analysis is grounded in it and the user input is echoed', async () => {
    const res = await user.post('/api/onboarding/complete').send(form());
    expect(res.status).toBe(200);
    const analysis = onboardingAnalysisSchema.parse(res.body);
    expect(analysis.user_input).toEqual({
      companyName: 'Ledgerline',
      website: 'ledgerline.com',
      mediaOutlets: ['Sifted', 'The Block'],
      socialMediaLinks: { linkedin: 'linkedin.com/company/ledgerline', x: null, instagram: null },
    });
    expect(analysis.website_readable).toBe(true);
    expect(analysis.company_profile).toMatch(/^Ledgerline /);
    expect(analysis.company_profile.length).toBeGreaterThanOrEqual(50);
    expect(analysis.suggested_keywords.length).toBeGreaterThanOrEqual(8);
    expect(analysis.suggested_media_outlets).toEqual(expect.arrayContaining(['Sifted', 'The Block']));
    expect(analysis.industry).toBe('Payment Processing');
    expect(fetched).toEqual(['ledgerline.com']);
    expect(analyseCalls[0]).toMatchObject({ companyName: 'Ledgerline', userMediaOutlets: ['Sifted', 'The Block'] });
    expect(analyseCalls[0]!.site?.title).toBeTruthy();
  });

  it('when the same website is analysed again within 7 days, then the cache answers and the provider is not called', async () => {
    clock = new Date(clock.getTime() + days(1));
    const again = await user
      .post('/api/onboarding/complete')
      .send(form({ companyName: ' ledgerline ', website: 'https://www.Ledgerline.com/' }));
    expect(again.status).toBe(200);
    expect(analyseCalls).toHaveLength(0);
    clock = new Date(clock.getTime() + days(5));
    expect((await user.post('/api/onboarding/complete').send(form())).status).toBe(200);
    expect(analyseCalls).toHaveLength(0);
    const stats = await new AiCache(base.db, () => clock).stats();
    expect(stats.counters.company_analysis).toEqual({ hits: 2, misses: 1 });
  });

  it('when more than 7 days have passed, then the company is analysed afresh', async () => {
    clock = new Date(clock.getTime() + days(2));
    expect((await user.post('/api/onboarding/complete').send(form())).status).toBe(200);
    expect(analyseCalls).toHaveLength(1);
  });

  it('when the website cannot be reached, then the analysis still completes from the input with website_readable false', async () => {
    const res = await user
      .post('/api/onboarding/complete')
      .send(form({ companyName: 'Quietfield', website: 'quietfield-unreachable.io' }));
    expect(res.status).toBe(200);
    const analysis = onboardingAnalysisSchema.parse(res.body);
    expect(analysis.website_readable).toBe(false);
    expect(analysis.company_profile).toMatch(/Quietfield/);
    expect(analyseCalls[0]!.site).toBeNull();
  });

  it('when reading the website throws unexpectedly, then the analysis still completes with website_readable false', async () => {
    const app = await createTestApp({
      database: base.database,
      deps: { ai: counting, fetchWebsite: async () => Promise.reject(new Error('socket exploded')) },
    });
    const other = await signUp(app.app);
    const res = await other.post('/api/onboarding/complete').send(form());
    expect(res.status).toBe(200);
    expect(res.body.website_readable).toBe(false);
    await app.close();
  });

  it('when articles from outlets are stored, then the global ones are passed to the analysis with their categories and coverage, not their headlines', async () => {
    const [trend] = await t.db
      .insert(trends)
      .values({ scope: 'global', clusterKey: 'card-settlement', title: 'Card settlement', category: 'finance' })
      .returning();
    await t.db.insert(newsItems).values([
      {
        source: 'demo:pw',
        fingerprint: 'pw-1',
        title: 'Settlement speeds up',
        outlet: 'Payments Weekly',
        publishedAt: clock,
        trendId: trend!.id,
      },
      { source: 'demo:pw', fingerprint: 'pw-2', title: 'Another story', outlet: 'Payments Weekly', publishedAt: clock },
      {
        source: 'gnews:x',
        fingerprint: 'private-1',
        title: 'Private search',
        outlet: 'Secret Search Outlet',
        publishedAt: clock,
        scope: 'personal',
      },
    ]);
    expect(
      (
        await user
          .post('/api/onboarding/complete')
          .send(form({ companyName: 'Outlet Check', website: 'outlet-check.io' }))
      ).status,
    ).toBe(200);
    expect(analyseCalls[0]!.knownOutlets).toContainEqual({
      name: 'Payments Weekly',
      categories: ['finance'],
      coverage: expect.any(Number),
      closestArticle: expect.any(Number),
    });
    expect(analyseCalls[0]!.knownOutlets.every((o) => o.recentTitles === undefined)).toBe(true);
    expect(analyseCalls[0]!.knownOutlets.map((o) => o.name)).not.toContain('Secret Search Outlet');
  });

  it('when the AI service is unavailable, then the answer is its 503 with a readable message, not a 500', async () => {
    failNext = new AiUnavailableError('analyseCompany', 'timeout');
    const res = await user
      .post('/api/onboarding/complete')
      .send(form({ companyName: 'Timeout Co', website: 'timeout-co.io' }));
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/took too long/);
  });

  it('when required fields are missing or malformed, then 400 with the form messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [form({ companyName: '  ' }), `companyName: ${COMPANY_NAME_REQUIRED_MESSAGE}`],
      [form({ companyName: undefined }), `companyName: ${COMPANY_NAME_REQUIRED_MESSAGE}`],
      [form({ website: '' }), `website: ${WEBSITE_REQUIRED_MESSAGE}`],
      [form({ website: 'not a site' }), `website: ${WEBSITE_INVALID_MESSAGE}`],
      [form({ socialMediaLinks: { linkedin: 'nope' } }), `socialMediaLinks.linkedin: ${LINKEDIN_INVALID_MESSAGE}`],
    ];
    for (const [body, message] of cases) {
      const res = await user.post('/api/onboarding/complete').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(analyseCalls).toHaveLength(0);
  });
});

describe('the one-company rule at analysis', () => {
  it('when a plain user who already has a company asks for another analysis, then 403 before any AI call', async () => {
    const owner = await signUp(t.app);
    await onboard(owner);
    analyseCalls.length = 0;
    const res = await owner
      .post('/api/onboarding/complete')
      .send(form({ companyName: 'Second Co', website: 'second-co.io' }));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'Your plan allows one company profile. Ask an administrator for the agency plan to add more.',
    );
    expect(analyseCalls).toHaveLength(0);
    await t.db.update(users).set({ agencyPlan: true }).where(eq(users.id, owner.userId));
    expect(
      (await owner.post('/api/onboarding/complete').send(form({ companyName: 'Second Co', website: 'second-co.io' })))
        .status,
    ).toBe(200);
  });

  it('when an admin who already has a company asks for another analysis, then it is allowed', async () => {
    const admin = await signUp(t.app, { admin: true });
    await onboard(admin);
    expect(
      (await admin.post('/api/onboarding/complete').send(form({ companyName: 'Third Co', website: 'third-co.io' })))
        .status,
    ).toBe(200);
  });
});
