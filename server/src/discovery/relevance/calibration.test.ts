import { describe, expect, it } from 'vitest';
import { apiLikeEngine } from '../../../test/helpers/api-like-engine';
import { testSemanticEngine } from '../../../test/helpers/semantic';
import { SEMANTIC_MATCH_THRESHOLD } from './calibration';
import { scoreTrendsForCompanies } from './relevance';
import type { CompanyForRelevance, TrendForRelevance } from './types';

const company = (id: number, companyName: string, companyProfile: string, keywords: string[]): CompanyForRelevance => ({
  id,
  companyName,
  companyProfile,
  industry: null,
  keyProducts: [],
  targetMarkets: [],
  keywords,
});
const dogFood = company(1, 'Barkfresh', 'Barkfresh makes fresh dog food, gently cooked from British meat and vegetables and delivered frozen to dog owners on a subscription. Every recipe is formulated by a veterinary nutritionist.', ['dog food', 'pet food']);
const payroll = company(2, 'Paydayly', 'Paydayly runs payroll for small businesses: it pays employees on time, files PAYE and pension contributions with HMRC and sends payslips.', ['payroll', 'PAYE']);

const trend = (title: string, summary: string): TrendForRelevance => ({
  title,
  description: summary,
  relatedKeywords: [],
  items: [{ title, summary, outlet: 'Reuters' }],
  outlets: ['Reuters'],
  mentions: 2,
  growth: 0,
  velocity: 'medium',
  timeframe: '24h',
});
const trends = [
  trend('Pet food prices rise 12% as meat costs climb', 'Dog and cat owners are paying more for food, a trade body said, as the cost of meat and packaging rose.'),
  trend('Vets urge owners to cut treats as dog obesity rises', 'Half of dogs seen by vets are overweight, a charity said, blaming large portions and snacks.'),
  trend('HMRC fines firms that paid staff late through payroll errors', 'Employers who missed PAYE deadlines face penalties, the tax office said.'),
  trend('Minimum wage rise: what employers must change in payroll', 'Payroll teams must update pay rates from April for workers over 21.'),
  trend('Storm closes ports along the Channel', 'Ferries were cancelled as winds reached 70mph.'),
  trend('Champions League: Madrid beat Dortmund in final', 'Two late goals at Wembley won Real Madrid a 15th European Cup.'),
];

describe('calibration follows the engine in use', () => {
  const offline = testSemanticEngine();

  it('when an engine answers on another cosine scale (an embeddings API), then each story shows the same semantic match as with the offline engine', async () => {
    const a = await scoreTrendsForCompanies(trends, [dogFood, payroll], offline);
    const b = await scoreTrendsForCompanies(trends, [dogFood, payroll], apiLikeEngine(offline, { withRarity: true }));
    // The raw scale really is another one ...
    expect(b[4]![0]!.evidence.rawSimilarity).toBeGreaterThan(a[4]![0]!.evidence.rawSimilarity + 0.3);
    // ... and what is shown is the same, so the badge (above 0.3) means the same thing.
    for (let t = 0; t < trends.length; t++) {
      for (let c = 0; c < 2; c++) expect(Math.abs(b[t]![c]!.semanticSimilarity - a[t]![c]!.semanticSimilarity), `trend ${t}, company ${c}`).toBeLessThanOrEqual(0.02);
    }
  });

  it("when the engine knows no word frequencies either, then each company's own stories rank first and only they can show the badge", async () => {
    const r = await scoreTrendsForCompanies(trends, [dogFood, payroll], apiLikeEngine(offline, { withRarity: false }));
    const own = [[0, 1], [2, 3]];
    for (const c of [0, 1]) {
      const order = trends.map((_, t) => t).sort((x, y) => r[y]![c]!.semanticSimilarity - r[x]![c]!.semanticSimilarity);
      expect(order.slice(0, 2).sort(), `company ${c}`).toEqual(own[c]);
      const badged = trends.map((_, t) => t).filter((t) => r[t]![c]!.semanticSimilarity > SEMANTIC_MATCH_THRESHOLD);
      expect(badged.length, `company ${c}`).toBeGreaterThan(0);
      expect(badged.every((t) => own[c]!.includes(t)), `company ${c}`).toBe(true);
    }
  });
});
