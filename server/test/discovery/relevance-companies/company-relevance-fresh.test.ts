import type { Trend } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCases, freshStories, generalNews, relevanceCompanies, laterSetCases, type CompanyCase } from '../../fixtures/relevance-companies';
import { SEMANTIC_MATCH_THRESHOLD } from '../../../src/discovery/relevance';
import { gateCounts, MIN_MARGIN, smallestMargin, rankingLines, rankStories, sharesAbove, startHarness, storedSimilarities, type CompanyRanking, type Harness } from './company-relevance.harness';

/**
 * The second, fresh labelled check (fixtures/relevance-companies/fresh-news.ts, written after the engine and not
 * used to tune it): the same eight companies onboarded through the real routes, a day's feed of 24 new stories
 * (two relevant and one false friend per company) among the first set's traps, unrelated stories and general news
 * as distractors (not its relevant stories: they would rightly compete for the top 5). Same gate: both relevant
 * stories in the company's top 5 and no trap (of either set) above them.
 *
 * Measured on its first run: 6/8 companies; 15/16 relevant stories in a top 5, every one the cycle made into a
 * trend. The two misses: Barkfresh, where the first set's trap "Ottolenghi's summer recipes" ranked above the
 * fresh vet-prices story — an averaged text vector let the dog-food brand's recipe/kitchen/meat words stand in
 * for the whole company; and Harrow & Pike, whose fire-and-rehire story clustering does not join (two headlines,
 * no shared name). Meaning read as the recall of the company's words (relevance/concept-recall.ts) fixed the
 * first: 7/8, Barkfresh's vet-prices and dog-obesity stories at 2 and 1, the recipes trap at 4. This set was
 * looked at for that change, so a third, held-out check (company-relevance-held-out.test.ts) was written after
 * it. Clustering's key-term candidates (docs/decisions/0027) then joined the fire-and-rehire story: 8/8, the
 * target, and the floor.
 */
const FLOOR = { companiesPassing: 8, relevantInTop5: 16 };
const { cases, distractors } = laterSetCases(freshCases);

let h: Harness;
const rankings = new Map<string, CompanyRanking>();
let similarities = new Map<string, Map<string, number>>();

beforeAll(async () => {
  h = await startHarness([...freshStories, ...distractors, ...generalNews]);
  const onboarded = [];
  for (const company of relevanceCompanies) onboarded.push(await h.onboard(company));
  await h.discovery.whenIdle();
  expect((await h.discovery.runGlobalCycle('manual')).status).toBe('succeeded');
  for (const o of onboarded) {
    if (o.failure) throw new Error(`${o.company.companyName}: ${o.failure}`);
    const res = await o.user.get('/api/trends').query({ timeframe: '7d' });
    if (res.status !== 200) throw new Error(`GET /api/trends for ${o.company.companyName}: ${res.status} ${res.text}`);
    const labelled = cases.find((c) => c.slug === o.company.slug)!;
    rankings.set(labelled.slug, rankStories(res.body as Trend[], labelled));
  }
  similarities = await storedSimilarities(h.t);
  console.info(
    ['fresh labelled set (ranks in GET /api/trends, 1 = top; – = not shown):', ...cases.flatMap((c) => rankingLines(c.companyName, rankings.get(c.slug)!))].join('\n'),
  );
}, 240_000);
afterAll(() => h?.close());

describe('relevance on a second, fresh labelled set', () => {
  it('when the set is read, then every company has two relevant stories and a trap of its own, 24 stories in all', () => {
    expect(freshCases.map((c) => c.slug).sort()).toEqual(relevanceCompanies.map((c) => c.slug).sort());
    expect(freshStories.length).toBeGreaterThanOrEqual(24);
    for (const c of freshCases) expect([c.relevant.length, c.traps.length >= 1]).toEqual([2, true]);
  });

  it('when each company reads its trends, then its fresh relevant stories rank in its top 5 with no trap above them, for at least the measured floor (target: all)', () => {
    const counts = gateCounts([...rankings.values()]);
    console.info(
      `fresh set: companies passing: ${counts.passing}/${cases.length}; relevant stories in a top 5: ${counts.relevantInTop5}/${counts.relevantTotal} (${counts.relevantShown} made into trends); companies with no trap above a relevant story: ${counts.withoutTrapAbove}/${cases.length}`,
    );
    expect(counts.passing).toBeGreaterThanOrEqual(FLOOR.companiesPassing);
    // Every company's relevant stories clear its traps by a margin, not by a rounding error (decision 0032).
    expect(smallestMargin([...rankings.values()])).toBeGreaterThanOrEqual(MIN_MARGIN);
    expect(counts.relevantInTop5).toBeGreaterThanOrEqual(FLOOR.relevantInTop5);
    // Every fresh relevant story that became a trend is in its company's top 5.
    expect(counts.relevantInTop5).toBe(counts.relevantShown);
  });

  it('when the similarity is shown, then the calibration measured on the first set holds: relevant stories above 0.3, unrelated ones below', () => {
    const share = (pick: (c: CompanyCase) => CompanyCase['relevant']) =>
      sharesAbove(similarities, cases.map((c) => ({ companyName: c.companyName, stories: pick(c) })), SEMANTIC_MATCH_THRESHOLD);
    const relevant = share((c) => c.relevant);
    const traps = share((c) => c.traps);
    const unrelated = share((c) => [...c.unrelated, ...generalNews]);
    console.info(`fresh set, shown similarity above ${SEMANTIC_MATCH_THRESHOLD}: relevant ${relevant.above}/${relevant.of}, traps ${traps.above}/${traps.of}, unrelated ${unrelated.above}/${unrelated.of}`);
    expect(relevant.above / relevant.of).toBeGreaterThanOrEqual(0.8);
    expect(unrelated.above / unrelated.of).toBeLessThanOrEqual(0.1);
  });
});
