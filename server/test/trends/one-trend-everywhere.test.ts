import {
  keywordSearchResponseSchema,
  smartBatchSearchResponseSchema,
  trendsResponseSchema,
  type Trend,
} from '@newsjack/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywords, trends } from '../../src/db/schema';
import { createDiscoveryService, type DiscoveryService } from '../../src/discovery/discovery.service';
import { trackedCompanies } from '../../src/deps';
import type { NewsSource } from '../../src/discovery/types';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { fixtureItems, fixtureSource } from '../keyword-search/search-fixture';
import { testDrafts } from '../helpers/drafts';
import { InProcessQueue } from '../helpers/in-process-queue';

/**
 * One story is one trend everywhere: global discovery reads the news first, then the company's keyword searches
 * read the same articles. The search links the company to the global trends instead of storing personal copies,
 * and every screen (dashboard, My Trends, the keyword search dialog, the bulk search) reads the same stored facts.
 */
const NOW = new Date('2026-03-10T12:30:00Z');

let t: TestApp;
let discovery: DiscoveryService;
let alice: SignedUp;
let bob: SignedUp;
let aliceCompany: number;
const kw: Record<string, number> = {};

const globalNews: NewsSource = {
  key: 'test:global',
  kind: 'rss',
  // General news carries no search keyword; only a company's search may label a trend with one.
  fetch: async () => ({ key: 'test:global', items: fixtureItems(NOW).map(({ keyword: _keyword, ...item }) => item) }),
};

beforeAll(async () => {
  const base = await createTestApp({ deps: { now: () => NOW } });
  discovery = createDiscoveryService({ drafts: testDrafts(), jobs: new InProcessQueue(),
    db: base.db,
    config: base.config,
    logger: base.deps.logger,
    now: () => NOW,
    ai: base.deps.ai, semantic: base.deps.semantic, companies: trackedCompanies(base.deps),
    sourcesFor: ({ keywords: terms }) => (terms ? [fixtureSource(terms, NOW)] : [globalNews]),
  });
  t = await createTestApp({ database: base.database, deps: { discovery, now: () => NOW } });
  [alice, bob] = [await signUp(t.app), await signUp(t.app)];
  aliceCompany = await seedCompany(t.db, alice.userId, {
    companyName: 'Ledgerline',
    keywords: ['fraud', 'payments', 'open banking', 'solar'],
  });
  await seedCompany(t.db, bob.userId, { companyName: 'Sunward', keywords: ['solar'], industry: 'Renewable energy' });
  for (const row of await t.db.select().from(keywords).where(eq(keywords.companyId, aliceCompany)))
    kw[row.term] = row.id;
  expect((await discovery.runGlobalCycle('manual')).status).toBe('succeeded');
});
afterAll(() => t.close());

const list = async (agent: SignedUp, query = ''): Promise<Trend[]> => {
  const res = await agent.get(`/api/trends${query}`);
  expect(res.status, res.text).toBe(200);
  return trendsResponseSchema.parse(res.body);
};
/** What a screen shows of a trend's standing: the same on every screen. */
const figures = (trend: Trend | undefined) => {
  expect(trend).toBeDefined();
  const { id, scope, relevanceScore, matchedKeywords, mentionVelocity, mentionVolume, growth, mentions } = trend!;
  return { id, scope, relevanceScore, matchedKeywords, mentionVelocity, mentionVolume, growth, mentions };
};

let fraudTrend: Trend;

describe('one story, one trend everywhere', () => {
  it('when a keyword search finds a story global discovery has, then it answers with the global trend and stores no copy', async () => {
    const res = await alice.post(`/api/keywords/${kw.fraud}/search-trends`);
    expect(res.status, res.text).toBe(200);
    const body = keywordSearchResponseSchema.parse(res.body);
    expect(body.trendingTopics.length).toBeGreaterThan(0);
    expect(body.trendingTopics.every((x) => x.scope === 'global')).toBe(true);
    expect(body.savedTrendsCount).toBeGreaterThan(0);
    fraudTrend = body.trendingTopics[0]!;
    expect(fraudTrend.relevanceScore).toBeGreaterThan(0);
    expect(fraudTrend.matchedKeywords).toContain('fraud');
    expect(fraudTrend.keyword).toBe('fraud');
    const copies = await t.db
      .select()
      .from(trends)
      .where(and(eq(trends.scope, 'personal'), eq(trends.companyId, aliceCompany), eq(trends.isActive, true)));
    expect(copies).toEqual([]);
  });

  it('when the dashboard, My Trends, the search dialog and the bulk search show the trend, then relevance, velocity and growth are the same', async () => {
    const expected = figures(fraudTrend);
    const dashboard = await list(alice);
    expect(figures(dashboard.find((x) => x.id === fraudTrend.id))).toEqual(expected);
    // No personal copy anywhere: every card is a global trend.
    expect(dashboard.every((x) => x.scope === 'global')).toBe(true);
    const myTrends = await list(alice, '?source=personal');
    expect(figures(myTrends.find((x) => x.id === fraudTrend.id))).toEqual(expected);
    // Another timeframe measures another window; the company's relevance stays the same.
    const myWeek = await list(alice, '?source=personal&timeframe=7d');
    expect(myWeek.find((x) => x.id === fraudTrend.id)?.relevanceScore).toBe(expected.relevanceScore);

    const again = keywordSearchResponseSchema.parse((await alice.post(`/api/keywords/${kw.fraud}/search-trends`)).body);
    expect(figures(again.trendingTopics.find((x) => x.id === fraudTrend.id))).toEqual(expected);

    const bulk = smartBatchSearchResponseSchema.parse(
      (await alice.post('/api/keywords/smart-batch-search').send({ keywordIds: [kw.fraud, kw.solar] })).body,
    );
    expect(bulk.searchType).toBe('individual');
    expect(figures(bulk.results[0]!.trendingTopics!.find((x) => x.id === fraudTrend.id))).toEqual(expected);

    const thematic = smartBatchSearchResponseSchema.parse(
      (
        await alice
          .post('/api/keywords/smart-batch-search')
          .send({ keywordIds: [kw.fraud, kw.payments, kw['open banking'], kw.solar], useThematicClustering: true })
      ).body,
    );
    expect(thematic.searchType).toBe('thematic');
    const inTheme = thematic.results.flatMap((r) => r.trends ?? []).find((x) => x.id === fraudTrend.id);
    expect(figures(inTheme)).toEqual(expected);

    // The dashboard still agrees after the later searches (each search ends by publishing every trend's facts).
    const after = figures((await list(alice)).find((x) => x.id === fraudTrend.id));
    expect(after).toEqual(figures((await list(alice, '?source=personal')).find((x) => x.id === fraudTrend.id)));
    const explanation = await alice.get(`/api/trends/${fraudTrend.id}/explanation`);
    expect(explanation.body.relevanceScore).toBe(after.relevanceScore);
  });

  it('when another company looks, then it sees the global trend with its own relevance and none of the other company\u2019s searches', async () => {
    const shown = (await list(bob)).find((x) => x.id === fraudTrend.id);
    expect(shown).toMatchObject({
      mentionVelocity: fraudTrend.mentionVelocity,
      growth: fraudTrend.growth,
      keyword: null,
    });
    expect(shown!.matchedKeywords).toEqual([]);
    expect((await list(bob, '?source=personal')).map((x) => x.id)).not.toContain(fraudTrend.id);
  });
});
