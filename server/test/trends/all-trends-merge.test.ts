import { trendsResponseSchema, type Trend } from '@newsjack/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trends } from '../../src/db/schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { seedCompany, seedExplanation, seedTrend } from '../helpers/seed-trends';

/**
 * A fresh install: the company's keyword search read the same articles as the global source, so discovery stored
 * the payments outage twice, once per scope, and only the personal copy was scored for the company.
 */
const NOW = new Date('2025-06-15T12:30:00Z');
const SHARED = ['https://wire.example/keystone-outage', 'https://daily.example/keystone-down'];

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let globalId: number;
let personalId: number;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => NOW } });
  [alice, bob] = [await signUp(t.app), await signUp(t.app)];
  const company = await seedCompany(t.db, alice.userId, { keywords: ['payments', 'checkout'] });
  await seedCompany(t.db, bob.userId, { companyName: 'Sunward' });
  globalId = await seedTrend(t.db, NOW, {
    title: 'Keystone Pay shares slide 11% after payments outage',
    category: 'finance',
    relatedKeywords: ['Keystone', 'outage', 'merchants'],
    rank: 1,
    mentions: [
      [1, 10],
      [3, 7],
    ],
  });
  personalId = await seedTrend(t.db, NOW, {
    title: 'Keystone Pay outage leaves millions of card payments failing',
    companyId: company,
    category: 'finance',
    relatedKeywords: ['Keystone', 'card', 'processing'],
    keyword: 'payments',
    rank: 1,
    mentions: [[2, 11]],
  });
  await seedTrend(t.db, NOW, { title: 'Solar farms expand across the plains', category: 'environment', rank: 2 });
  await t.db
    .update(trends)
    .set({ sourceUrls: [SHARED[0]!, 'https://markets.example/kpay'] })
    .where(eq(trends.id, globalId));
  await t.db
    .update(trends)
    .set({ sourceUrls: [...SHARED, 'https://search.example/r/1'] })
    .where(eq(trends.id, personalId));
  await seedExplanation(t.db, {
    trendId: personalId,
    companyId: company,
    relevanceScore: 0.55,
    matchedKeywords: ['payments'],
  });
});
afterAll(() => t.close());

const list = async (agent: SignedUp, query = ''): Promise<Trend[]> => {
  const res = await agent.get(`/api/trends${query}`);
  expect(res.status, res.text).toBe(200);
  return trendsResponseSchema.parse(res.body);
};
const about = (list: Trend[]) => list.filter((x) => x.title.includes('Keystone'));

describe('one story, one card in All Trends', () => {
  it('when a personal and a global trend share source articles, then All Trends shows one card carrying the best of both', async () => {
    const all = await list(alice);
    expect(about(all)).toHaveLength(1);
    expect(all).toHaveLength(2);
    expect(about(all)[0]).toMatchObject({
      id: globalId,
      scope: 'global',
      title: 'Keystone Pay shares slide 11% after payments outage',
      mentions: 17,
      relevanceScore: 0.55,
      matchedKeywords: ['payments'],
      sourceUrls: [SHARED[0], 'https://markets.example/kpay', SHARED[1], 'https://search.example/r/1'],
    });
    // The merged card is the company's top story, as the personal copy was.
    expect(all[0]!.id).toBe(globalId);
  });

  it('when a tab is chosen, then My Trends and Global Trends each still list their own copy', async () => {
    expect(about(await list(alice, '?source=personal'))).toMatchObject([{ id: personalId, relevanceScore: 0.55 }]);
    expect(about(await list(alice, '?source=global'))).toMatchObject([{ id: globalId, relevanceScore: 0 }]);
  });

  it('when the list is filtered or searched, then the story still shows once', async () => {
    expect(about(await list(alice, '?categories=finance'))).toHaveLength(1);
    expect(about(await list(alice, '?search=payments'))).toHaveLength(1);
    expect(about(await list(alice, '?timeframe=7d'))).toHaveLength(1);
  });

  it('when another company looks, then it sees only the global copy, unscored', async () => {
    expect(about(await list(bob))).toMatchObject([{ id: globalId, relevanceScore: 0, matchedKeywords: [] }]);
  });
});
