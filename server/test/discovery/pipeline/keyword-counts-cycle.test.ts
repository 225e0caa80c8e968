import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { keywords } from '../../../src/db/schema';
import type { CompanyForRelevance } from '../../../src/discovery/relevance';
import { runDiscoveryCycle, type RunDiscoveryCycleInput } from '../../../src/discovery/run-cycle';
import type { NewsItem } from '../../../src/discovery/types';
import { logger } from '../../../src/logger';
import { FIXTURE_NOW } from '../../fixtures/clustering';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-db';
import { fixtureNewsItems, recordingEnrich, seedCompanies, staticSource, trackedCompaniesOn } from './cycle-helpers';
import { testSemanticEngine } from '../../helpers/semantic';
import { testDrafts } from '../../helpers/drafts';

const log = logger.child({}, { level: 'silent' });
const DAY = 86_400_000;
let database: TestDatabase;
let db: Db;
let voltgrid: CompanyForRelevance;
let ledgerleaf: CompanyForRelevance;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const seeded = await seedCompanies(db);
  voltgrid = seeded[0]!;
  ledgerleaf = seeded[1]!;
});
afterAll(() => database.close());

/** VoltGrid's own search results (not in any global feed): 3 Tesla items this week, 1 the week before. */
const searchItems: NewsItem[] = [1, 2, 4, 10].map((days, i) => ({
  source: 'test:search',
  fingerprint: `search-tesla-${i}`,
  title: `Tesla dealers report ${['record orders', 'longer waits', 'price cuts', 'quiet showrooms'][i]} as interest rates bite`,
  summary: 'Dealers say buyers are weighing financing costs before committing to a new car.',
  url: `https://search.example/tesla/${i}`,
  outlet: 'Search Outlet',
  author: null,
  authorEmail: null,
  publishedAt: new Date(FIXTURE_NOW.getTime() - days * DAY),
  keyword: 'Tesla',
}));

/** Clustering looks back 3 days only, far less than the 7 + 7 days keyword counts compare. */
const cycle = (input: Partial<RunDiscoveryCycleInput>) =>
  runDiscoveryCycle({ db, tracked: trackedCompaniesOn(db), semantic: testSemanticEngine(), sources: [], enrich: recordingEnrich().enrich, scope: 'global', companies: [voltgrid, ledgerleaf], now: FIXTURE_NOW, trigger: 'manual', logger: log, options: { windowDays: 3 }, ...input, drafts: input.drafts ?? testDrafts() });

async function counts(company: CompanyForRelevance): Promise<Record<string, [number, number]>> {
  const rows = await db.select().from(keywords).where(eq(keywords.companyId, company.id));
  return Object.fromEntries(rows.map((k) => [k.term, [k.mentions, k.trend]]));
}

describe('keyword counts in global and personal cycles', () => {
  it('when a global cycle runs with a short clustering window, then keywords still count 7 days against the 7 before', async () => {
    await cycle({ sources: [staticSource('fixture', fixtureNewsItems())] });
    // Six global items name Tesla this week (days 6-7, outside the clustering window) and two the week before.
    expect((await counts(voltgrid))['Tesla']).toEqual([6, 200]);
  });

  it("when the company's personal cycle runs, then each keyword counts the global items plus its own search results", async () => {
    const globalOnly = await counts(ledgerleaf);
    await cycle({ scope: 'personal', companyId: voltgrid.id, companies: [voltgrid], sources: [staticSource('search', searchItems)] });
    // 6 + 3 this week against 2 + 1 the week before.
    expect((await counts(voltgrid))['Tesla']).toEqual([9, 200]);
    // Another company's keywords never count VoltGrid's search results ('interest rates' is in every one).
    await cycle({});
    expect(await counts(ledgerleaf)).toEqual(globalOnly);
  });

  it('when the next global cycle runs, then it counts the same items: the personal results are not lost', async () => {
    await cycle({});
    expect((await counts(voltgrid))['Tesla']).toEqual([9, 200]);
  });
});
