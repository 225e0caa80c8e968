import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { companyProfiles, trendExplanations, trends, users } from '../../../src/db/schema';
import type { CompanyForRelevance } from '../../../src/discovery/relevance';
import { runDiscoveryCycle } from '../../../src/discovery/run-cycle';
import { OFF_LIST_MIN_RELEVANCE } from '../../../src/discovery/off-list-stories';
import type { NewsItem } from '../../../src/discovery/types';
import { logger } from '../../../src/logger';
import { testDrafts } from '../../helpers/drafts';
import { testSemanticEngine } from '../../helpers/semantic';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-db';
import { recordingEnrich, staticSource, trackedCompaniesOn } from './cycle-helpers';

const NOW = new Date('2026-11-20T12:00:00Z');
const HOUR = 3_600_000;
const log = logger.child({}, { level: 'silent' });

let database: TestDatabase;
let db: Db;
let companies: CompanyForRelevance[];

const COMPANIES = [
  {
    companyName: 'Fernleaf Botanicals',
    companyProfile:
      'Fernleaf Botanicals makes certified organic skincare: cleansers, serums and body oils made without talc, parabens or synthetic fragrance, sold online and in pharmacies.',
    industry: 'Beauty & Personal Care',
    keyProducts: ['Fernleaf Night Serum'],
    keywords: ['organic skincare', 'cosmetics safety', 'talc'],
  },
  {
    companyName: 'Skyline Aerial',
    companyProfile:
      'Skyline Aerial builds inspection drones and the software utilities and insurers use to survey power lines, pipelines, bridges and roofs beyond the pilot’s line of sight.',
    industry: 'Drones & Robotics',
    keyProducts: ['Skyline Surveyor'],
    keywords: ['drone inspection', 'BVLOS', 'FAA'],
  },
];

/** One report, `hours` old, from its own outlet. */
function report(n: number, title: string, summary: string, hours: number, outlet = `Outlet ${n}`): NewsItem {
  return {
    source: 'test:singles',
    fingerprint: `single-${n}`,
    title,
    summary,
    url: `https://news${n}.example/story`,
    outlet,
    author: null,
    authorEmail: null,
    publishedAt: new Date(NOW.getTime() - hours * HOUR),
  };
}

const ITEMS: NewsItem[] = [
  report(
    1,
    'FDA finalizes rule requiring asbestos testing of talc in cosmetics',
    'Makers of face powders, eye shadows and other cosmetics that contain talc must test every batch for asbestos under a final rule the Food and Drug Administration published on Tuesday.',
    20,
  ),
  report(
    2,
    'FAA proposal would let drones inspect power lines beyond the pilot’s sight',
    'Utilities and pipeline operators could fly inspection drones beyond visual line of sight without a waiver under a rule the Federal Aviation Administration proposed on Monday.',
    30,
  ),
  report(
    3,
    'City council approves protected bike lanes on Main Street',
    'The council voted 7-2 to rebuild four miles of Main Street with protected bike lanes and wider pavements, starting next spring.',
    10,
  ),
  // Told once, in the company's field, but ten days ago: no longer news to show as new.
  report(
    4,
    'EU adds three fragrance allergens to the cosmetics labelling list',
    'Brands selling skincare and perfume in the European Union will have to name three more fragrance allergens on their labels from next year.',
    240,
  ),
  report(
    5,
    'Dockworkers end nine-day strike at the port after pay deal',
    'Cranes restarted at dawn after union members accepted a 14% raise over three years, ending a strike that stranded hundreds of containers.',
    6,
    'Harbour Daily',
  ),
  report(
    6,
    'Port strike over as dockworkers accept 14% pay rise',
    'The nine-day walkout that left container ships waiting offshore ended when union members voted to accept a three-year pay deal.',
    5,
    'Wirepoint',
  ),
  report(
    7,
    'Ships start unloading again as port dockworkers return after strike',
    'Dockworkers returned to the cranes after approving a pay deal worth 14% over three years, ending a strike that lasted nine days.',
    4,
    'Coastline Times',
  ),
];

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const [user] = await db.insert(users).values({ email: 'singles@example.com' }).returning({ id: users.id });
  companies = [];
  for (const c of COMPANIES) {
    const [row] = await db
      .insert(companyProfiles)
      .values({
        userId: user!.id,
        companyName: c.companyName,
        website: 'x.example',
        companyProfile: c.companyProfile,
        industry: c.industry,
        keyProducts: c.keyProducts,
      })
      .returning({ id: companyProfiles.id });
    companies.push({
      id: row!.id,
      companyName: c.companyName,
      companyProfile: c.companyProfile,
      industry: c.industry,
      keyProducts: c.keyProducts,
      targetMarkets: [],
      keywords: c.keywords,
    });
  }
  const { enrich } = recordingEnrich();
  const result = await runDiscoveryCycle({
    drafts: testDrafts(),
    db,
    tracked: trackedCompaniesOn(db),
    semantic: testSemanticEngine(),
    sources: [staticSource('singles', ITEMS)],
    enrich,
    scope: 'global',
    companies,
    now: NOW,
    trigger: 'manual',
    logger: log,
  });
  expect(result.status).toBe('succeeded');
});
afterAll(() => database.close());

const relevanceOf = async (trendId: number, companyId: number) =>
  (
    await db
      .select()
      .from(trendExplanations)
      .where(and(eq(trendExplanations.trendId, trendId), eq(trendExplanations.companyId, companyId)))
  )[0]?.relevanceScore ?? 0;

describe('single reports in a discovery cycle', () => {
  it('when a recent report told once matters to a company, then it becomes a single-report trend that company sees', async () => {
    const singles = await db
      .select()
      .from(trends)
      .where(and(eq(trends.singleReport, true), eq(trends.isActive, true)));
    const byUrl = new Map(singles.map((s) => [s.reports[0]!.url, s]));
    const talc = byUrl.get('https://news1.example/story');
    const drones = byUrl.get('https://news2.example/story');
    expect(talc, 'the talc rule').toBeDefined();
    expect(drones, 'the drone rule').toBeDefined();
    expect(talc!.mentions).toBe(1);
    expect(await relevanceOf(talc!.id, companies[0]!.id)).toBeGreaterThanOrEqual(OFF_LIST_MIN_RELEVANCE);
    expect(await relevanceOf(drones!.id, companies[1]!.id)).toBeGreaterThanOrEqual(OFF_LIST_MIN_RELEVANCE);
  });

  it('when a report told once matters to no company, or is more than a week old, then it is no trend', async () => {
    const urls = (await db.select().from(trends)).flatMap((t) => t.reports.map((r) => r.url));
    expect(urls).not.toContain('https://news3.example/story');
    expect(urls).not.toContain('https://news4.example/story');
  });

  it('when a story is told by several outlets, then it is an ordinary trend with every report', async () => {
    const stories = await db.select().from(trends).where(eq(trends.singleReport, false));
    expect(stories).toHaveLength(1);
    expect(stories[0]!.reports.map((r) => r.outlet)).toEqual(['Coastline Times', 'Wirepoint', 'Harbour Daily']);
    expect(stories[0]!.mentions).toBe(3);
  });
});

describe('stories told more than once that rank past the day’s list', () => {
  let past: TestDatabase;
  beforeAll(async () => {
    past = await openTestDatabase();
    const [user] = await past.db
      .insert(users)
      .values({ email: 'past-the-list@example.com' })
      .returning({ id: users.id });
    const skyline = COMPANIES[1]!;
    const [row] = await past.db
      .insert(companyProfiles)
      .values({
        userId: user!.id,
        companyName: skyline.companyName,
        website: 'x.example',
        companyProfile: skyline.companyProfile,
        industry: skyline.industry,
        keyProducts: skyline.keyProducts,
      })
      .returning({ id: companyProfiles.id });
    const only = [
      {
        id: row!.id,
        companyName: skyline.companyName,
        companyProfile: skyline.companyProfile,
        industry: skyline.industry,
        keyProducts: skyline.keyProducts,
        targetMarkets: [],
        keywords: skyline.keywords,
      },
    ];
    const items = [
      ...ITEMS.slice(4),
      report(
        8,
        'FAA to let utilities fly inspection drones beyond line of sight',
        'Power and pipeline companies could inspect their lines with drones flown beyond visual line of sight, without a waiver, under rules the Federal Aviation Administration proposed.',
        9,
        'DroneLife',
      ),
      report(
        9,
        'BVLOS rule proposed: FAA opens long-range drone inspections to utilities',
        'The Federal Aviation Administration proposed rules letting utilities and pipeline operators fly inspection drones beyond visual line of sight without a waiver.',
        8,
        'Commercial UAV News',
      ),
    ];
    const { enrich } = recordingEnrich();
    const result = await runDiscoveryCycle({
      drafts: testDrafts(),
      db: past.db,
      tracked: trackedCompaniesOn(past.db),
      semantic: testSemanticEngine(),
      sources: [staticSource('past', items)],
      enrich,
      scope: 'global',
      companies: only,
      now: NOW,
      trigger: 'manual',
      logger: log,
      options: { maxTrends: 1 },
    });
    expect(result.status).toBe('succeeded');
  });
  afterAll(() => past.close());

  it('when one matters to a company, then it becomes a trend off the list, with every report and no single-report mark', async () => {
    const rows = await past.db.select().from(trends).where(eq(trends.isActive, true));
    const strike = rows.find((t) => t.reports.length === 3);
    const drones = rows.find((t) => t.reports.some((r) => r.url === 'https://news8.example/story'));
    expect(strike, 'the port strike, on the list').toMatchObject({ offList: false, singleReport: false });
    expect(drones, 'the drone rule, past the list').toMatchObject({ offList: true, singleReport: false, mentions: 2 });
    expect(drones!.reports.map((r) => r.outlet).sort()).toEqual(['Commercial UAV News', 'DroneLife']);
  });
});
