import { describe, expect, it } from 'vitest';
import { OfflineAiProvider } from '../../src/ai/offline/offline-provider';
import { cleanHeadline } from '../../src/ai/offline/trend-enrichment';
import { keywordSuggestionSchema, trendEnrichmentSchema, trendExplanationSchema } from '../../src/ai/schemas';
import { scoreRelevance } from '../../src/discovery/relevance';
import { testSemanticEngine } from '../helpers/semantic';
import { heatwaveCluster, ledgerline, settlementCluster, settlementTrend } from './ai-fixtures';

const provider = new OfflineAiProvider(undefined, testSemanticEngine());

describe('offline trend enrichment', () => {
  it('when a batch of clusters is enriched, then each keeps its key and gets a clean title, description, category and reason', async () => {
    const [settlement, heatwave] = await provider.enrichTrends({ clusters: [settlementCluster, heatwaveCluster] });
    expect(trendEnrichmentSchema.parse(settlement)).toEqual(settlement);
    expect(settlement).toMatchObject({ key: 'cluster-boe-settlement', category: 'finance', title: 'Bank of England moves to speed up card settlement' });
    expect(settlement?.description).toContain('consult on rules that would cut card settlement times');
    expect(settlement?.trendingReason).toBe(
      'Covered 14 times by 3 outlets (Reuters, Financial Times and BBC News), up 120% on the previous period. Recurring terms: card settlement, bank of england and merchants.',
    );
    expect(heatwave).toMatchObject({ key: 'cluster-heatwave-grid', category: 'environment' });
    expect(heatwave?.title).not.toMatch(/The Guardian|HEATWAVE PUSHES/);
    expect(heatwave?.trendingReason).toMatch(/^Covered 2 times by 2 outlets \(BBC News and The Guardian\)\./);
  });

  it('when a category hint is valid, then it wins over the lexicon', async () => {
    const [result] = await provider.enrichTrends({ clusters: [{ ...heatwaveCluster, categoryHint: 'World Events' }] });
    expect(result?.category).toBe('worldevents');
  });

  it('when headlines carry prefixes and outlet suffixes, then they are cleaned', () => {
    expect(cleanHeadline('BREAKING: Stripe cuts 300 jobs - Reuters', ['Reuters'])).toBe('Stripe cuts 300 jobs');
    expect(cleanHeadline('Why rates matter | Financial Times', ['Financial Times'])).toBe('Why rates matter');
    expect(cleanHeadline('Covid-19 cases rise - a long explanation of why hospitals are full', [])).toBe('Covid-19 cases rise - a long explanation of why hospitals are full');
  });
});

describe('offline trend explanation', () => {
  it('when a trend uses tracked keywords, then the headline is quoted with them in bold and the semantic match is named, as discovery explains it', async () => {
    const result = await provider.explainTrend({ company: ledgerline, trend: { ...settlementTrend, matchedKeywords: [] } });
    expect(trendExplanationSchema.parse(result)).toEqual(result);
    expect(result.explanation).toContain('“Bank of England moves to speed up card settlement for small merchants” uses your keyword **merchants**.');
    expect(result.semanticSimilarity).toBeGreaterThan(0.3);
    expect(result.explanation).toContain(`a **${Math.round(result.semanticSimilarity * 100)}% semantic match** with **Ledgerline**'s profile`);
    // One engine: the text is the one discovery stores for a trend and company.
    const stored = await scoreRelevance(
      { ...settlementTrend, items: [], outlets: [], mentions: 0, growth: 0, velocity: 'low', timeframe: '24h' },
      { id: 1, ...ledgerline },
      testSemanticEngine(),
    );
    expect(result).toEqual({ explanation: stored.explanation, semanticSimilarity: stored.semanticSimilarity });
  });

  it('when discovery measured the trend, then the explanation names its momentum', async () => {
    const result = await provider.explainTrend({
      company: ledgerline,
      trend: { ...settlementTrend, matchedKeywords: [], mentions: 14, growth: 120, velocity: 'high', timeframe: '24h' },
    });
    expect(result.explanation).toContain('It has **14 mentions** in the last 24 hours (**+120%** on the 24 hours before); coverage keeps coming, with velocity **high** over the last 6 hours.');
  });

  it('when the trend is unrelated, then it says so and the semantic match is below the badge threshold', async () => {
    const result = await provider.explainTrend({
      company: ledgerline,
      trend: { title: 'Arsenal close in on striker deal', description: 'The club is in talks over a £60m transfer.', category: 'sports', relatedKeywords: ['arsenal', 'transfer'], matchedKeywords: [] },
    });
    expect(result.semanticSimilarity).toBeLessThan(0.3);
    expect(result.explanation).toMatch(/only a \*\*\d+% semantic match\*\* with \*\*Ledgerline\*\*'s profile, so it is at best background|relevance is 0/);
  });
});

describe('offline keyword suggestions', () => {
  it('when suggesting, then products, field terms and connected trend terms come with evidence, and tracked ones never', async () => {
    const suggestions = await provider.suggestKeywords({
      company: ledgerline,
      existingKeywords: ledgerline.keywords,
      trendVocabulary: ['card settlement', 'Bank of England', 'football transfer', 'settlement times', 'MERCHANTS'],
    });
    for (const s of suggestions) expect(keywordSuggestionSchema.parse(s)).toEqual(s);
    const words = suggestions.map((s) => s.keyword.toLowerCase());
    expect(words).toEqual(expect.arrayContaining(['ledgerline payouts', 'card settlement']));
    expect(words).not.toContain('football transfer');
    expect(words).not.toContain('merchants');
    expect(words).not.toContain('payouts');
    const trend = suggestions.find((s) => s.keyword === 'card settlement');
    expect(trend).toMatchObject({ category: 'trend' });
    expect(trend?.reasoning).toMatch(/Used by 1 current trend and linked to Ledgerline’s profile through “(?:card|settlement)”/);
    expect(suggestions.length).toBeLessThanOrEqual(12);
    const scores = suggestions.map((s) => s.relevanceScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });
});
