import { cacheStatsSchema } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAnalysisKeyInput } from '../../src/ai/cache/cache-key';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { admin: true });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const put = (operation: 'trend_enrichment' | 'company_analysis' | 'media_contacts', input: unknown) =>
  t.deps.aiCache.getOrCompute(operation, input, HOUR, async () => ({ stored: input }));

describe('admin cache', () => {
  it('when entries exist, then the stats give the total, the breakdown by kind and the hit rate', async () => {
    await put('trend_enrichment', 'a');
    await put('trend_enrichment', 'b');
    await put('company_analysis', companyAnalysisKeyInput('Ledgerline', 'ledgerline.example'));
    await put('trend_enrichment', 'a'); // a hit
    const stats = cacheStatsSchema.parse((await admin.get('/api/admin/cache/stats')).body);
    expect(stats.totalEntries).toBe(3);
    expect(stats.keyBreakdown).toMatchObject({ trendEnrichment: 2, companyAnalysis: 1, mediaContacts: 0 });
    expect(stats.hits).toBe(1);
    expect(stats.misses).toBe(3);
    expect(stats.hitRate).toBeCloseTo(0.25);
  });

  it('when an admin clears one prefix, then only that kind goes; an unknown prefix is 400; no body clears everything', async () => {
    await put('media_contacts', 'x');
    const bad = await admin.delete('/api/admin/cache/clear').send({ prefix: 'passwords:' });
    expect(bad.status).toBe(400);
    const one = await admin.delete('/api/admin/cache/clear').send({ prefix: 'trend_enrichment:' });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ deleted: 2 });
    let stats = cacheStatsSchema.parse((await admin.get('/api/admin/cache/stats')).body);
    expect(stats.keyBreakdown).toMatchObject({ trendEnrichment: 0, companyAnalysis: 1, mediaContacts: 1 });
    const all = await admin.delete('/api/admin/cache/clear');
    expect(all.status).toBe(200);
    expect(all.body.message).toBe('Cleared 2 cache entries');
    stats = cacheStatsSchema.parse((await admin.get('/api/admin/cache/stats')).body);
    expect(stats.totalEntries).toBe(0);
  });

  it("when an admin refreshes a company, then that company's cached analysis is gone and others stay; blanks are 400", async () => {
    await put('company_analysis', companyAnalysisKeyInput('Ledgerline', 'ledgerline.example'));
    await put('company_analysis', companyAnalysisKeyInput('Other', 'other.example'));
    const missing = await admin
      .post('/api/admin/cache/refresh-company')
      .send({ companyName: '  ', website: 'ledgerline.example' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('companyName: Missing Information: Please enter both company name and website');
    const res = await admin
      .post('/api/admin/cache/refresh-company')
      .send({ companyName: 'Ledgerline', website: 'ledgerline.example' });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^Cached analysis of Ledgerline removed/);
    const stats = cacheStatsSchema.parse((await admin.get('/api/admin/cache/stats')).body);
    expect(stats.keyBreakdown.companyAnalysis).toBe(1);
  });
});
