import { describe, expect, it } from 'vitest';
import { championsLeague, harvestHealth, ledgerleaf, stripeBridge, teslaRecall, voltgrid } from '../../../test/fixtures/relevance/companies';
import { scoreRelevance, scoreTrendsForCompanies } from './relevance';
import { relevanceScore } from './score';

describe('relevance of trends to companies', () => {
  const trends = [teslaRecall, stripeBridge, championsLeague];
  const companies = [voltgrid, ledgerleaf, harvestHealth];
  const results = scoreTrendsForCompanies(trends, companies);

  it('when a trend names a company’s keywords, then it scores well for that company and it is that company’s top trend', () => {
    const tesla = results[0]![0]!;
    expect(tesla.matchedKeywords).toEqual(['electric vehicles', 'Tesla']);
    expect(tesla.relevanceScore).toBeGreaterThan(0.5);
    const stripe = results[1]![1]!;
    expect(stripe.matchedKeywords).toEqual(['stablecoin', 'cross-border payments', 'Stripe']);
    expect(stripe.relevanceScore).toBeGreaterThan(0.5);
    const column = (c: number) => results.map((row) => row[c]!.relevanceScore);
    expect(Math.max(...column(0))).toBe(tesla.relevanceScore);
    expect(Math.max(...column(1))).toBe(stripe.relevanceScore);
  });

  it('when a trend shares nothing with a company, then it scores exactly 0 and the explanation says so', () => {
    const football = results[2]![2]!;
    expect(football.relevanceScore).toBe(0);
    expect(football.matchedKeywords).toEqual([]);
    expect(football.explanation).toContain('relevance is 0');
    expect(results[2]!.every((r) => r.relevanceScore === 0)).toBe(true);
  });

  it('when the explanation is written, then keywords, industry words, similarity, velocity, growth and outlets are in bold', () => {
    const text = results[0]![0]!.explanation;
    expect(text).toContain('**electric vehicles** and **Tesla**');
    expect(text).toMatch(/industry \([^)]+\) through \*\*electric\*\*/);
    expect(text).toMatch(/\*\*\d+%\*\* similar to \*\*VoltGrid\*\*'s profile/);
    expect(text).toContain('**explosive**');
    expect(text).toContain('**14 mentions** in the last 24 hours (**+250%**');
    expect(text).toContain('**Reuters**, **CNBC**, **Electrek** and **2 other outlets**');
  });

  it('when keywords appear only in inflected or multi-word forms, then stem-aware phrase matching still finds them', () => {
    const trend = { ...championsLeague, title: 'EV charging networks expand as electric-vehicle sales climb', itemTitles: ['Electric vehicle makers cut battery costs'], relatedKeywords: [], description: '' };
    const result = scoreRelevance(trend, voltgrid);
    expect(result.matchedKeywords).toEqual(['electric vehicles', 'EV charging', 'battery']);
  });

  it('when a keyword’s words appear apart, then it does not match', () => {
    const trend = { ...championsLeague, title: 'Electric grid upgrade needs new utility vehicles', itemTitles: [], relatedKeywords: [], description: '' };
    expect(scoreRelevance(trend, voltgrid).matchedKeywords).not.toContain('electric vehicles');
  });

  it('when evidence or momentum grows, then the score never falls; momentum alone never makes a trend relevant', () => {
    const none = { keywords: [], products: [], industryWords: [], similarity: 0 };
    const one = { ...none, keywords: [{ phrase: 'a', strength: 0.7 }] };
    const oneHeadline = { ...none, keywords: [{ phrase: 'a', strength: 1 }] };
    const two = { ...oneHeadline, keywords: [...oneHeadline.keywords, { phrase: 'b', strength: 1 }] };
    const calm = { velocity: 'low' as const, growth: 0 };
    const hot = { velocity: 'explosive' as const, growth: 500 };
    expect(relevanceScore(none, hot)).toBe(0);
    const ladder = [relevanceScore(one, calm), relevanceScore(oneHeadline, calm), relevanceScore(two, calm), relevanceScore({ ...two, similarity: 0.3 }, calm), relevanceScore({ ...two, similarity: 0.3 }, hot)];
    expect(ladder).toEqual([...ladder].sort((a, b) => a - b));
    expect(new Set(ladder).size).toBe(ladder.length);
    expect(relevanceScore({ ...two, products: [{ phrase: 'p', strength: 1 }], industryWords: ['x'], similarity: 1 }, hot)).toBeLessThanOrEqual(1);
  });
});
