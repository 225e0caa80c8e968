import {
  keywordSearchResponseSchema,
  NO_KEYWORDS_SELECTED_MESSAGE,
  smartBatchSearchResponseSchema,
  type Trend,
} from '@newsjack/shared';
import { eq, like } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheEntries, keywords } from '../../src/db/schema';
import { createDiscoveryService, type DiscoveryService } from '../../src/discovery/discovery.service';
import { trackedCompanies } from '../../src/deps';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { fixtureSource } from './search-fixture';
import { testDrafts } from '../helpers/drafts';
import { InProcessQueue } from '../helpers/in-process-queue';

/** The real discovery service, reading the fixture instead of the network. */
let t: TestApp;
let discovery: DiscoveryService;
let alice: SignedUp;
let bob: SignedUp;
let aliceCompany: number;
const kw: Record<string, number> = {};

beforeAll(async () => {
  const base = await createTestApp();
  discovery = createDiscoveryService({ drafts: testDrafts(), jobs: new InProcessQueue(),
    db: base.db,
    config: base.config,
    logger: base.deps.logger,
    now: () => new Date(),
    ai: base.deps.ai,
    semantic: base.deps.semantic,
    companies: trackedCompanies(base.deps),
    sourcesFor: ({ keywords: terms }) => [fixtureSource(terms, new Date())],
  });
  t = await createTestApp({ database: base.database, deps: { discovery } });
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  aliceCompany = await seedCompany(t.db, alice.userId, {
    keywords: ['fraud', 'payments', 'open banking', 'solar', 'carbon', 'climate'],
  });
  await seedCompany(t.db, bob.userId, { companyName: 'Sunward', keywords: ['fraud'] });
  for (const row of await t.db.select().from(keywords).where(eq(keywords.companyId, aliceCompany)))
    kw[row.term] = row.id;
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const mentions = (trend: Trend, term: string) =>
  [trend.title, trend.description, trend.keyword ?? '', ...trend.relatedKeywords]
    .join(' ')
    .toLowerCase()
    .includes(term.replace(/s$/, ''));

describe('searching trends for one keyword', () => {
  it('when signed out, then 401', async () => {
    expect((await request(t.app).post(`/api/keywords/${kw.fraud}/search-trends`)).status).toBe(401);
    expect(
      (
        await request(t.app)
          .post('/api/keywords/smart-batch-search')
          .send({ keywordIds: [kw.fraud] })
      ).status,
    ).toBe(401);
  });

  it('when a keyword is searched, then one keyword cycle runs and its personal trends come back', async () => {
    const spy = vi.spyOn(discovery, 'runPersonalCycle');
    const res = await alice.post(`/api/keywords/${kw.fraud}/search-trends`);
    expect(res.status, res.text).toBe(200);
    const body = keywordSearchResponseSchema.parse(res.body);
    expect(body.keyword).toBe('fraud');
    expect(body.trendingTopics.length).toBeGreaterThan(0);
    expect(body.trendingTopics.every((x) => x.scope === 'personal' && mentions(x, 'fraud'))).toBe(true);
    expect(body.savedTrendsCount).toBeGreaterThan(0);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![0]).toMatchObject({ companyId: aliceCompany, trigger: 'keyword', keywords: ['fraud'] });
    const [row] = await t.db.select().from(keywords).where(eq(keywords.id, kw.fraud!));
    expect(row!.lastSearchedAt).not.toBeNull();
    // The cycle itself recounts the keyword's mentions from what it just read.
    expect(row!.mentions).toBeGreaterThan(0);
  });

  it('when the same keyword is searched again within 3 hours, then the cached answer comes without a new cycle', async () => {
    const spy = vi.spyOn(discovery, 'runPersonalCycle');
    const again = keywordSearchResponseSchema.parse((await alice.post(`/api/keywords/${kw.fraud}/search-trends`)).body);
    expect(spy).not.toHaveBeenCalled();
    expect(again.trendingTopics.length).toBeGreaterThan(0);
    expect(await t.db.select().from(cacheEntries).where(like(cacheEntries.key, 'trend_search:%'))).toHaveLength(1);
  });

  it('when the keyword is another company\u2019s, missing or not an id, then 404, 404 and 400', async () => {
    expect((await bob.post(`/api/keywords/${kw.fraud}/search-trends`)).status).toBe(404);
    expect((await alice.post('/api/keywords/999999/search-trends')).status).toBe(404);
    expect((await alice.post('/api/keywords/99999999999/search-trends')).status).toBe(404);
    expect((await alice.post('/api/keywords/fraud/search-trends')).status).toBe(400);
  });

  it('when the user has no company, then 404', async () => {
    const res = await (await signUp(t.app)).post(`/api/keywords/${kw.fraud}/search-trends`);
    expect(res.status).toBe(404);
  });
});

describe('smart batch search', () => {
  it('when three or more keywords are grouped, then one cycle runs for the uncached ones and the results come per theme', async () => {
    const spy = vi.spyOn(discovery, 'runPersonalCycle');
    const ids = ['payments', 'solar', 'fraud', 'carbon', 'open banking', 'climate'].map((k) => kw[k]!);
    const res = await alice
      .post('/api/keywords/smart-batch-search')
      .send({ keywordIds: ids, useSemanticGrouping: true, useThematicClustering: true });
    expect(res.status, res.text).toBe(200);
    const body = smartBatchSearchResponseSchema.parse(res.body);
    expect(body).toMatchObject({ searchType: 'thematic', searchStrategy: 'thematic clustering' });
    expect(spy).toHaveBeenCalledTimes(1);
    // 'fraud' was searched above and is answered from its cached search, as a single search would be.
    expect([...spy.mock.calls[0]![0].keywords!].sort()).toEqual([
      'carbon',
      'climate',
      'open banking',
      'payments',
      'solar',
    ]);
    expect(body.results.map((r) => [...r.keywords!].sort())).toEqual([
      ['fraud', 'open banking', 'payments'],
      ['carbon', 'climate', 'solar'],
    ]);
    for (const theme of body.results) {
      expect(theme.success).toBe(true);
      expect(theme.trends!.length).toBeGreaterThan(0);
      expect(theme.trends!.every((x) => theme.keywords!.some((k) => mentions(x, k)))).toBe(true);
    }
    expect(body.totalSavedTrends).toBeGreaterThan(0);
  });

  it('when fewer than three keywords are sent, then each is searched individually, cached ones without a cycle', async () => {
    await t.db.delete(cacheEntries).where(like(cacheEntries.key, 'trend_search:%'));
    const spy = vi.spyOn(discovery, 'runPersonalCycle');
    const first = await alice
      .post('/api/keywords/smart-batch-search')
      .send({ keywordIds: [kw.fraud], useThematicClustering: true });
    expect(first.status).toBe(200);
    const res = await alice
      .post('/api/keywords/smart-batch-search')
      .send({ keywordIds: [kw.fraud, kw.solar], useThematicClustering: true });
    const body = smartBatchSearchResponseSchema.parse(res.body);
    expect(body).toMatchObject({ searchType: 'individual', searchStrategy: 'individual keyword search' });
    expect(body.results.map((r) => [r.keyword, r.success])).toEqual([
      ['fraud', true],
      ['solar', true],
    ]);
    expect(body.results[1]!.trendingTopics!.every((x) => mentions(x, 'solar'))).toBe(true);
    // One cycle for 'fraud' in the first request; the second only searched the uncached 'solar'.
    expect(spy.mock.calls.map((c) => c[0].keywords)).toEqual([['fraud'], ['solar']]);
  });

  it('when no grouping flag is set, then even many keywords are searched individually', async () => {
    const ids = ['payments', 'solar', 'fraud'].map((k) => kw[k]!);
    const body = smartBatchSearchResponseSchema.parse(
      (await alice.post('/api/keywords/smart-batch-search').send({ keywordIds: ids })).body,
    );
    expect(body.searchType).toBe('individual');
    expect(body.results.map((r) => r.keyword)).toEqual(['payments', 'solar', 'fraud']);
  });

  it('when an id is another company\u2019s or none is selected, then 404 or 400 and no cycle', async () => {
    const spy = vi.spyOn(discovery, 'runPersonalCycle');
    expect((await bob.post('/api/keywords/smart-batch-search').send({ keywordIds: [kw.fraud] })).status).toBe(404);
    expect(
      (await alice.post('/api/keywords/smart-batch-search').send({ keywordIds: [kw.fraud, 999_999] })).status,
    ).toBe(404);
    const empty = await alice.post('/api/keywords/smart-batch-search').send({ keywordIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(`keywordIds: ${NO_KEYWORDS_SELECTED_MESSAGE}`);
    expect(spy).not.toHaveBeenCalled();
  });
});
