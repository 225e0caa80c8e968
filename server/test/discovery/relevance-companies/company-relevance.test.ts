import type { Trend } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRelevanceStories, generalNews, relevanceCompanies, type NewsStory } from '../../fixtures/relevance-companies';
import { SEMANTIC_MATCH_THRESHOLD } from '../../../src/discovery/relevance';
import {
  gateCounts,
  MIN_MARGIN,
  smallestMargin,
  rankingLines,
  rankStories,
  startHarness,
  sharesAbove,
  storedSimilarities,
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
 * Measured before relevance read meaning (keyword stems, TF-IDF): 6/8 companies, 14/16 relevant stories in a top
 * 5. With meaning (docs/decisions/0019): every relevant story that the cycle makes into a trend ranks 1st or 2nd
 * for its company, above every trap — a hard gate (`shownInOrder`, all 8). Two relevant stories, Settlewise's
 * late-payment law and Vaultline's leaked-credentials dump, are told in common words without a shared name, and
 * clustering (issue 9, deliverable 5) dropped them, so they never became trends: 6/8. Key-term candidates in
 * clustering (docs/decisions/0027) now join the late-payment law; the leaked-credentials tellings share almost
 * only 'credentials' and 'passwords' and stay apart, so the gate is 7/8 and that is the floor. The target stays 8.
 *
 * Every analysed profile is confirmed as written: the analysis never writes more than the 1000-character limit
 * (it once did for 4 of the 8 sites, and the first confirmation was refused with 400), so all 8 is the floor.
 */
const TARGET_COMPANIES = relevanceCompanies.length;
const FLOOR = { companiesPassing: 7, relevantInTop5: 15, companiesWithoutTrapAbove: 7, confirmedAsAnalysed: 8 };

let h: Harness;
const onboarded: Onboarded[] = [];
const rankings = new Map<string, CompanyRanking>();
let cycleStatus = '';
let similarities = new Map<string, Map<string, number>>();
const lists = new Map<string, Trend[]>();

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
    lists.set(o.company.slug, res.body as Trend[]);
    rankings.set(o.company.slug, rankStories(res.body as Trend[], o.company));
  }
  similarities = await storedSimilarities(h.t);
  printTable();
}, 240_000);
afterAll(() => h?.close());

function printTable(): void {
  const lines = onboarded.flatMap((o) => {
    const r = rankings.get(o.company.slug);
    const onboarding = o.failure
      ? `FAILED (${o.failure.slice(0, 80)})`
      : o.refusedAsAnalysed
        ? `ok after shortening the ${o.profileLength}-character profile`
        : 'ok';
    const name = `${o.company.companyName} (${o.company.sector}); onboarding ${onboarding}`;
    return r ? [...rankingLines(name, r), `    keywords: ${o.keywords.join('; ')}`] : [`  ${name}`];
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

  it('when each company reads its trends, then every relevant story shown ranks in its top 5 and above every trap', () => {
    const out = relevanceCompanies.filter((c) => !rankings.get(c.slug)?.shownInOrder).map((c) => c.slug);
    expect(out).toEqual([]);
  });

  it('when every story broke within the last day, then each trend reads New (not a capped percentage) and its explanation quotes the headline and says new', async () => {
    for (const [slug, list] of lists) expect(list.every((t) => t.isNew === true), slug).toBe(true);
    const vaultline = onboarded.find((o) => o.company.slug === 'vaultline')!;
    const top = lists.get('vaultline')![0]!;
    const res = await vaultline.user.get(`/api/trends/${top.id}/explanation`);
    expect(res.status).toBe(200);
    const text = (res.body as { explanation: string }).explanation;
    expect(text).toMatch(/the closest headline is “[^”]+” \([^)]+\)/);
    expect(text).toMatch(/\(\*\*new\*\*: none in the (24 hours|7 days) before\)/);
    expect(text).not.toMatch(/\+\d+%/);
  });

  it("when the similarity is shown, then above 0.3 (the badge) means related: most relevant stories pass it, few traps and almost no unrelated stories do", () => {
    const share = (pick: (c: (typeof relevanceCompanies)[number]) => readonly NewsStory[]) =>
      sharesAbove(similarities, relevanceCompanies.map((c) => ({ companyName: c.companyName, stories: pick(c) })), SEMANTIC_MATCH_THRESHOLD);
    const relevant = share((c) => c.relevant);
    const traps = share((c) => c.traps);
    const unrelated = share((c) => [...c.unrelated, ...generalNews]);
    console.info(
      `shown similarity above ${SEMANTIC_MATCH_THRESHOLD}: relevant ${relevant.above}/${relevant.of}, traps ${traps.above}/${traps.of}, unrelated ${unrelated.above}/${unrelated.of}`,
    );
    expect(relevant.above / relevant.of).toBeGreaterThanOrEqual(0.9);
    expect(traps.above / traps.of).toBeLessThanOrEqual(0.25);
    expect(unrelated.above / unrelated.of).toBeLessThanOrEqual(0.1);
  });

  it("when each company reads its trends, then the issue's gate is met for at least the floor (target: all)", () => {
    const counts = gateCounts([...rankings.values()]);
    console.info(
      `companies passing the issue's gate: ${counts.passing}/${TARGET_COMPANIES} (target ${TARGET_COMPANIES}); relevant stories in a top 5: ${counts.relevantInTop5}/${counts.relevantTotal} (${counts.relevantShown} made into trends); companies with no trap above a relevant story: ${counts.withoutTrapAbove}/${TARGET_COMPANIES}; relevant stories shown in order: ${counts.shownInOrder}/${TARGET_COMPANIES}`,
    );
    expect(counts.passing).toBeGreaterThanOrEqual(FLOOR.companiesPassing);
    // Every company's relevant stories clear its traps by a margin, not by a rounding error (decision 0032).
    expect(smallestMargin([...rankings.values()])).toBeGreaterThanOrEqual(MIN_MARGIN);
    expect(counts.relevantInTop5).toBeGreaterThanOrEqual(FLOOR.relevantInTop5);
    expect(counts.withoutTrapAbove).toBeGreaterThanOrEqual(FLOOR.companiesWithoutTrapAbove);
    // Every relevant story that became a trend is in a top 5: the gate is short only by what clustering dropped.
    expect(counts.relevantInTop5).toBe(counts.relevantShown);
  });
});
