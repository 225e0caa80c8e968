import type { Trend } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRelevanceStories, relevanceCompanies } from '../../fixtures/relevance-companies';
import {
  rankStories,
  startHarness,
  type CompanyRanking,
  type Harness,
  type Onboarded,
} from './company-relevance.harness';

/**
 * The labelled relevance set of the issue "Intelligence that holds on real companies and real news: meaning, not
 * word stems": eight companies from different sectors, each onboarded from its own home page through the real
 * routes, then one global discovery cycle over the labelled news, then each company's GET /api/trends.
 *
 * The issue's gate: for every company both relevant stories rank in its top 5 and no trap ranks above them.
 * Today's engine (keyword stems) misses it for most companies, so the ranking assertions are a non-regression
 * floor measured on this commit (5 of 8 companies pass; 13 of 16 relevant stories in a top 5; 5 of 8 companies
 * with no trap above a relevant story); the floor rises to the target (all 8 companies) when the semantic engine
 * lands. Onboarding all eight companies through the real routes is a hard gate now.
 *
 * Every analysed profile is confirmed as written: the analysis never writes more than the 1000-character limit
 * (it once did for 4 of the 8 sites, and the first confirmation was refused with 400), so all 8 is the floor.
 */
const TARGET_COMPANIES = relevanceCompanies.length;
const FLOOR = { companiesPassing: 5, relevantInTop5: 13, companiesWithoutTrapAbove: 5, confirmedAsAnalysed: 8 };

let h: Harness;
const onboarded: Onboarded[] = [];
const rankings = new Map<string, CompanyRanking>();
let cycleStatus = '';

beforeAll(async () => {
  h = await startHarness();
  for (const company of relevanceCompanies) onboarded.push(await h.onboard(company));
  // Onboarding schedules each company's first (keyword) search; here those find nothing, and must finish first.
  await h.discovery.whenIdle();
  cycleStatus = (await h.discovery.runGlobalCycle('manual')).status;
  for (const o of onboarded) {
    if (o.curateStatus !== 200) continue;
    const res = await o.user.get('/api/trends').query({ timeframe: '7d' });
    if (res.status !== 200) throw new Error(`GET /api/trends for ${o.company.companyName}: ${res.status} ${res.text}`);
    rankings.set(o.company.slug, rankStories(res.body as Trend[], o.company));
  }
  printTable();
}, 240_000);
afterAll(() => h?.close());

function printTable(): void {
  const fmt = (ranks: Array<number | null>) => ranks.map((r) => (r === null ? '–' : String(r))).join(',');
  const lines = onboarded.map((o) => {
    const r = rankings.get(o.company.slug);
    const onboarding = o.failure
      ? `FAILED (${o.failure.slice(0, 80)})`
      : o.refusedAsAnalysed
        ? `ok after shortening the ${o.profileLength}-character profile`
        : 'ok';
    if (!r) return `  ${o.company.companyName} (${o.company.sector}): onboarding ${onboarding}`;
    const pass = r.relevantInTop5 && !r.trapAbove ? 'PASS' : 'miss';
    const scores = (list: Array<number | null>) => list.map((x) => (x === null ? '–' : x.toFixed(2))).join(',');
    return [
      `  ${o.company.companyName} (${o.company.sector}): ${pass}; onboarding ${onboarding}`,
      `    relevant at ${fmt(r.relevantRanks)} (relevance ${scores(r.relevantScores)}), traps at ${fmt(r.trapRanks)} (relevance ${scores(r.trapScores)}) of ${r.trends} trends; trap above a relevant story: ${r.trapAbove ? 'yes' : 'no'}`,
      `    keywords: ${o.keywords.join('; ')}`,
    ].join('\n');
  });
  console.info(['company relevance (ranks in GET /api/trends, 1 = top; – = not shown):', ...lines].join('\n'));
}

describe('relevance on labelled companies and news', () => {
  it('when the set is read, then 8 companies each have ≥ 2 relevant, ≥ 2 trap and unrelated stories, with unique ids', () => {
    expect(relevanceCompanies.length).toBeGreaterThanOrEqual(8);
    expect(new Set(relevanceCompanies.map((c) => c.sector)).size).toBe(relevanceCompanies.length);
    for (const company of relevanceCompanies) {
      expect(company.relevant.length, company.slug).toBeGreaterThanOrEqual(2);
      expect(company.traps.length, company.slug).toBeGreaterThanOrEqual(2);
      expect(company.unrelated.length, company.slug).toBeGreaterThanOrEqual(1);
    }
    const ids = allRelevanceStories.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const story of allRelevanceStories) expect(story.rows.length, story.id).toBeGreaterThanOrEqual(2);
  });

  it('when each company is onboarded from its home page through the real routes, then all eight succeed', () => {
    const failures = onboarded.filter((o) => o.failure !== null).map((o) => `${o.company.companyName}: ${o.failure}`);
    expect(failures).toEqual([]);
    expect(onboarded.every((o) => o.analysisStatus === 200 && o.curateStatus === 200 && o.keywords.length > 0)).toBe(
      true,
    );
    // Each page was read from the loopback server, not made up from the company name.
    for (const company of relevanceCompanies) {
      expect(
        h.site.log.some((r) => r.url === `/${company.slug}/`),
        company.slug,
      ).toBe(true);
    }
  });

  it('when the analysed profile is confirmed as written, then at least as many companies as today are accepted without an edit', () => {
    const refused = onboarded.filter((o) => o.refusedAsAnalysed !== null);
    console.info(
      `confirmed as analysed: ${onboarded.length - refused.length}/${onboarded.length} (target ${onboarded.length}); refused: ${
        refused
          .map((o) => `${o.company.companyName} (${o.profileLength} characters: ${o.refusedAsAnalysed})`)
          .join(', ') || 'none'
      }`,
    );
    expect(onboarded.length - refused.length).toBeGreaterThanOrEqual(FLOOR.confirmedAsAnalysed);
  });

  it('when the labelled news has gone through a discovery cycle, then every company sees its traps as trends, so they are tested', () => {
    expect(cycleStatus).toBe('succeeded');
    for (const company of relevanceCompanies) {
      const r = rankings.get(company.slug);
      expect(r, company.slug).toBeDefined();
      expect(
        r!.trapRanks.every((rank) => rank !== null),
        company.slug,
      ).toBe(true);
    }
  });

  it('when each company reads its trends, then relevant stories and traps rank no worse than the floor measured today', () => {
    const all = [...rankings.values()];
    const passing = all.filter((r) => r.relevantInTop5 && !r.trapAbove).length;
    const relevantInTop5 = all.reduce(
      (n, r) => n + r.relevantRanks.filter((rank) => rank !== null && rank <= 5).length,
      0,
    );
    const withoutTrapAbove = all.filter((r) => !r.trapAbove).length;
    console.info(
      `companies passing the issue's gate: ${passing}/${TARGET_COMPANIES} (target ${TARGET_COMPANIES}); relevant stories in a top 5: ${relevantInTop5}/${all.length * 2}; companies with no trap above a relevant story: ${withoutTrapAbove}/${all.length}`,
    );
    expect(passing).toBeGreaterThanOrEqual(FLOOR.companiesPassing);
    expect(relevantInTop5).toBeGreaterThanOrEqual(FLOOR.relevantInTop5);
    expect(withoutTrapAbove).toBeGreaterThanOrEqual(FLOOR.companiesWithoutTrapAbove);
  });
});
