import {
  keywordSearchResponseSchema,
  smartBatchSearchResponseSchema,
  type SmartBatchSearchResponse,
} from '@newsjack/shared';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheEntries, companyProfiles, keywords, newsItems, trends } from '../../src/db/schema';
import { emptySummary, fakeDiscovery } from '../discovery/service/fake-discovery';
import { seedCompany, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { SEARCH_COMPANIES, SEARCH_STORIES } from './search-news-fixture';

/**
 * Keyword search through the routes over the hand-written stories (stored as global trends with their articles):
 * meaning, the company's sense of a word, themes, the batch cache's consistency and tenancy. Discovery is a fake
 * whose cycles succeed and re-write every stored story (so a search "saves" what it shows).
 */
const storyTrend = new Map<string, number>();
const discovery = fakeDiscovery({
  runPersonalCycle: async () => {
    await t.db
      .update(trends)
      .set({ updatedAt: new Date() })
      .where(inArray(trends.id, [...storyTrend.values()]));
    return emptySummary('succeeded');
  },
});

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let aliceCompany: number;
const kw: Record<string, number> = {};
const bobKw: Record<string, number> = {};

async function keywordIds(companyId: number, into: Record<string, number>) {
  for (const row of await t.db.select().from(keywords).where(eq(keywords.companyId, companyId)))
    into[row.term] = row.id;
}

beforeAll(async () => {
  t = await createTestApp({ deps: { discovery } });
  const now = new Date();
  for (const [s, story] of SEARCH_STORIES.entries()) {
    const id = await seedTrend(t.db, now, {
      title: story.items[0]!.title,
      description: story.items[0]!.summary,
      rank: s + 1,
    });
    storyTrend.set(story.id, id);
    await t.db.insert(newsItems).values(
      story.items.map((item, i) => ({
        source: 'test:search-meaning',
        fingerprint: `search-meaning-${story.id}-${i}`,
        title: item.title,
        summary: item.summary,
        url: `https://news.example/${story.id}/${i}`,
        outlet: 'Daily Ledger',
        publishedAt: new Date(now.getTime() - (i + 1) * 3_600_000),
        trendId: id,
      })),
    );
  }
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  const v = SEARCH_COMPANIES.vaultline;
  aliceCompany = await seedCompany(t.db, alice.userId, {
    companyName: v.companyName,
    profile: v.companyProfile,
    industry: v.industry,
    keywords: [
      'Session',
      'identity attacks',
      'AI',
      'artificial intelligence',
      'Nurses',
      'Patients',
      'Clinicians',
      'dog food',
    ],
  });
  await keywordIds(aliceCompany, kw);
  // Bob's company has the same name and keyword, and means it in the other sense.
  const bobCompany = await seedCompany(t.db, bob.userId, {
    companyName: v.companyName,
    profile:
      'Vaultline runs sleep retreats in the Cotswolds. Guests book weekend sessions of guided breathing and rest.',
    industry: 'Travel & Hospitality',
    keywords: ['Session'],
  });
  await keywordIds(bobCompany, bobKw);
}, 120_000);
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const titlesOf = (list: ReadonlyArray<{ title: string }>) => list.map((x) => x.title);
const story = (id: string) => SEARCH_STORIES.find((s) => s.id === id)!.items[0]!.title;
const searchOne = async (agent: SignedUp, id: number) => {
  const res = await agent.post(`/api/keywords/${id}/search-trends`);
  expect(res.status, res.text).toBe(200);
  return keywordSearchResponseSchema.parse(res.body);
};
const batch = async (agent: SignedUp, ids: number[], grouped = false): Promise<SmartBatchSearchResponse> => {
  const res = await agent
    .post('/api/keywords/smart-batch-search')
    .send(grouped ? { keywordIds: ids, useSemanticGrouping: true, useThematicClustering: true } : { keywordIds: ids });
  expect(res.status, res.text).toBe(200);
  return smartBatchSearchResponseSchema.parse(res.body);
};
const shownIds = (body: SmartBatchSearchResponse) =>
  new Set(body.results.flatMap((r) => [...(r.trends ?? []), ...(r.trendingTopics ?? [])]).map((x) => x.id));

describe('keyword search by meaning, through the routes', () => {
  it('when a security company searches "Session", then the session-hijacking story comes back and the sleep retreat does not', async () => {
    const body = await searchOne(alice, kw.Session!);
    expect(titlesOf(body.trendingTopics)).toContain(story('session-hijacking'));
    expect(titlesOf(body.trendingTopics)).not.toContain(story('sleep-retreat'));
    expect(body.savedTrendsCount).toBeLessThanOrEqual(body.trendingTopics.length);
  });

  it('when a sleep-retreat company with the same name searches "Session", then it gets its own sense and none of the other account\u2019s answer', async () => {
    const body = await searchOne(bob, bobKw.Session!);
    expect(titlesOf(body.trendingTopics)).toContain(story('sleep-retreat'));
    expect(titlesOf(body.trendingTopics)).not.toContain(story('session-hijacking'));
    // Two entries: one per account, although the keyword and the company name are the same.
    expect(await t.db.select().from(cacheEntries).where(like(cacheEntries.key, 'trend_search:%'))).toHaveLength(2);
  });

  it('when "identity attacks" is searched, then stories about leaked credentials and help-desk impersonation come back though neither says "identity attacks"', async () => {
    const body = await searchOne(alice, kw['identity attacks']!);
    expect(titlesOf(body.trendingTopics)).toEqual(
      expect.arrayContaining([story('leaked-credentials'), story('help-desk-impersonation')]),
    );
    expect(titlesOf(body.trendingTopics)).not.toContain(story('derby-football'));
  });

  it('when the company profile changes, then the cached answer is not reused and the keyword is searched again', async () => {
    const spy = vi.spyOn(discovery, 'runPersonalCycle');
    await searchOne(alice, kw.Session!);
    expect(spy).not.toHaveBeenCalled();
    await t.db
      .update(companyProfiles)
      .set({ companyProfile: `${SEARCH_COMPANIES.vaultline.companyProfile} It also audits session cookies.` })
      .where(eq(companyProfiles.id, aliceCompany));
    await searchOne(alice, kw.Session!);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('thematic bulk search by meaning', () => {
  it('when AI, artificial intelligence, nurses, patients and clinicians are grouped, then two themes come back, named with real phrases', async () => {
    const ids = ['AI', 'Nurses', 'artificial intelligence', 'Patients', 'Clinicians'].map((k) => kw[k]!);
    const body = await batch(alice, ids, true);
    expect(body.searchType).toBe('thematic');
    expect(body.results.map((r) => [...r.keywords!].sort()).sort()).toEqual([
      ['AI', 'artificial intelligence'],
      ['Clinicians', 'Nurses', 'Patients'],
    ]);
    for (const theme of body.results) {
      expect(theme.success).toBe(true);
      expect(theme.trends!.length).toBeGreaterThan(0);
      expect(theme.theme).not.toMatch(/^(Ai|Source|Boiler)$/);
      expect(theme.theme).toMatch(/^[A-Z]/);
    }
    const ai = body.results.find((r) => r.keywords!.includes('AI'))!;
    expect(['AI', 'Artificial Intelligence']).toContain(ai.theme);
    expect(titlesOf(ai.trends!)).toEqual(expect.arrayContaining([story('ai-chips'), story('ai-xrays')]));
    expect(body.totalSavedTrends).toBeGreaterThan(0);
    expect(body.totalSavedTrends).toBeLessThanOrEqual(shownIds(body).size);
  });
});

describe('the batch cache', () => {
  it('when a cached batch is answered after its trends ended, then its saved count agrees with the results it shows', async () => {
    const ids = [kw['dog food']!, kw['identity attacks']!];
    await t.db.delete(cacheEntries).where(like(cacheEntries.key, 'trend_search:%'));
    const first = await batch(alice, ids);
    expect(shownIds(first).size).toBeGreaterThan(0);
    expect(first.totalSavedTrends).toBeGreaterThan(0);
    expect(first.totalSavedTrends).toBeLessThanOrEqual(shownIds(first).size);

    // A later global cycle ends every story the batch showed; the batch's cache entries are still live.
    await t.db
      .update(trends)
      .set({ isActive: false })
      .where(inArray(trends.id, [...shownIds(first)]));
    const spy = vi.spyOn(discovery, 'runPersonalCycle');
    const again = await batch(alice, ids);
    expect(spy).not.toHaveBeenCalled();
    expect(again.results.every((r) => r.trendingTopics!.length === 0)).toBe(true);
    expect(again.totalSavedTrends).toBe(0);
    await t.db
      .update(trends)
      .set({ isActive: true })
      .where(inArray(trends.id, [...shownIds(first)]));
  });

  it('when another account sends the same batch of its own keywords, then nothing of the first account\u2019s answer reaches it', async () => {
    const body = await batch(bob, [bobKw.Session!]);
    expect(titlesOf(body.results[0]!.trendingTopics!)).not.toContain(story('session-hijacking'));
    expect((await bob.post('/api/keywords/smart-batch-search').send({ keywordIds: [kw.Session] })).status).toBe(404);
  });
});
