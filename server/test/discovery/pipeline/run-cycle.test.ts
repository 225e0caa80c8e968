import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { discoveredTopics, discoveryRuns, keywords, newsItems, trendExplanations, trendMentions, trends } from '../../../src/db/schema';
import type { TrackedCompanies } from '../../../src/discovery/ports';
import type { CompanyForRelevance } from '../../../src/discovery/relevance';
import { DiscoveryCycleError, runDiscoveryCycle } from '../../../src/discovery/run-cycle';
import { logger } from '../../../src/logger';
import { FIXTURE_NOW } from '../../fixtures/clustering';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-db';
import { fixtureNewsItems, recordingEnrich, seedCompanies, staticSource, throwingSource, trackedCompaniesOn } from './cycle-helpers';
import { testSemanticEngine } from '../../helpers/semantic';
import { testDrafts } from '../../helpers/drafts';

const log = logger.child({}, { level: 'silent' });
const HOUR = 3_600_000;
let database: TestDatabase;
let db: Db;
let companies: CompanyForRelevance[];
let tracked: TrackedCompanies;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  companies = await seedCompanies(db);
  tracked = trackedCompaniesOn(db);
});
afterAll(() => database.close());

const activeTrends = () => db.select().from(trends).where(eq(trends.isActive, true));

describe('runDiscoveryCycle', () => {
  // The Tesla recall story is held back from the first cycle so the second one can grow it.
  const withoutLateTesla = fixtureNewsItems((i) => !(i.label === 'tesla-model-y-recall' && i.outlet === 'CNN'));

  it('when a cycle runs over the fixture corpus, then trends, buckets, topics, links, explanations and the run row are written', async () => {
    const { calls, enrich } = recordingEnrich();
    const result = await runDiscoveryCycle({ drafts: testDrafts(), db, tracked, semantic: testSemanticEngine(), sources: [staticSource('fixture', withoutLateTesla)], enrich, scope: 'global', companies, now: FIXTURE_NOW, trigger: 'manual', logger: log });

    expect(result.status).toBe('succeeded');
    expect(result.itemsFetched).toBe(withoutLateTesla.length);
    expect(calls).toHaveLength(1);
    const rows = await activeTrends();
    // Every labelled story of the fixture has 4+ items, so each must surface as a trend.
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.length).toBe(result.trendsUpserted);
    const ecb = rows.find((t) => t.title.includes('ECB') || t.title.includes('European Central Bank'));
    expect(ecb).toBeDefined();
    // One of its reports is 26 hours old: its own window is 7d, so its mentions count every report.
    expect(ecb!.timeframe).toBe('7d');
    expect(ecb!.mentions).toBeGreaterThanOrEqual(8);
    expect(ecb!.reports.length).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((t) => t.rank)).size).toBe(rows.length);

    const buckets = await db.select({ n: sql<number>`sum(${trendMentions.mentions})::int` }).from(trendMentions).where(eq(trendMentions.trendId, ecb!.id));
    const linked = await db.select({ url: newsItems.url }).from(newsItems).where(eq(newsItems.trendId, ecb!.id));
    // All eight ECB reports (the fixture's other central banks may join them: measured in the quality gates).
    expect(linked.filter((l) => l.url!.includes('/ecb-rate-cut/'))).toHaveLength(8);
    expect(buckets[0]!.n).toBe(linked.length);
    expect(ecb!.mentions).toBe(linked.length);
    const topics = await db.select().from(discoveredTopics).where(isNotNull(discoveredTopics.enrichedTrendId));
    expect(topics.length).toBeGreaterThan(60);
    // Outlet suffixes were stripped from the normalised titles.
    expect(topics.some((t) => t.normalizedTitle.endsWith('reuters'))).toBe(false);

    // Each trend carries its fact sheet, read from its own reports: newest first, every report with its sentence.
    for (const trend of rows) {
      expect(trend.factSheet.reports.length, trend.title).toBe(Math.min(30, trend.mentions));
      expect(trend.factSheet.happened, trend.title).not.toBeNull();
    }
    expect(ecb!.factSheet.organisations.join(' ')).toMatch(/ECB|European Central Bank/);
    const ecbReports = ecb!.factSheet.reports.map((r) => r.publishedAt);
    expect([...ecbReports].sort().reverse()).toEqual(ecbReports);

    const [run] = await db.select().from(discoveryRuns).where(eq(discoveryRuns.id, result.runId));
    expect(run).toMatchObject({ status: 'succeeded', itemsFetched: withoutLateTesla.length, trendsUpserted: rows.length });
    expect(run!.finishedAt).not.toBeNull();
  });

  it('when explanations are computed, then a matching company sees its keywords in bold and an unrelated trend scores 0', async () => {
    const voltgrid = companies[0]!;
    const rows = await db
      .select({ title: trends.title, single: trends.singleReport, score: trendExplanations.relevanceScore, matched: trendExplanations.matchedKeywords, explanation: trendExplanations.explanation })
      .from(trendExplanations)
      .innerJoin(trends, eq(trends.id, trendExplanations.trendId))
      .where(eq(trendExplanations.companyId, voltgrid.id));
    // The recall story, told by several outlets (the Supercharger report, told once, is Tesla news too).
    const tesla = rows.find((r) => r.title.includes('Tesla') && !r.single);
    expect(tesla!.matched).toEqual(expect.arrayContaining(['Tesla', 'power steering']));
    expect(tesla!.explanation).toContain('**Tesla**');
    expect(tesla!.score).toBeGreaterThan(0.5);
    const football = rows.find((r) => r.title.includes('Madrid'));
    expect(football!.score).toBe(0);
    expect(Math.max(...rows.filter((r) => !r.single).map((r) => r.score))).toBe(tesla!.score);
  });

  it('when keyword counts are refreshed, then mentions count the last 7 days and trend compares with the 7 before', async () => {
    const rows = await db.select().from(keywords).where(eq(keywords.companyId, companies[0]!.id));
    const tesla = rows.find((k) => k.term === 'Tesla')!;
    // Within 7 days of the clock: five Tesla recall items and the Supercharger one; the recall item 170 h old is
    // in the 7 days before.
    expect(tesla.mentions).toBe(6);
    expect(tesla.trend).toBe(500);
  });

  it('when the next cycle adds an item to one story, then trends are updated in place and only that cluster is enriched', async () => {
    const before = await activeTrends();
    const { calls, enrich } = recordingEnrich();
    const later = new Date(FIXTURE_NOW.getTime() + HOUR);
    const result = await runDiscoveryCycle({ drafts: testDrafts(), db, tracked, semantic: testSemanticEngine(), sources: [staticSource('fixture', fixtureNewsItems())], enrich, scope: 'global', companies, now: later, trigger: 'schedule', logger: log });

    expect(result.status).toBe('succeeded');
    const after = await activeTrends();
    expect(after.map((t) => t.id).sort()).toEqual(before.map((t) => t.id).sort());
    const all = await db.select({ n: sql<number>`count(*)::int` }).from(trends);
    expect(all[0]!.n).toBe(before.length);
    const teslaBefore = before.find((t) => t.title.includes('Tesla') && !t.singleReport)!;
    const teslaAfter = after.find((t) => t.id === teslaBefore.id)!;
    expect(teslaAfter.updatedAt.getTime()).toBeGreaterThan(teslaBefore.updatedAt.getTime());
    const [bucketSum] = await db.select({ n: sql<number>`sum(${trendMentions.mentions})::int` }).from(trendMentions).where(eq(trendMentions.trendId, teslaBefore.id));
    expect(bucketSum!.n).toBe(7);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.clusters).toHaveLength(1);
    expect(calls[0]!.clusters[0]!.titles.some((t) => t.includes('Tesla'))).toBe(true);
    const linked = await db.select({ id: newsItems.id }).from(newsItems).where(eq(newsItems.trendId, teslaBefore.id));
    expect(linked).toHaveLength(7);
    // The grown story's fact sheet is read again with its new report; an unchanged story keeps the one it had.
    expect(teslaAfter.factSheet.reports).toHaveLength(7);
    expect(teslaAfter.factSheet.reports.some((r) => r.outlet === 'CNN')).toBe(true);
    const unchanged = before.find((t) => t.id !== teslaBefore.id)!;
    expect(after.find((t) => t.id === unchanged.id)!.factSheet).toEqual(unchanged.factSheet);
  });

  it('when a source fails, then the failure is recorded in the run and the other sources are still stored', async () => {
    const { enrich } = recordingEnrich();
    const extra = fixtureNewsItems((i) => i.label === 'spotify-price-rise').map((item) => ({ ...item, fingerprint: `${item.fingerprint}-copy`, source: 'test:copy' }));
    const result = await runDiscoveryCycle({ drafts: testDrafts(),
      db,
      tracked,
      semantic: testSemanticEngine(),
      sources: [throwingSource('rss:https://down.example/feed'), staticSource('copy', extra)],
      enrich,
      scope: 'global',
      companies,
      now: new Date(FIXTURE_NOW.getTime() + 2 * HOUR),
      trigger: 'manual',
      logger: log,
    });
    expect(result.status).toBe('succeeded');
    expect(result.errors).toEqual([expect.stringContaining('rss:https://down.example/feed')]);
    const [run] = await db.select().from(discoveryRuns).where(eq(discoveryRuns.id, result.runId));
    expect(run!.errors).toEqual(result.errors);
    const copies = await db.select({ id: newsItems.id }).from(newsItems).where(eq(newsItems.source, 'test:copy'));
    expect(copies).toHaveLength(extra.length);
  });

  it('when a story falls out of the 30-day window, then its trend is marked inactive and the others stay active', async () => {
    const { enrich } = recordingEnrich();
    const stripe = (await activeTrends()).find((t) => t.title.includes('Stripe'))!;
    // The Stripe story is 500-510 hours old at the fixture's clock; ten days on, it is past 30 days.
    const result = await runDiscoveryCycle({ drafts: testDrafts(), db, tracked, semantic: testSemanticEngine(), sources: [], enrich, scope: 'global', companies, now: new Date(FIXTURE_NOW.getTime() + 240 * HOUR), trigger: 'schedule', logger: log });
    expect(result.trendsDeactivated).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(trends).where(eq(trends.id, stripe.id));
    expect(row!.isActive).toBe(false);
    const stillActive = await db.select().from(trends).where(and(eq(trends.isActive, true), eq(trends.scope, 'global')));
    expect(stillActive.some((t) => t.title.includes('ECB'))).toBe(true);
  });

  it('when the semantic engine is unavailable (an embeddings API down), then trends are still written and the run records why relevance was skipped', async () => {
    const { enrich } = recordingEnrich();
    const down = { id: 'openai:down', embed: () => Promise.reject(new Error('embeddings unavailable')), similarity: () => Promise.reject(new Error('embeddings unavailable')) };
    const items = fixtureNewsItems((i) => i.label === 'ucl-final').map((item) => ({ ...item, fingerprint: `nosem-${item.fingerprint}` }));
    const result = await runDiscoveryCycle({ drafts: testDrafts(), db, tracked, semantic: down, sources: [staticSource('nosem', items)], enrich, scope: 'global', companies, now: FIXTURE_NOW, trigger: 'manual', logger: log });
    expect(result.status).toBe('succeeded');
    expect(result.trendsUpserted).toBeGreaterThan(0);
    expect(result.errors).toContain('relevance: embeddings unavailable');
  });

  it('when a phase fails, then the run row is marked failed and the error carries its id', async () => {
    const { enrich } = recordingEnrich();
    const broken = fixtureNewsItems((i) => i.label === 'ucl-final').map((item) => ({ ...item, fingerprint: `broken-${item.fingerprint}`, publishedAt: new Date(Number.NaN) }));
    const attempt = runDiscoveryCycle({ drafts: testDrafts(), db, tracked, semantic: testSemanticEngine(), sources: [staticSource('broken', broken)], enrich, scope: 'global', companies, now: FIXTURE_NOW, trigger: 'manual', logger: log });
    const error = await attempt.then(
      () => null,
      (err: unknown) => err as DiscoveryCycleError,
    );
    expect(error).toBeInstanceOf(DiscoveryCycleError);
    const [run] = await db.select().from(discoveryRuns).where(eq(discoveryRuns.id, error!.runId));
    expect(run!.status).toBe('failed');
    expect(run!.errors).toEqual([expect.stringMatching(/^cycle: /)]);
    // The store phase is one transaction: nothing of the broken batch is half-written.
    const stored = await db.select({ id: newsItems.id }).from(newsItems).where(sql`${newsItems.fingerprint} like 'broken-%'`);
    expect(stored).toHaveLength(0);
  });
});
