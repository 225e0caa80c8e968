import { keywordSearchResponseSchema, smartBatchSearchResponseSchema } from '@newsjack/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheEntries, keywords } from '../../src/db/schema';
import type { CycleSummary } from '../../src/discovery/discovery.service';
import { SEARCH_FAILED_MESSAGE, THEME_FAILED_MESSAGE } from '../../src/modules/keywords/keyword-search-cycle';
import { emptySummary, fakeDiscovery } from '../discovery/service/fake-discovery';
import { seedCompany, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

/** Discovery whose cycles end as `outcome` says, writing nothing: the stored trends are what answers. */
let outcome: CycleSummary['status'] = 'failed';
const discovery = fakeDiscovery({
  runPersonalCycle: async () => ({
    ...emptySummary(outcome),
    errors: outcome === 'failed' ? ['source gnews: ECONNREFUSED'] : [],
  }),
});

let t: TestApp;
let alice: SignedUp;
const kw: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({ deps: { discovery } });
  alice = await signUp(t.app);
  const company = await seedCompany(t.db, alice.userId, { keywords: ['payments', 'fraud', 'solar'] });
  for (const row of await t.db.select().from(keywords).where(eq(keywords.companyId, company))) kw[row.term] = row.id;
  // Stored from an earlier search a while ago (updatedAt in the past, so no search here "saved" them).
  const earlier = new Date(Date.now() - 86_400_000);
  await seedTrend(t.db, new Date(), {
    title: 'Card payments fraud surges',
    companyId: company,
    keyword: 'fraud',
    updatedAt: earlier,
  });
  await seedTrend(t.db, new Date(), {
    title: 'Solar farms expand',
    companyId: company,
    keyword: 'solar',
    updatedAt: earlier,
  });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const cachedSearches = () => t.db.select().from(cacheEntries).where(like(cacheEntries.key, 'trend_search:%'));

describe('keyword searches when discovery fails', () => {
  it('when no news source can be read, then a single search is a 503, nothing is cached and the keyword is not marked searched', async () => {
    outcome = 'failed';
    const res = await alice.post(`/api/keywords/${kw.fraud}/search-trends`);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(SEARCH_FAILED_MESSAGE);
    expect(await cachedSearches()).toHaveLength(0);
    const [row] = await t.db.select().from(keywords).where(eq(keywords.id, kw.fraud!));
    expect(row!.lastSearchedAt).toBeNull();
  });

  it('when another search of the company is running, then the stored trends answer, uncached, with nothing saved', async () => {
    outcome = 'skipped';
    const body = keywordSearchResponseSchema.parse((await alice.post(`/api/keywords/${kw.fraud}/search-trends`)).body);
    expect(body.trendingTopics.map((x) => x.title)).toEqual(['Card payments fraud surges']);
    expect(body.savedTrendsCount).toBe(0);
    expect(await cachedSearches()).toHaveLength(0);
  });

  it('when a thematic search cannot read the news, then each theme fails with its reason but the request succeeds', async () => {
    outcome = 'failed';
    const res = await alice
      .post('/api/keywords/smart-batch-search')
      .send({ keywordIds: [kw.payments, kw.fraud, kw.solar], useThematicClustering: true });
    expect(res.status).toBe(200);
    const body = smartBatchSearchResponseSchema.parse(res.body);
    expect(body.searchType).toBe('thematic');
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((r) => !r.success && r.error === SEARCH_FAILED_MESSAGE)).toBe(true);
    expect(body.totalSavedTrends).toBe(0);
  });

  it('when loading a theme\u2019s trends breaks, then that shows as the theme\u2019s error, never a 500', async () => {
    outcome = 'succeeded';
    vi.spyOn(t.deps.trends, 'searchCandidates').mockRejectedValue(new Error('connection reset by peer'));
    const res = await alice
      .post('/api/keywords/smart-batch-search')
      .send({ keywordIds: [kw.payments, kw.fraud, kw.solar], useSemanticGrouping: true });
    expect(res.status).toBe(200);
    const body = smartBatchSearchResponseSchema.parse(res.body);
    expect(body.results.every((r) => !r.success && r.error === THEME_FAILED_MESSAGE && r.trends!.length === 0)).toBe(
      true,
    );
  });

  it('when an individual batch cannot read the news, then each keyword reports the failure with its stored trends', async () => {
    outcome = 'failed';
    const body = smartBatchSearchResponseSchema.parse(
      (await alice.post('/api/keywords/smart-batch-search').send({ keywordIds: [kw.solar, kw.fraud] })).body,
    );
    expect(body.searchType).toBe('individual');
    expect(body.results.map((r) => [r.keyword, r.success, r.error, r.trendingTopics!.map((x) => x.title)])).toEqual([
      ['solar', false, SEARCH_FAILED_MESSAGE, ['Solar farms expand']],
      ['fraud', false, SEARCH_FAILED_MESSAGE, ['Card payments fraud surges']],
    ]);
    expect(await cachedSearches()).toHaveLength(0);
  });
});
