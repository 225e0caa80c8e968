import type { Trend, TrendExplanation } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalNews } from '../../fixtures/relevance-companies';
import { anyCompanyPage, anyCompanySetA, anyCompanySetB, anyCompanySetC, anyCompanySetD, anyCompanySetE, anyCompanySetF, anyCompanySetG, anyCompanySetH, anyCompanySetI, anyCompanySetJ, anyCompanySetK, anyCompanySetL, anyCompanySetM, type AnyCompanyCase } from '../../fixtures/any-company';
import { gateCounts, rankingLines, rankStories, startHarness, type CompanyRanking, type Harness } from './company-relevance.harness';

/**
 * Relevance for the any-company sets (fixtures/any-company, written by another hand for issue 22): sixteen companies
 * in eight sector groups, each onboarded from its home and about pages through the real routes, ranked against
 * all sixteen companies' stories (two relevant, two same-word traps and one unrelated each) and the general news.
 * The gate is the PR reader's rule: both relevant stories in the company's top 5 and no trap above them; the issue's
 * stricter reading adds every trap under 0.2. Set A is the tuning set; set B was run once, at the end.
 *
 * Measured (the floors): set A 8/8 passing, 8/8 with every trap under 0.2; set B (held out, then tuned on) 5/8 and
 * 5/8 before the change below — a board-game maker's 'game' meets game meat (0.65, in one trend with its tariff story), a fastener maker's
 * 'washers' meets a washer-dryer recall (0.38, 2nd), and an adult-literacy charity's prison reading report is 6th
 * (0.17; 5th, and 6/8, before decision 57's clustering made another story of the day whole). Sites here live below
 * a folder (/{slug}/); until their about pages were read as such (site-pages.ts), the contract-software firm was
 * onboarded from its home page alone and scored its own stories 0.12 and 0.04 (now 0.66 and 0.24). A keyword that
 * names the organisations of a field also matches the field ('prison education' for 'prison education providers',
 * phrase-index.ts withFields): the charity's prison reading report 0.17 (6th) → 0.26 (4th), set B 6/8 and 6/8.
 *
 * Set C (eight more companies, written blind on 2026-11-30, ranked against all three sets' stories) was run once on
 * commit ca0c689: 4/8, 4/8 with every trap under 0.2, relevant stories in a top 5 12/16. Its misses are relevant
 * stories in none of the company's words (children's reading for a library service 0.00, business failures for
 * insolvency advisers 0.09, fluoridation for a dental group 0.11, home-heating air pollution for chimney sweeps not
 * shown). After decision 63 (its sectors and keywords): 4/8, 3/8 (a games company's 'Valve' now meets the valve
 * maker's sector at 0.24). A story about a running subject of the company's field counts like a product (decision
 * 68, text/sector-issues.ts): business failures for the insolvency advisers 0.09 → 0.18 (5th), fluoridation for the
 * dental group 0.10 → 0.18 (8th): 5/8, 4/8; sets A and B unchanged. A word a story uses only as a name counts neither
 * as a keyword nor in its meaning ('Valve has not given a price'): the games machine 0.23 → 0.11, 5/8, 5/8; markets
 * only where the site serves them (a guide-dog charity's profile no longer says it serves restaurants): 5/8, 4/8
 * (its window-blind-cords trap 0.195 → 0.201); the field's bodies among its keywords (decision 71): 5/8, 5/8. The
 * places a company names are answered only by themselves (a roofer's 'Exeter' no longer answers 'Brighton' by its
 * word vector): the chimney sweeps' home-heating air pollution story 0.36 (2nd, shown), 6/8, 5/8.
 *
 * Set D (eight more companies, written blind by a helper on 2026-12-01, ranked against all four sets' stories), run
 * once on commit 3d73ea7: 6/8, 5/8, relevant stories in a top 5 15/16. Its misses: a brickmaker's 'plastic bricks'
 * (Lego's factories, 0.55, 3rd) above its housing-starts story (0.37, 4th), and a removals firm read as a furniture
 * company (house sales 0.14, 5th; rogue removalists not shown).
 *
 * Set E (eight more companies, written blind by a helper on 2026-12-01, ranked against all five sets' stories), run
 * once on commit 79799b7: 8/8, 6/8, relevant stories in a top 5 16/16. Its traps over 0.2: a coffee roaster's 'roast'
 * (a Sunday roast's price 0.42, a comedy roast 0.38, 4th and 5th) and a fire service's 'rescue' (Thames Water's
 * rescue deal, 0.39, 2nd).
 *
 * Set F (eight more companies, written blind by a helper on 2026-12-01, ranked against all six sets' stories), run
 * once on commit 5ebea13: 6/8, 4/8, relevant stories in a top 5 13/16. Its misses: a drowning-prevention charity read
 * as a youth charity, so a spate of river deaths in a heatwave read as another field's story (0.13, 6th), and a
 * pharmacy chain's insulin shortage (0.24, 6th) and medicine price rise (0.11, 20th). After water safety and
 * lifesaving became a sector of their own (onboarding's set F note): 7/8, 5/8, 14/16 (the river deaths 0.52, 2nd).
 *
 * A word the company writes in lower case that a story uses only as a one-word name or an acronym is read as absent
 * (name-sense.ts, relevance.ts): the pet insurer's PSMA PET scans trap 0.37 → 0.12, set D 6/8, 6/8; no other set's
 * figure moved.
 *
 * Set G (eight more companies, written blind by a helper on 2026-12-02, ranked against all seven sets' stories), run
 * once on commit 8c156c4: 6/8, 6/8, relevant stories in a top 5 14/16; no trap over 0.2. Its misses: an animal
 * welfare charity's donkey-skin slaughter ban (0.22, 8th) and, for fleet telematics software read as parcel
 * delivery, a workplace-surveillance inquiry (0.13, 10th). After its sectors and keywords (onboarding's set G note):
 * 7/8, 7/8, 15/16 (the inquiry 0.18, 5th); set F 7/8, 6/8 (the cargo bike maker's air-cargo trap 0.22 → 0.19).
 *
 * Set H (eight more companies, written blind by a helper on 2026-12-02, ranked against all eight sets' stories), run
 * once on commit c84d655: 5/8, 5/8, relevant stories in a top 5 13/16; no trap over 0.2. Its misses: trading
 * standards read as law enforcement, so a ban on energy drinks for under-16s sits 13th (0.13); a corrugated-box
 * maker's citrus-season and packaging-fee stories 4th and 6th (0.31, 0.28) under Lego's factories and steel tariffs
 * (0.37, by meaning); a warehouse-software firm read as a warehouse operator, whose record online-sales story is
 * not shown while Bunnings Warehouse's facial-recognition ruling sits 7th (0.19). After its sectors (onboarding's set H
 * note: trading standards, medical imaging, warehouse software): 6/8, 6/8, 14/16 (the energy-drinks ban 0.30, 4th;
 * Bunnings 0.13, 16th); every other set unchanged.
 *
 * Set I (eight more companies, written blind by a helper on 2026-12-03, ranked against all nine sets' stories), run
 * once on commit 3b6d53a: 6/8, 6/8, relevant stories in a top 5 14/16; no trap over 0.2 (the Gowanus Canal clean-up
 * 0.19 for a Brooklyn scaffolder, Visa's card fees 0.17 for an immigration law firm). Its misses: an occupational-
 * health provider read as physiotherapy, whose psychological-injury claims story is not shown (silica screening 4th,
 * 0.30, under NDIS physiotherapy pricing); the carbon-accounting firm with the vague home page, whose carbon-tax story
 * is not shown. A tuning set since: occupational health and scaffolding as sectors of their own (the provider's silica
 * screening and psychosocial-claims stories 1st and 2nd, 0.48 and 0.43): 7/8, 6/8 (the Gowanus Canal clean-up 0.23
 * for the scaffolder, over 0.2 though below both its relevant stories), 15/16; every other set unchanged.
 *
 * Set J (eight more companies, written blind by a helper on 2026-12-04, ranked against all ten sets' stories), run
 * once on commit 81cdfba: 6/8, 6/8, relevant stories in a top 5 14/16. After its sectors (onboarding's set J note:
 * specialty food, ceramic tiles, cemeteries, air conditioning): 7/8, 6/8, 15/16; every other set unchanged.
 *
 * Set K (eight more companies, written blind by a helper on 2026-12-04, ranked against all eleven sets' stories), run
 * once on commit b156e0a: 3/8, 3/8, relevant stories in a top 5 11/16, no trap above a relevant story for 7 of 8.
 * Five of its relevant stories were not shown. That note read them as never gathered; in fact each was gathered (two
 * outlets' reports, as 'Forest fires in La Araucanía burn 18,400 hectares…' and 'Ulmo harvest at risk as southern
 * wildfires reach native forest'), then ranked past the cap of the day's list (200 of the 328 stories told more than
 * once in this pool) and dropped. A set changed for since (decision 83): stories past the list's cap that matter to
 * a company are shown to it as stories told once are, 6/8, 6/8, 14/16; I 8/8, 7/8, 16/16; J 7/8, 5/8, 15/16, where
 * a trap the cap had hidden by its rank, not its relevance, is now shown at 0.41 ('SpaceX says new heat shield tiles
 * held up better than last time', for a maker of vitrified ceramic tiles), and a relevant story the cap hid is now
 * shown 6th; every other set unchanged.
 *
 * Set L (eight more companies, written blind by a helper on 2026-12-05, ranked against all twelve sets' stories), run
 * once on commit 9ab1158: 8/8, 4/8, relevant stories in a top 5 16/16, no trap above a relevant story for 8 of 8. The
 * four traps over 0.2 each share a word in another sense: a minister 'in hot water' (0.45) for a geothermal heating
 * company, coal 'mines' (0.40) for a mine-clearance charity, the digital euro as legal 'tender' (0.35) for
 * procurement software, a Mercosur summit in Punta del Este (0.35) for a pool service there. A tuning set since:
 * keywords are not looked for inside idioms that borrow a trade's words (text/idioms.ts): the minister in hot water
 * and legal tender are no longer shown, 8/8, 6/8, 16/16; every other set unchanged.
 *
 * Set M (eight more companies in South Korea, Ghana, Austria, Malaysia, Argentina, Poland, Ireland and Canada,
 * written blind by a helper on 2026-12-07, ranked against all thirteen sets' stories), run once on commit 716aac4:
 * 7/8, 6/8, relevant stories in a top 5 14/16 (14 made into trends), no trap above a relevant story for 8 of 8. The
 * one trap over 0.2 is the 'kimchi premium' of bitcoin on Korean exchanges (0.32, 4th) for a kimchi maker; the company
 * that fails is the railway-maintenance software whose site never says what it sells (read as textiles), whose two
 * stories were not made into trends. A tuning set since: an article's meaning is read without its idioms, as its
 * keywords are, and the markets' figures of speech are idioms ('kimchi premium', 'bear market', 'poison pill', 'dead
 * cat bounce'…): the kimchi premium is no longer shown to the kimchi maker, 7/8, 7/8; every other set unchanged.
 */
const FLOOR = { A: { passing: 8, strict: 8 }, B: { passing: 6, strict: 6 }, C: { passing: 6, strict: 5 }, D: { passing: 6, strict: 6 }, E: { passing: 8, strict: 6 }, F: { passing: 7, strict: 6 }, G: { passing: 7, strict: 7 }, H: { passing: 6, strict: 6 }, I: { passing: 8, strict: 7 }, J: { passing: 7, strict: 5 }, K: { passing: 6, strict: 6 }, L: { passing: 8, strict: 6 }, M: { passing: 7, strict: 7 } };
const TRAP_CEILING = 0.2;

/** The home page links its about page at the site's root; on the shared loopback server a site lives in /{slug}/. */
const home = (slug: string) => anyCompanyPage(slug, 'index').replaceAll('href="/about"', `href="/${slug}/about"`);
const more = (slug: string, path: string) => (path === 'about' ? anyCompanyPage(slug, 'about') : null);

interface SetRun {
  h: Harness;
  rankings: Map<string, CompanyRanking>;
  lines: string[];
}

/** Sets A and B are ranked against the stories of both; sets C and D, written later, against their own and the earlier sets' stories. */
async function rankSet(set: readonly AnyCompanyCase[], pool: readonly AnyCompanyCase[] = [...anyCompanySetA, ...anyCompanySetB]): Promise<SetRun> {
  const stories = [...pool.flatMap((c) => [...c.relevant, ...c.traps, ...c.unrelated]), ...generalNews];
  const h = await startHarness(stories, { companies: set, page: home, pageAt: more });
  const onboarded = [];
  for (const company of set) onboarded.push(await h.onboard(company));
  await h.discovery.whenIdle();
  expect((await h.discovery.runGlobalCycle('manual')).status).toBe('succeeded');
  const rankings = new Map<string, CompanyRanking>();
  const lines: string[] = [];
  for (const o of onboarded) {
    if (o.failure) throw new Error(`${o.company.companyName}: ${o.failure}`);
    const res = await o.user.get('/api/trends').query({ timeframe: '7d' });
    if (res.status !== 200) throw new Error(`GET /api/trends for ${o.company.companyName}: ${res.status} ${res.text}`);
    const trends = res.body as Trend[];
    rankings.set(o.company.slug, rankStories(trends, o.company));
    lines.push(...rankingLines(o.company.companyName, rankings.get(o.company.slug)!));
    // The top five as the company sees them, with the explanation the dashboard shows.
    for (const [i, trend] of trends.slice(0, 5).entries()) {
      const why = await o.user.get(`/api/trends/${trend.id}/explanation`);
      const explanation = why.status === 200 ? (why.body as TrendExplanation).explanation : `(${why.status})`;
      lines.push(`      top ${i + 1}: ${trend.title} (${trend.relevanceScore.toFixed(2)}) — ${explanation.split(/(?<=\.)\s/)[0]}`);
    }
  }
  return { h, rankings, lines };
}

const runs: SetRun[] = [];
beforeAll(async () => {
  runs.push(await rankSet(anyCompanySetA));
  runs.push(await rankSet(anyCompanySetB));
  runs.push(await rankSet(anyCompanySetC, [...anyCompanySetA, ...anyCompanySetB, ...anyCompanySetC]));
  runs.push(await rankSet(anyCompanySetD, [...anyCompanySetA, ...anyCompanySetB, ...anyCompanySetC, ...anyCompanySetD]));
  runs.push(await rankSet(anyCompanySetE, [...anyCompanySetA, ...anyCompanySetB, ...anyCompanySetC, ...anyCompanySetD, ...anyCompanySetE]));
  runs.push(await rankSet(anyCompanySetF, [...anyCompanySetA, ...anyCompanySetB, ...anyCompanySetC, ...anyCompanySetD, ...anyCompanySetE, ...anyCompanySetF]));
  runs.push(await rankSet(anyCompanySetG, [...anyCompanySetA, ...anyCompanySetB, ...anyCompanySetC, ...anyCompanySetD, ...anyCompanySetE, ...anyCompanySetF, ...anyCompanySetG]));
  runs.push(await rankSet(anyCompanySetH, [...anyCompanySetA, ...anyCompanySetB, ...anyCompanySetC, ...anyCompanySetD, ...anyCompanySetE, ...anyCompanySetF, ...anyCompanySetG, ...anyCompanySetH]));
  runs.push(await rankSet(anyCompanySetI, [...anyCompanySetA, ...anyCompanySetB, ...anyCompanySetC, ...anyCompanySetD, ...anyCompanySetE, ...anyCompanySetF, ...anyCompanySetG, ...anyCompanySetH, ...anyCompanySetI]));
  runs.push(await rankSet(anyCompanySetJ, [...anyCompanySetA, ...anyCompanySetB, ...anyCompanySetC, ...anyCompanySetD, ...anyCompanySetE, ...anyCompanySetF, ...anyCompanySetG, ...anyCompanySetH, ...anyCompanySetI, ...anyCompanySetJ]));
  runs.push(await rankSet(anyCompanySetK, [...anyCompanySetA, ...anyCompanySetB, ...anyCompanySetC, ...anyCompanySetD, ...anyCompanySetE, ...anyCompanySetF, ...anyCompanySetG, ...anyCompanySetH, ...anyCompanySetI, ...anyCompanySetJ, ...anyCompanySetK]));
  runs.push(await rankSet(anyCompanySetL, [...anyCompanySetA, ...anyCompanySetB, ...anyCompanySetC, ...anyCompanySetD, ...anyCompanySetE, ...anyCompanySetF, ...anyCompanySetG, ...anyCompanySetH, ...anyCompanySetI, ...anyCompanySetJ, ...anyCompanySetK, ...anyCompanySetL]));
  runs.push(await rankSet(anyCompanySetM, [...anyCompanySetA, ...anyCompanySetB, ...anyCompanySetC, ...anyCompanySetD, ...anyCompanySetE, ...anyCompanySetF, ...anyCompanySetG, ...anyCompanySetH, ...anyCompanySetI, ...anyCompanySetJ, ...anyCompanySetK, ...anyCompanySetL, ...anyCompanySetM]));
}, 900_000);
afterAll(async () => {
  for (const r of runs) await r.h.close();
});

describe('relevance for companies nobody here wrote', () => {
  it.each([
    ['A', 0],
    ['B', 1],
    ['C', 2],
    ['D', 3],
    ['E', 4],
    ['F', 5],
    ['G', 6],
    ['H', 7],
    ['I', 8],
    ['J', 9],
    ['K', 10],
    ['L', 11],
    ['M', 12],
  ] as const)('when set %s is ranked, then at least the measured floor of its eight companies pass the PR reader’s rule', (name, index) => {
    const { rankings, lines } = runs[index]!;
    const all = [...rankings.values()];
    const counts = gateCounts(all);
    const strict = all.filter((r) => r.relevantInTop5 && !r.trapAbove && r.trapScores.every((s) => s === null || s < TRAP_CEILING)).length;
    console.info(
      [
        `any-company relevance set ${name}: companies passing ${counts.passing}/8 (${strict}/8 with every trap under ${TRAP_CEILING}); ` +
          `relevant stories in a top 5 ${counts.relevantInTop5}/${counts.relevantTotal} (${counts.relevantShown} made into trends); companies with no trap above a relevant story ${counts.withoutTrapAbove}/8`,
        ...lines,
      ].join('\n'),
    );
    expect(counts.passing).toBeGreaterThanOrEqual(FLOOR[name].passing);
    expect(strict).toBeGreaterThanOrEqual(FLOOR[name].strict);
  });
});
