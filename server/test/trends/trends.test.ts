import { EMPTY_FACT_SHEET, factSheetSchema, trendExplanationSchema, trendsResponseSchema, type FactSheet, type Trend } from '@newsjack/shared';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfflineAiProvider } from '../../src/ai/offline/offline-provider';
import type { AiProvider } from '../../src/ai/provider';
import type { ExplainTrendInput } from '../../src/ai/types';
import { trendExplanations, trends } from '../../src/db/schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { seedCompany, seedExplanation, seedTrend } from '../helpers/seed-trends';
import { testSemanticEngine } from '../helpers/semantic';

const NOW = new Date('2025-06-15T12:30:00Z');

/** The offline engine, recording each explanation it is asked for. */
const offline = new OfflineAiProvider(undefined, testSemanticEngine());
const explainCalls: ExplainTrendInput[] = [];
const ai: AiProvider = Object.assign(Object.create(offline) as AiProvider, {
  explainTrend: (input: ExplainTrendInput) => {
    explainCalls.push(input);
    return offline.explainTrend(input);
  },
});

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let carol: SignedUp;
let aliceCompany: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ deps: { ai, now: () => NOW } });
  [alice, bob, carol] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  aliceCompany = await seedCompany(t.db, alice.userId, { companyName: 'Ledgerline', keywords: ['payments', 'fraud'] });
  const bobCompany = await seedCompany(t.db, bob.userId, { companyName: 'Sunward' });
  const seed = (name: string, spec: Parameters<typeof seedTrend>[2]) =>
    seedTrend(t.db, NOW, spec).then((id) => (ids[name] = id));
  // Explosive: 12 mentions in the last 6 hours, none before.
  await seed('fraud', {
    title: 'Card payments fraud surges',
    category: 'finance',
    sentiment: 'negative',
    rank: 2,
    mentions: [
      [1, 5],
      [2, 4],
      [3, 3],
    ],
  });
  await seed('solar', {
    title: 'Solar farms expand',
    category: 'environment',
    sentiment: 'positive',
    rank: 1,
    mentions: [
      [30, 4],
      [50, 2],
    ],
  });
  await seed('election', {
    title: 'Election results due',
    category: 'politics',
    rank: 3,
    relatedKeywords: ['ballots'],
    mentions: [
      [2, 2],
      [10, 1],
    ],
  });
  await seed('monthOnly', { title: 'A story from three weeks ago', rank: 4, mentions: [[24 * 20, 6]] });
  await seed('inactive', { title: 'Old news', isActive: false, mentions: [[1, 3]] });
  await seed('alicePersonal', {
    title: 'Open banking payouts grow',
    companyId: aliceCompany,
    category: 'finance',
    sentiment: 'positive',
    rank: 1,
    keyword: 'payments',
    mentions: [[5, 3]],
  });
  await seed('bobPersonal', { title: 'Sunward secret launch', companyId: bobCompany, rank: 1, mentions: [[1, 9]] });
  await seedExplanation(t.db, {
    trendId: ids.fraud!,
    companyId: aliceCompany,
    relevanceScore: 0.9,
    matchedKeywords: ['payments', 'fraud'],
    explanation: 'Mentions **payments** and **fraud**.',
    semanticSimilarity: 0.42,
  });
  await seedExplanation(t.db, {
    trendId: ids.alicePersonal!,
    companyId: aliceCompany,
    relevanceScore: 0.5,
    matchedKeywords: ['payments'],
  });
});
afterAll(() => t.close());

const list = async (agent: SignedUp, query = ''): Promise<Trend[]> => {
  const res = await agent.get(`/api/trends${query}`);
  expect(res.status, res.text).toBe(200);
  return trendsResponseSchema.parse(res.body);
};
const titles = (trends: Trend[]) => trends.map((x) => x.title);

describe('listing trends', () => {
  it('when signed out, then the trend routes answer 401', async () => {
    expect((await request(t.app).get('/api/trends')).status).toBe(401);
    expect((await request(t.app).get(`/api/trends/${ids.fraud}/explanation`)).status).toBe(401);
  });

  it('when no filter is given, then active trends with 24 h mentions come most relevant first, then by rank', async () => {
    expect(titles(await list(alice))).toEqual([
      'Card payments fraud surges',
      'Open banking payouts grow',
      'Election results due',
    ]);
  });

  it('when a trend is listed, then it carries the company relevance and 24 h metrics from its history', async () => {
    const [fraud] = await list(alice);
    expect(fraud).toMatchObject({
      relevanceScore: 0.9,
      matchedKeywords: ['payments', 'fraud'],
      mentions: 12,
      mentionVelocity: 'explosive',
      growth: 1000,
      timeframe: '24h',
      scope: 'global',
    });
    expect(fraud!.mentionHistory).toHaveLength(24);
    expect(fraud!.mentionHistory.reduce((s, p) => s + p.mentions, 0)).toBe(12);
    const election = (await list(alice)).find((x) => x.title === 'Election results due')!;
    expect(election).toMatchObject({ relevanceScore: 0, matchedKeywords: [], mentions: 3 });
  });

  it('when the timeframe widens, then older trends join and mentions are counted over the longer window', async () => {
    const week = await list(alice, '?timeframe=7d');
    expect(titles(week)).toContain('Solar farms expand');
    expect(titles(week)).not.toContain('A story from three weeks ago');
    expect(week.find((x) => x.title === 'Solar farms expand')).toMatchObject({ mentions: 6, timeframe: '7d' });
    expect(week[0]!.mentionHistory).toHaveLength(7);
    const month = await list(alice, '?timeframe=month');
    expect(month.find((x) => x.title === 'A story from three weeks ago')).toMatchObject({ mentions: 6 });
    expect(month[0]!.mentionHistory).toHaveLength(30);
  });

  it('when a source tab is chosen, then only personal or only global trends come back', async () => {
    expect(titles(await list(alice, '?source=personal'))).toEqual(['Open banking payouts grow']);
    expect(titles(await list(alice, '?source=global'))).toEqual(['Card payments fraud surges', 'Election results due']);
  });

  it('when categories are filtered, then only those come back, World Events covering politics too', async () => {
    expect(titles(await list(alice, '?categories=finance'))).toEqual([
      'Card payments fraud surges',
      'Open banking payouts grow',
    ]);
    expect(titles(await list(alice, '?categories=worldevents'))).toEqual(['Election results due']);
    expect(titles(await list(alice, '?categories=Finance,environment&timeframe=7d'))).toEqual([
      'Card payments fraud surges',
      'Open banking payouts grow',
      'Solar farms expand',
    ]);
  });

  it('when sentiment or velocity is filtered, then each narrows the list', async () => {
    expect(titles(await list(alice, '?sentiment=negative'))).toEqual(['Card payments fraud surges']);
    // Over 24h the bars are the floors (explosive 3, high 2, medium 1 in the last 6 h). Fraud (12 from nothing) and
    // open banking (3 from nothing) are explosive; the election (2 against a baseline of 1 in the 42 h before) is high.
    expect(titles(await list(alice, '?mentionVelocity=explosive'))).toEqual([
      'Card payments fraud surges',
      'Open banking payouts grow',
    ]);
    expect(titles(await list(alice, '?mentionVelocity=explosive,high&sentiment=positive'))).toEqual([
      'Open banking payouts grow',
    ]);
    expect(titles(await list(alice, '?mentionVelocity=high'))).toEqual(['Election results due']);
    expect(titles(await list(alice, '?mentionVelocity=medium'))).toEqual([]);
    // Over a week the floors scale by √7 (medium 2.6, high 5.3 in the last 42 h): solar's 4 reads as medium.
    const weekMedium = await list(alice, '?mentionVelocity=medium&timeframe=7d');
    expect(titles(weekMedium)).toContain('Solar farms expand');
    expect(weekMedium.every((x) => x.mentionVelocity === 'medium')).toBe(true);
  });

  it('when searching, then title, description and keywords match ignoring case', async () => {
    expect(titles(await list(alice, '?search=OPEN%20BANKING'))).toEqual(['Open banking payouts grow']);
    expect(titles(await list(alice, '?search=ballot'))).toEqual(['Election results due']);
    expect(titles(await list(alice, '?search=what%20the%20coverage%20says&source=global'))).toEqual([
      'Card payments fraud surges',
      'Election results due',
    ]);
    expect(await list(alice, '?search=%25')).toEqual([]);
  });

  it('when a query value is not allowed, then 400 names the field', async () => {
    for (const query of [
      '?timeframe=year',
      '?categories=gossip',
      '?sentiment=angry',
      '?source=mine',
      `?search=${'x'.repeat(300)}`,
    ]) {
      const res = await alice.get(`/api/trends${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toMatch(/^(timeframe|categories|sentiment|source|search)/);
    }
  });

  it('when another company has personal trends, then they never show, whatever the source', async () => {
    expect(titles(await list(alice, '?source=personal&timeframe=month'))).not.toContain('Sunward secret launch');
    expect(titles(await list(bob, '?source=personal'))).toEqual(['Sunward secret launch']);
    expect(titles(await list(bob))).not.toContain('Open banking payouts grow');
  });

  it('when the user has no company, then global trends come back unscored', async () => {
    const trends = await list(carol);
    expect(titles(trends)).toEqual(['Card payments fraud surges', 'Election results due']);
    expect(trends.every((x) => x.relevanceScore === 0 && x.matchedKeywords.length === 0)).toBe(true);
  });
});

describe('trend explanations', () => {
  it('when the company has a stored explanation, then it is answered without calling the AI', async () => {
    const before = explainCalls.length;
    const res = await alice.get(`/api/trends/${ids.fraud}/explanation`);
    expect(res.status).toBe(200);
    expect(trendExplanationSchema.parse(res.body)).toMatchObject({
      explanation: 'Mentions **payments** and **fraud**.',
      semanticSimilarity: 0.42,
      relevanceScore: 0.9,
    });
    expect(explainCalls.length).toBe(before);
  });

  it('when none is stored, then it is computed once from the company context and stored', async () => {
    const first = await alice.get(`/api/trends/${ids.election}/explanation`);
    expect(first.status).toBe(200);
    const body = trendExplanationSchema.parse(first.body);
    expect(body.explanation.length).toBeGreaterThan(20);
    expect(explainCalls.at(-1)!.company).toMatchObject({
      companyName: 'Ledgerline',
      keywords: expect.arrayContaining(['payments', 'fraud']),
    });
    const [stored] = await t.db
      .select()
      .from(trendExplanations)
      .where(and(eq(trendExplanations.trendId, ids.election!), eq(trendExplanations.companyId, aliceCompany)));
    expect(stored).toMatchObject({ explanation: body.explanation, semanticSimilarity: body.semanticSimilarity });
    const calls = explainCalls.length;
    expect((await alice.get(`/api/trends/${ids.election}/explanation`)).body).toEqual(first.body);
    expect(explainCalls.length).toBe(calls);
  });

  it('when only relevance was stored, then the text is added and the stored relevance kept', async () => {
    const res = await alice.get(`/api/trends/${ids.alicePersonal}/explanation`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ relevanceScore: 0.5, matchedKeywords: ['payments'] });
    expect(res.body.explanation).not.toBe('');
  });

  it('when the trend is another company\u2019s, missing or not an id, then 404, 404 and 400', async () => {
    expect((await alice.get(`/api/trends/${ids.bobPersonal}/explanation`)).status).toBe(404);
    expect((await alice.get('/api/trends/999999/explanation')).status).toBe(404);
    expect((await alice.get('/api/trends/99999999999999/explanation')).status).toBe(404);
    expect((await alice.get('/api/trends/abc/explanation')).status).toBe(400);
  });

  it('when the user has no company, then 404 with the no-company message', async () => {
    const res = await carol.get(`/api/trends/${ids.fraud}/explanation`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No company profile found');
  });
});

describe('trend fact sheets', () => {
  const sheet: FactSheet = {
    ...EMPTY_FACT_SHEET,
    happened: 'Card fraud losses rose 12% to £1.2bn last year, UK Finance said on Tuesday.',
    happenedOutlet: 'Example News',
    organisations: ['UK Finance'],
    figures: [{ text: '£1.2bn', sentence: 'Card fraud losses rose 12% to £1.2bn last year, UK Finance said on Tuesday.', reports: 1, outlet: 'Example News' }],
    reports: [
      {
        title: 'Card payments fraud surges',
        outlet: 'Example News',
        url: 'https://news.example/fraud',
        reporter: 'Maya Patel',
        publishedAt: NOW.toISOString(),
        sentence: 'Card fraud losses rose 12% to £1.2bn last year, UK Finance said on Tuesday.',
      },
    ],
  };

  it('when a trend the company sees has a fact sheet, then it is answered as discovery stored it', async () => {
    await t.db.update(trends).set({ factSheet: sheet }).where(eq(trends.id, ids.fraud!));
    const res = await alice.get(`/api/trends/${ids.fraud}/fact-sheet`);
    expect(res.status, res.text).toBe(200);
    expect(factSheetSchema.parse(res.body)).toEqual(sheet);
  });

  it('when a trend has no fact sheet yet, then an empty one comes back', async () => {
    const res = await alice.get(`/api/trends/${ids.solar}/fact-sheet`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(EMPTY_FACT_SHEET);
  });

  it("when the trend is another company's, missing or not an id, or the user has no company, then 404, 404, 400 and 404", async () => {
    expect((await alice.get(`/api/trends/${ids.bobPersonal}/fact-sheet`)).status).toBe(404);
    expect((await alice.get('/api/trends/999999/fact-sheet')).status).toBe(404);
    expect((await alice.get('/api/trends/abc/fact-sheet')).status).toBe(400);
    expect((await carol.get(`/api/trends/${ids.fraud}/fact-sheet`)).status).toBe(404);
  });

  it('when the trends are listed, then no fact sheet rides along', async () => {
    const listed = await list(alice);
    expect(listed.length).toBeGreaterThan(0);
    for (const trend of listed) expect(trend).not.toHaveProperty('factSheet');
  });
});
