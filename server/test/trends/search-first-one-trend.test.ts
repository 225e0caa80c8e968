import { keywordSearchResponseSchema, trendsResponseSchema, type Trend } from '@newsjack/shared';
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
 * One story, one trend, whichever reads it first: a company's keyword search finds a story before global discovery
 * does (a personal trend), then the global cycle reads the same articles. The global trend takes the story over:
 * the personal copy is retired and the company's search is linked to the global trend, so no screen lists the story
 * twice.
 */
const NOW = new Date('2026-03-10T12:30:00Z');

let t: TestApp;
let discovery: DiscoveryService;
let alice: SignedUp;
let bob: SignedUp;
let aliceCompany: number;
let globalHasNews = false;
const kw: Record<string, number> = {};

const globalNews: NewsSource = {
  key: 'test:global',
  kind: 'rss',
  fetch: async () => ({
    key: 'test:global',
    items: globalHasNews ? fixtureItems(NOW).map(({ keyword: _keyword, ...item }) => item) : [],
  }),
};

beforeAll(async () => {
  const base = await createTestApp({ deps: { now: () => NOW } });
  discovery = createDiscoveryService({
    drafts: testDrafts(),
    jobs: new InProcessQueue(),
    db: base.db,
    config: base.config,
    logger: base.deps.logger,
    now: () => NOW,
    ai: base.deps.ai,
    semantic: base.deps.semantic,
    companies: trackedCompanies(base.deps),
    sourcesFor: ({ keywords: terms }) => (terms ? [fixtureSource(terms, NOW)] : [globalNews]),
  });
  t = await createTestApp({ database: base.database, deps: { discovery, now: () => NOW } });
  [alice, bob] = [await signUp(t.app), await signUp(t.app)];
  aliceCompany = await seedCompany(t.db, alice.userId, { companyName: 'Ledgerline', keywords: ['fraud', 'payments'] });
  await seedCompany(t.db, bob.userId, { companyName: 'Tillward', keywords: ['payments'] });
  for (const row of await t.db.select().from(keywords).where(eq(keywords.companyId, aliceCompany)))
    kw[row.term] = row.id;
});
afterAll(() => t.close());

const list = async (query = '', agent: SignedUp = alice): Promise<Trend[]> => {
  const res = await agent.get(`/api/trends${query}`);
  expect(res.status, res.text).toBe(200);
  return trendsResponseSchema.parse(res.body);
};
const activePersonal = () =>
  t.db
    .select({ id: trends.id })
    .from(trends)
    .where(and(eq(trends.scope, 'personal'), eq(trends.companyId, aliceCompany), eq(trends.isActive, true)));
/** The card-fraud story's trend: the one holding its first report (a small corpus may tell it beside a neighbour). */
const fraudStory = (trend: Trend) => trend.reports.some((r) => r.url === 'https://news.example/0/0');
const fraudReports = (trend: Trend) => trend.reports.filter((r) => r.url.startsWith('https://news.example/0/')).length;

describe('a story a search found before global discovery did', () => {
  let personalId: number;

  it('when the search runs first, then the story is the company’s personal trend', async () => {
    const res = await alice.post(`/api/keywords/${kw.fraud}/search-trends`);
    expect(res.status, res.text).toBe(200);
    const found = keywordSearchResponseSchema.parse(res.body).trendingTopics.filter(fraudStory);
    expect(found).toHaveLength(1);
    expect(found[0]!.scope).toBe('personal');
    personalId = found[0]!.id;
  });

  it('when the global cycle then reads the same articles, then every screen lists the story once, as the global trend linked to the search', async () => {
    globalHasNews = true;
    expect((await discovery.runGlobalCycle('manual')).status).toBe('succeeded');

    for (const query of ['', '?source=personal', '?source=personal&timeframe=7d']) {
      const shown = (await list(query)).filter(fraudStory);
      expect(
        shown.map((x) => x.scope),
        query,
      ).toEqual(['global']);
      expect(shown[0]!.keyword, query).toBe('fraud');
      expect(shown[0]!.matchedKeywords, query).toContain('fraud');
      expect(fraudReports(shown[0]!), query).toBe(3);
    }
    expect((await activePersonal()).map((r) => r.id)).not.toContain(personalId);
  });

  it('when another company looks at the story, then it sees the global trend without the first company’s search word', async () => {
    const shown = (await list('', bob)).filter(fraudStory);
    expect(shown.map((x) => x.scope)).toEqual(['global']);
    expect(shown[0]!.keyword).toBeNull();
    expect(shown[0]!.matchedKeywords).not.toContain('fraud');
  });

  it('when the company searches again, then it is answered with the global trend and no copy comes back', async () => {
    const res = await alice.post(`/api/keywords/${kw.fraud}/search-trends`);
    expect(res.status, res.text).toBe(200);
    const found = keywordSearchResponseSchema.parse(res.body).trendingTopics.filter(fraudStory);
    expect(found.map((x) => x.scope)).toEqual(['global']);
    expect((await list()).filter(fraudStory)).toHaveLength(1);
    expect((await activePersonal()).map((r) => r.id)).not.toContain(personalId);
  });
});
