import { trendsResponseSchema, type Trend } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFF_LIST_MIN_RELEVANCE } from '../../src/discovery/off-list-stories';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { seedCompany, seedExplanation, seedTrend } from '../helpers/seed-trends';

const NOW = new Date('2026-11-20T12:00:00Z');

let t: TestApp;
let fernleaf: SignedUp;
let skyline: SignedUp;
let nobody: SignedUp;
let aerial: SignedUp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => NOW } });
  [fernleaf, skyline, nobody, aerial] = [
    await signUp(t.app),
    await signUp(t.app),
    await signUp(t.app),
    await signUp(t.app),
  ];
  const fernleafCompany = await seedCompany(t.db, fernleaf.userId, { companyName: 'Fernleaf', keywords: ['talc'] });
  const skylineCompany = await seedCompany(t.db, skyline.userId, {
    companyName: 'Skyline Drones',
    keywords: ['drone inspection'],
  });
  ids.talc = await seedTrend(t.db, NOW, {
    title: 'FDA finalises asbestos testing rule for talc cosmetics',
    singleReport: true,
    mentions: [[3, 1]],
  });
  ids.port = await seedTrend(t.db, NOW, { title: 'Port strike ends after nine days', mentions: [[2, 4]] });
  // Told by two trade titles, but ranked past the day's list: it too is seen only by those it matters to.
  ids.bvlos = await seedTrend(t.db, NOW, {
    title: 'FAA opens BVLOS waivers to utility inspections',
    offList: true,
    mentions: [
      [4, 1],
      [6, 1],
    ],
  });

  // The talc report matters to Fernleaf, and only a little to Skyline (below the bar).
  await seedExplanation(t.db, { trendId: ids.talc, companyId: fernleafCompany, relevanceScore: 0.71 });
  await seedExplanation(t.db, {
    trendId: ids.talc,
    companyId: skylineCompany,
    relevanceScore: OFF_LIST_MIN_RELEVANCE - 0.01,
  });
  await seedCompany(t.db, nobody.userId, { companyName: 'Quietco' });
  const aerialCompany = await seedCompany(t.db, aerial.userId, { companyName: 'Linewise Aerial', keywords: ['BVLOS'] });
  await seedExplanation(t.db, { trendId: ids.bvlos, companyId: aerialCompany, relevanceScore: 0.64 });
});
afterAll(() => t.close());

const list = async (user: SignedUp, query = ''): Promise<Trend[]> =>
  trendsResponseSchema.parse((await user.get(`/api/trends${query}`).expect(200)).body);
const titles = (trends: Trend[]) => trends.map((x) => x.title);

describe('a story one outlet alone reported', () => {
  it('when it matters to a company, then that company sees it on All Trends and My Trends, first by relevance, with its one mention', async () => {
    const all = await list(fernleaf);
    expect(titles(all)).toEqual([
      'FDA finalises asbestos testing rule for talc cosmetics',
      'Port strike ends after nine days',
    ]);
    expect(all[0]).toMatchObject({ mentions: 1, relevanceScore: 0.71, isNew: true });
    expect(titles(await list(fernleaf, '?source=personal'))).toEqual([
      'FDA finalises asbestos testing rule for talc cosmetics',
    ]);
  });

  it('when it does not reach the bar for a company, or the company was never scored for it, then that company never sees it', async () => {
    for (const user of [skyline, nobody]) {
      expect(titles(await list(user))).toEqual(['Port strike ends after nine days']);
      expect(titles(await list(user, '?source=personal'))).toEqual([]);
      expect((await user.get(`/api/trends/${ids.talc}/explanation`)).status).toBe(404);
    }
  });

  it('when the dashboard counts trends, then a single report counts only for the company that sees it', async () => {
    const count = async (user: SignedUp) => (await user.get('/api/stats').expect(200)).body.activeTrends as number;
    expect(await count(fernleaf)).toBe(2);
    expect(await count(skyline)).toBe(1);
  });
});

describe('a story told more than once that ranked past the day’s list', () => {
  it('when it matters to a company, then that company sees it first by relevance, with its two mentions and no single-report mark', async () => {
    const all = await list(aerial);
    expect(titles(all)).toEqual(['FAA opens BVLOS waivers to utility inspections', 'Port strike ends after nine days']);
    expect(all[0]).toMatchObject({ mentions: 2, relevanceScore: 0.64, singleReport: false });
    expect(titles(await list(aerial, '?source=personal'))).toEqual(['FAA opens BVLOS waivers to utility inspections']);
  });

  it('when a company was never scored for it, then that company never sees it', async () => {
    for (const user of [fernleaf, skyline, nobody]) {
      expect(titles(await list(user))).not.toContain('FAA opens BVLOS waivers to utility inspections');
      expect((await user.get(`/api/trends/${ids.bvlos}/explanation`)).status).toBe(404);
    }
  });
});
