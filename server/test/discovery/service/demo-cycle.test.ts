import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfiles, discoveryRuns, keywords, trendExplanations, trends, users } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * The whole engine on the bundled demo corpus, as a default install runs it: demo source → items and topics →
 * clusters → trends (offline enrichment through the AI cache) → relevance and explanations for a company.
 */
let t: TestApp;
let companyId: number;
let userId: string;
const KEYWORDS = ['payments', 'buy now, pay later', 'checkout'];

beforeAll(async () => {
  t = await createTestApp();
  const [user] = await t.db.insert(users).values({ email: 'pr@ledgerline.example' }).returning();
  userId = user!.id;
  const [company] = await t.db
    .insert(companyProfiles)
    .values({
      userId,
      companyName: 'Ledgerline',
      website: 'ledgerline.example',
      companyProfile: 'Ledgerline builds payment processing and checkout software for merchants: card payments, instant payouts and buy now, pay later plans for online stores.',
      industry: 'Payments',
      keyProducts: ['Ledgerline Checkout'],
    })
    .returning();
  companyId = company!.id;
  await t.db.insert(keywords).values(KEYWORDS.map((term) => ({ userId, companyId, term })));
});
afterAll(() => t.close());

describe('a global cycle over the demo corpus', () => {
  it('when a fresh install starts up, then the first cycle ingests the demo corpus into ranked, enriched trends', async () => {
    const started = performance.now();
    const summary = await t.deps.discovery.startupIngest();
    const elapsedMs = performance.now() - started;
    expect(summary).toMatchObject({ status: 'succeeded', errors: [] });
    expect(summary!.itemsFetched).toBeGreaterThanOrEqual(600);
    // Not a performance budget (bench/ has those): a guard against the start-up cycle becoming unusably slow.
    expect(elapsedMs).toBeLessThan(60_000);

    const active = await t.db.select().from(trends).where(and(eq(trends.scope, 'global'), eq(trends.isActive, true)));
    expect(active.length).toBeGreaterThanOrEqual(20);
    expect(active.length).toBe(summary!.trendsUpserted);
    console.log(JSON.stringify(active.map((tr) => [tr.title, tr.mentionVelocity, tr.timeframe, tr.mentions, tr.growth, tr.rank]).sort((a, b) => Number(a[5]) - Number(b[5]))));
    for (const trend of active) {
      expect(trend.title.length).toBeGreaterThan(5);
      expect(trend.description.length).toBeGreaterThan(20);
      expect(trend.sourceUrls.length).toBeGreaterThan(0);
    }
    const [run] = await t.db.select().from(discoveryRuns).orderBy(desc(discoveryRuns.id)).limit(1);
    expect(run).toMatchObject({ kind: 'global', trigger: 'startup', status: 'succeeded' });
    expect(await t.deps.discovery.status()).toMatchObject({ lastError: null, frequencyMinutes: 720 });
  });

  it('when relevance is computed for the company, then the payments stories rank first with explanations that bold its keywords', async () => {
    const rows = await t.db
      .select({ title: trends.title, score: trendExplanations.relevanceScore, matched: trendExplanations.matchedKeywords, explanation: trendExplanations.explanation })
      .from(trendExplanations)
      .innerJoin(trends, eq(trends.id, trendExplanations.trendId))
      .where(and(eq(trendExplanations.companyId, companyId), gt(trendExplanations.relevanceScore, 0)))
      .orderBy(desc(trendExplanations.relevanceScore));
    console.log(JSON.stringify(rows.slice(0, 6).map((r) => [r.title, r.score, r.matched])));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const top = rows[0]!;
    expect(top.matched.length).toBeGreaterThan(0);
    expect(top.explanation).toMatch(/\*\*(payments|buy now, pay later|checkout)\*\*/i);
  });

  it('when trends already exist, then start-up ingestion does not run another cycle', async () => {
    expect(await t.deps.discovery.startupIngest()).toBeNull();
  });

  it('when the company searches its keywords, then personal trends are stored for that company only', async () => {
    const summary = await t.deps.discovery.runPersonalCycle({ companyId, userId, trigger: 'manual' });
    expect(summary.status).toBe('succeeded');
    expect(summary.itemsFetched).toBeGreaterThan(0);
    const personal = await t.db.select().from(trends).where(and(eq(trends.scope, 'personal'), eq(trends.companyId, companyId)));
    console.log(personal.map((p) => [p.title, p.keyword, p.mentions]));
    expect(personal.length).toBeGreaterThan(0);
  });
});
