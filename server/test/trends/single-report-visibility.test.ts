import { trendsResponseSchema, type Trend } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINGLE_REPORT_MIN_RELEVANCE } from '../../src/discovery/single-reports';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { seedCompany, seedExplanation, seedTrend } from '../helpers/seed-trends';

const NOW = new Date('2026-11-20T12:00:00Z');

let t: TestApp;
let fernleaf: SignedUp;
let skyline: SignedUp;
let nobody: SignedUp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => NOW } });
  [fernleaf, skyline, nobody] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  const fernleafCompany = await seedCompany(t.db, fernleaf.userId, { companyName: 'Fernleaf', keywords: ['talc'] });
  const skylineCompany = await seedCompany(t.db, skyline.userId, { companyName: 'Skyline Drones', keywords: ['drone inspection'] });
  ids.talc = await seedTrend(t.db, NOW, { title: 'FDA finalises asbestos testing rule for talc cosmetics', singleReport: true, mentions: [[3, 1]] });
  ids.port = await seedTrend(t.db, NOW, { title: 'Port strike ends after nine days', mentions: [[2, 4]] });
  // The talc report matters to Fernleaf, and only a little to Skyline (below the bar).
  await seedExplanation(t.db, { trendId: ids.talc, companyId: fernleafCompany, relevanceScore: 0.71 });
  await seedExplanation(t.db, { trendId: ids.talc, companyId: skylineCompany, relevanceScore: SINGLE_REPORT_MIN_RELEVANCE - 0.01 });
  await seedCompany(t.db, nobody.userId, { companyName: 'Quietco' });
});
afterAll(() => t.close());

const list = async (user: SignedUp, query = ''): Promise<Trend[]> =>
  trendsResponseSchema.parse((await user.get(`/api/trends${query}`).expect(200)).body);
const titles = (trends: Trend[]) => trends.map((x) => x.title);

describe('a story one outlet alone reported', () => {
  it('when it matters to a company, then that company sees it on All Trends and My Trends, first by relevance, with its one mention', async () => {
    const all = await list(fernleaf);
    expect(titles(all)).toEqual(['FDA finalises asbestos testing rule for talc cosmetics', 'Port strike ends after nine days']);
    expect(all[0]).toMatchObject({ mentions: 1, relevanceScore: 0.71, isNew: true });
    expect(titles(await list(fernleaf, '?source=personal'))).toEqual(['FDA finalises asbestos testing rule for talc cosmetics']);
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
