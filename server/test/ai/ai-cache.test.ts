import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AiCache } from '../../src/ai/cache/ai-cache';
import { CachedAiProvider } from '../../src/ai/cache/cached-provider';
import { CACHE_TTLS_MS, cacheKey, companyAnalysisKeyInput } from '../../src/ai/cache/cache-key';
import { OfflineAiProvider } from '../../src/ai/offline/offline-provider';
import type { AnalyseCompanyInput, EnrichTrendsInput } from '../../src/ai/types';
import { openTestDatabase, type TestDatabase } from '../helpers/test-db';
import { heatwaveCluster, settlementCluster, siteFixture } from './ai-fixtures';

let database: TestDatabase;
let clock: Date;
let cache: AiCache;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.execute(sql`truncate cache_entries, cache_counters`);
  clock = new Date('2026-03-10T12:00:00Z');
  cache = new AiCache(database.db, () => clock);
});

const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** The offline engine with call counters, to see which calls reached the provider. */
class CountingProvider extends OfflineAiProvider {
  analyses = 0;
  enrichBatches: string[][] = [];
  override async analyseCompany(input: AnalyseCompanyInput) {
    this.analyses += 1;
    return super.analyseCompany(input);
  }
  override async enrichTrends(input: EnrichTrendsInput) {
    this.enrichBatches.push(input.clusters.map((c) => c.key));
    return super.enrichTrends(input);
  }
}

const analysisInput = (outlets: string[] = []): AnalyseCompanyInput => ({
  companyName: 'Ledgerline',
  website: 'https://ledgerline.com',
  userMediaOutlets: outlets,
  socialMediaLinks: {},
  site: siteFixture('ledgerline-payments', 'https://ledgerline.com/'),
  knownOutlets: [],
});

describe('AiCache', () => {
  it('when the same input is asked twice within the TTL, then it is computed once and counted as a miss then a hit', async () => {
    let calls = 0;
    const compute = async () => ({ answer: ++calls });
    expect(await cache.getOrCompute('trend_search', { q: 'stablecoin' }, CACHE_TTLS_MS.trend_search, compute)).toEqual({ answer: 1 });
    expect(await cache.getOrCompute('trend_search', { q: 'stablecoin' }, CACHE_TTLS_MS.trend_search, compute)).toEqual({ answer: 1 });
    const stats = await cache.stats();
    expect(stats).toMatchObject({ totalEntries: 1, hits: 1, misses: 1, keyBreakdown: { trendSearch: 1, companyAnalysis: 0 } });
    expect(stats.counters.trend_search).toEqual({ hits: 1, misses: 1 });
  });

  it('when inputs differ only in case, spacing or key order, then they share one entry', async () => {
    let calls = 0;
    const compute = async () => ++calls;
    await cache.getOrCompute('media_contacts', { outlet: 'Financial Times', company: 7 }, CACHE_TTLS_MS.media_contacts, compute);
    await cache.getOrCompute('media_contacts', { company: 7, outlet: '  financial times ' }, CACHE_TTLS_MS.media_contacts, compute);
    expect(calls).toBe(1);
    expect(cacheKey('media_contacts', { a: 'X' })).toMatch(/^media_contacts:[0-9a-f]{64}$/);
  });

  it('when the TTL has passed, then the entry is recomputed; just before it, it is not', async () => {
    let calls = 0;
    const compute = async () => ++calls;
    await cache.getOrCompute('trend_search', 'q', 1000, compute);
    advance(999);
    expect(await cache.getOrCompute('trend_search', 'q', 1000, compute)).toBe(1);
    advance(1);
    expect(await cache.getOrCompute('trend_search', 'q', 1000, compute)).toBe(2);
  });

  it('when expired entries are purged, then only live ones remain and stats count live entries', async () => {
    await cache.getOrCompute('trend_search', 'old', 1000, async () => 'old');
    await cache.getOrCompute('trend_search', 'new', 10_000, async () => 'new');
    advance(5000);
    expect((await cache.stats()).totalEntries).toBe(1);
    expect(await cache.purgeExpired()).toBe(1);
    const rows = await database.db.execute(sql`select count(*)::int as n from cache_entries`);
    expect(rows.rows[0]).toEqual({ n: 1 });
  });

  it('when one prefix is cleared, then only its entries go (with or without the trailing colon); no prefix clears all', async () => {
    await cache.getOrCompute('trend_enrichment', 'a', 60_000, async () => 1);
    await cache.getOrCompute('trend_enrichment', 'b', 60_000, async () => 2);
    await cache.getOrCompute('company_analysis', 'c', 60_000, async () => 3);
    expect(await cache.clear('trend_enrichment:')).toBe(2);
    expect((await cache.stats()).keyBreakdown).toEqual({ companyAnalysis: 1, trendEnrichment: 0, mediaContacts: 0, trendSearch: 0 });
    expect(await cache.clear('no_such_prefix_%')).toBe(0);
    expect(await cache.clear()).toBe(1);
  });

  it('when a batch has cached and new inputs, then only the new ones are computed, in one call', async () => {
    const batches: string[][] = [];
    const compute = async (missing: string[]) => {
      batches.push(missing);
      return missing.map((m) => m.toUpperCase());
    };
    expect(await cache.getOrComputeMany('trend_enrichment', ['a', 'b'], 60_000, compute)).toEqual(['A', 'B']);
    expect(await cache.getOrComputeMany('trend_enrichment', ['b', 'c', 'a'], 60_000, compute)).toEqual(['B', 'C', 'A']);
    expect(batches).toEqual([['a', 'b'], ['c']]);
    expect((await cache.stats()).counters.trend_enrichment).toEqual({ hits: 2, misses: 3 });
  });
});

describe('CachedAiProvider', () => {
  it('when a company is analysed again within 7 days, then the provider is called once; after 7 days, again', async () => {
    const inner = new CountingProvider();
    const provider = new CachedAiProvider(inner, cache);
    const first = await provider.analyseCompany(analysisInput());
    advance(6 * 24 * 3600 * 1000);
    expect(await provider.analyseCompany(analysisInput())).toEqual(first);
    expect(inner.analyses).toBe(1);
    advance(CACHE_TTLS_MS.company_analysis);
    await provider.analyseCompany(analysisInput());
    expect(inner.analyses).toBe(2);
  });

  it('when the cached analysis is reused with a new outlet of the user, then that outlet is in the list', async () => {
    const provider = new CachedAiProvider(new CountingProvider(), cache);
    await provider.analyseCompany(analysisInput());
    const again = await provider.analyseCompany(analysisInput(['Retail Gazette']));
    expect(again.suggestedMediaOutlets).toContain('Retail Gazette');
    expect(again.suggestedMediaOutlets.length).toBeLessThanOrEqual(10);
  });

  it('when two accounts analyse the same company with typed outlets, then neither can read the other’s entry', async () => {
    const inner = new CountingProvider();
    const provider = new CachedAiProvider(inner, cache);
    const first = await provider.analyseCompany({ ...analysisInput(['Finextra']), account: 'user-a' });
    const second = await provider.analyseCompany({ ...analysisInput(['Finextra']), account: 'user-b' });
    expect(inner.analyses).toBe(2);
    expect(second).toEqual(first);
    const base = companyAnalysisKeyInput('Ledgerline', 'https://ledgerline.com');
    expect(await cache.peekLatestFor('company_analysis', base, 'user-c')).toBeUndefined();
    expect(await cache.peekLatestFor('company_analysis', base, 'user-a')).toEqual(first);
    await provider.analyseCompany(analysisInput());
    expect(await cache.peekLatestFor('company_analysis', base, 'user-c')).toBeDefined();
  });

  it('when the provider is called through the cache, then it never receives the account id', async () => {
    const inner = new CountingProvider();
    const seen: AnalyseCompanyInput[] = [];
    inner.analyseCompany = async (input) => (seen.push(input), OfflineAiProvider.prototype.analyseCompany.call(inner, input));
    await new CachedAiProvider(inner, cache).analyseCompany({ ...analysisInput(['Sifted']), account: 'user-a' });
    expect(seen[0]).not.toHaveProperty('account');
  });

  it('when the admin refreshes a company by name and website, then the next analysis is computed afresh', async () => {
    const inner = new CountingProvider();
    const provider = new CachedAiProvider(inner, cache);
    await provider.analyseCompany(analysisInput());
    expect(await cache.refreshCompany('Ledgerline', 'www.ledgerline.com')).toBe(true);
    await provider.analyseCompany(analysisInput());
    expect(inner.analyses).toBe(2);
  });

  it('when trends are enriched in cycles, then cached clusters are skipped and the new ones go in one batch', async () => {
    const inner = new CountingProvider();
    const provider = new CachedAiProvider(inner, cache);
    await provider.enrichTrends({ clusters: [settlementCluster] });
    const result = await provider.enrichTrends({ clusters: [heatwaveCluster, settlementCluster] });
    expect(result.map((r) => r.key)).toEqual([heatwaveCluster.key, settlementCluster.key]);
    expect(inner.enrichBatches).toEqual([[settlementCluster.key], [heatwaveCluster.key]]);
  });
});
