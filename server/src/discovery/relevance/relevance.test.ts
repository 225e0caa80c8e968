import { describe, expect, it } from 'vitest';
import { testSemanticEngine } from '../../../test/helpers/semantic';
import { calibrateSimilarity, calibrationFrom, SEMANTIC_MATCH_THRESHOLD, THRESHOLD_SPREADS } from './calibration';
import { momentumSentence } from './explanation';
import { placeWords, productWordsSaid, scoreRelevance, scoreTrendsForCompanies } from './relevance';
import { relevanceScore } from './score';
import type { CompanyForRelevance, TrendForRelevance } from './types';

/** The issue's probe companies, with the keywords their analyses produced then (the bad ones included). */
const heatPumps: CompanyForRelevance = {
  id: 1,
  companyName: 'Warmwell',
  companyProfile:
    'Warmwell is a family-run heating installer in Leeds. It designs and installs air source heat pumps, replaces gas boilers and fits EV charging points for homeowners across West Yorkshire, using its own MCS-certified engineers.',
  industry: 'Home heating',
  keyProducts: [],
  targetMarkets: ['Homeowners', 'West Yorkshire'],
  keywords: ['heat pumps', 'charging', 'boiler', 'MCS'],
};
const identity: CompanyForRelevance = {
  id: 2,
  companyName: 'Vaultline',
  companyProfile:
    'Vaultline is an identity security platform. It protects workforce identities with single sign-on, phishing-resistant multi-factor authentication and continuous detection of stolen credentials, and stops account takeover before attackers get in.',
  industry: 'Cybersecurity',
  keyProducts: ['Vaultline Access'],
  targetMarkets: ['Mid-market companies'],
  keywords: ['stops', 'account takeover', 'identity security', 'session'],
};
const payments: CompanyForRelevance = {
  id: 3,
  companyName: 'Settlewise',
  companyProfile:
    'Settlewise is a B2B payments platform for finance teams. It automates accounts payable: approve invoices, pay suppliers in 40 currencies and settle cross-border payouts the same day.',
  industry: 'Fintech & Payments',
  keyProducts: ['Settlewise Payables'],
  targetMarkets: ['Finance teams'],
  keywords: ['payments', 'payouts', 'invoices', 'cross-border'],
};

const trend = (title: string, items: Array<[string, string]>, extra: Partial<TrendForRelevance> = {}): TrendForRelevance => ({
  title,
  description: items[0]?.[1] ?? '',
  relatedKeywords: [],
  items: items.map(([t, summary]) => ({ title: t, summary, outlet: 'Reuters' })),
  outlets: ['Reuters'],
  mentions: items.length,
  growth: 0,
  velocity: 'medium',
  timeframe: '24h',
  ...extra,
});

const paymentsOutage = trend('Customers charged twice after card payments outage', [
  ['Customers charged twice after card payments outage', 'A processing fault at a card processor charged shoppers twice for the same purchase; refunds will take days.'],
  ['Banks refund double charges after outage', 'Several banks said customers who were charged twice would be refunded automatically.'],
]);
const heatPumpGrant = trend('Heat pump grant raised to £7,500', [
  ['Boiler Upgrade Scheme grant for heat pumps rises to £7,500', 'Homeowners replacing a gas boiler with an air source heat pump will get a bigger grant, the government said.'],
  ['Installers expect rush as heat pump grant goes up', 'Heating engineers said demand for heat pump installations was already rising.'],
]);
const measles = trend('Measles vaccination bus stops at schools', [
  ['Measles vaccination bus stops at schools as outbreak grows', 'The mobile clinic stops at six primary schools this week after 38 measles cases were confirmed.'],
  ['Measles outbreak: mobile jab clinic stops at Birmingham schools', 'Health officials said the bus stops outside school gates so parents can get children the MMR jab.'],
]);
const leakedCredentials = trend('Exposed database holds 180 million stolen passwords', [
  ['Exposed database holds 180 million stolen usernames and passwords', 'Researchers found an unsecured server full of credentials harvested by infostealer malware, including logins for corporate email.'],
  ['Leaked credentials trove fuels fears of credential-stuffing wave', 'Security teams were urged to reset exposed passwords and enforce multi-factor authentication.'],
]);
const depeg = trend('Stablecoin USDV loses its dollar peg', [
  ['Stablecoin USDV loses its dollar peg as redemptions surge', 'The dollar-backed token used for cross-border settlement fell to 91 cents after holders rushed to redeem.'],
  ['USDV stablecoin falls below $0.92, payment providers halt settlement', 'Several payment platforms stopped accepting the token while the issuer reviewed its reserves.'],
]);
const football = trend('Real Madrid win the Champions League', [
  ['Vinicius Jr and Carvajal seal Champions League title for Real Madrid', 'Madrid beat Dortmund 2-0 at Wembley.'],
  ['Real Madrid beat Dortmund to win 15th European Cup', 'Carvajal headed the opener before Vinicius sealed it.'],
]);

const engine = testSemanticEngine();
const all = [paymentsOutage, heatPumpGrant, measles, leakedCredentials, depeg, football];
const companies = [heatPumps, identity, payments];
const results = await scoreTrendsForCompanies(all, companies, engine);
const at = (t: TrendForRelevance, c: CompanyForRelevance) => results[all.indexOf(t)]![companies.indexOf(c)]!;

describe('relevance from meaning, with exact phrases on lemmas', () => {
  it("when the heat-pump installer's keyword is 'charging', then a payments outage where customers were charged twice does not match it and ranks far below its own story", () => {
    const outage = at(paymentsOutage, heatPumps);
    expect(outage.matchedKeywords).not.toContain('charging');
    expect(outage.relevanceScore).toBeLessThan(0.25);
    expect(at(heatPumpGrant, heatPumps).relevanceScore).toBeGreaterThan(0.7);
    expect(at(heatPumpGrant, heatPumps).matchedKeywords).toEqual(['heat pumps', 'boiler']);
  });

  it("when a security company's keyword 'stops' appears in a measles outbreak story, then it counts for little and the explanation says the story is about something else", () => {
    const r = at(measles, identity);
    // Scored by recall of the company's words (concept-recall.ts) the story's outbreak/cases vocabulary reads a
    // little like security prose (similarity 0.16), so it is not 0.2 as before; it stays far below the company's own story.
    expect(r.relevanceScore).toBeLessThan(at(leakedCredentials, identity).relevanceScore / 2);
    expect(r.evidence.keywords.find((k) => k.phrase === 'stops')!.sense).toBeLessThan(SEMANTIC_MATCH_THRESHOLD);
    expect(r.explanation).toMatch(/\*\*stops\*\* appears in “Measles [^”]*stops[^”]*”, but that story is about something else/);
    expect(r.semanticSimilarity).toBeLessThanOrEqual(SEMANTIC_MATCH_THRESHOLD);
  });

  it('when a leaked-credentials story is scored for the identity-security company, then it scores well and is its top story, with the badge', () => {
    const r = at(leakedCredentials, identity);
    expect(r.relevanceScore).toBeGreaterThan(0.5);
    expect(r.semanticSimilarity).toBeGreaterThan(SEMANTIC_MATCH_THRESHOLD);
    expect(Math.max(...all.map((t) => at(t, identity).relevanceScore))).toBe(r.relevanceScore);
    expect(r.explanation).toMatch(/the closest headline is “.*(passwords|credentials).*” \(Reuters\), which speaks to what \*\*Vaultline\*\* says about itself: “[^”]*(credentials|identit)/);
  });

  it('when a stablecoin loses its peg, then it is relevant to the payments company (it scored 0 before) and above a payments-free story', () => {
    const r = at(depeg, payments);
    expect(r.relevanceScore).toBeGreaterThan(0.4);
    expect(Math.max(...all.map((t) => at(t, payments).relevanceScore))).toBe(r.relevanceScore);
    expect(r.matchedKeywords).toContain('cross-border');
    expect(r.relevanceScore).toBeGreaterThan(at(football, payments).relevanceScore + 0.4);
  });

  it('when a company reads a list of trends, then scores spread over the scale instead of bunching at 0', () => {
    for (const company of companies) {
      const scores = all.map((t) => at(t, company).relevanceScore);
      expect(Math.max(...scores) - Math.min(...scores), company.companyName).toBeGreaterThan(0.4);
      const nonZero = scores.filter((s) => s > 0);
      expect(new Set(nonZero).size, company.companyName).toBe(nonZero.length);
    }
  });

  it('when one trend is scored alone, then it scores as it does among a few others (below a day of stories, no corpus-dependent weights)', async () => {
    const alone = await scoreRelevance(depeg, payments, engine);
    expect(alone.relevanceScore).toBe(at(depeg, payments).relevanceScore);
  });

  it('when a trend shares nothing with a company, then the shown similarity is 0 at or below the median of ordinary news', () => {
    // Reference scores 0.10..0.18 in steps of 0.01: median 0.14, upper quartile 0.16, spread 0.02.
    const calibration = calibrationFrom(Array.from({ length: 9 }, (_, i) => 0.1 + i * 0.01));
    expect(calibration.floor).toBeCloseTo(0.14, 5);
    expect(calibration.threshold).toBeCloseTo(0.14 + THRESHOLD_SPREADS * 0.02, 5);
    expect(calibrateSimilarity(0.12, calibration)).toBe(0);
    expect(calibrateSimilarity(0.14, calibration)).toBe(0);
    expect(calibrateSimilarity(0.16, calibration)).toBeCloseTo(0.3 / THRESHOLD_SPREADS, 3);
    expect(calibrateSimilarity(calibration.threshold, calibration)).toBeCloseTo(0.3, 3);
    expect(calibrateSimilarity(calibration.threshold + 0.02, calibration)).toBeCloseTo(0.38, 3);
    expect(calibrateSimilarity(5, calibration)).toBe(1);
    expect(at(football, heatPumps).semanticSimilarity).toBeLessThan(SEMANTIC_MATCH_THRESHOLD);
  });
});

describe('product names in the meaning of a company', () => {
  /** A dog-food brand whose products are recipe names (decision 0032, addendum): ingredients its profile never names. */
  const dogFood: CompanyForRelevance = {
    id: 4,
    companyName: 'Kennelkitchen',
    companyProfile:
      'Kennelkitchen makes fresh dog food for dog owners. Every recipe is planned by a veterinary nutritionist, so dogs get a complete diet instead of kibble.',
    industry: 'Fresh dog food',
    keyProducts: ['Turkey and parsnip', 'Beef and sweet potato'],
    targetMarkets: ['Dog owners'],
    keywords: ['dog food', 'kibble'],
  };
  const withoutProducts = { ...dogFood, keyProducts: [] };
  const winterCooking = trend('Winter cooking: parsnip soup and roast beef', [
    ['Winter cooking: parsnip soup, roast beef with sweet potato mash', 'A chef shares warming recipes with parsnips, beef and sweet potatoes for cold evenings.'],
  ]);
  const productLaunch = trend('Turkey and parsnip named best fresh dog food', [
    ['Turkey and parsnip named best fresh dog food by vets', 'Dog owners rated the fresh recipe above kibble in a vet-led taste test.'],
  ]);

  it('when a product name lists ingredients the company never talks about, then only the words the rest of its text also says join its meaning, and every word of a product named after the brand', () => {
    expect(productWordsSaid(dogFood)).toEqual([]);
    expect(productWordsSaid({ ...dogFood, keyProducts: [...dogFood.keyProducts, 'Grain-free salmon recipe', 'Kennelkitchen Starter Box'] })).toEqual(['recipe', 'kennelkitchen', 'starter', 'box']);
  });

  it('when a cooking story names those ingredients, then they do not lift its similarity: it reads as it would with no products at all', async () => {
    const withProducts = await scoreRelevance(winterCooking, dogFood, engine);
    const without = await scoreRelevance(winterCooking, withoutProducts, engine);
    // 1 before the rule ('parsnip', 'beef', 'sweet', 'potato' asked for one by one), 0.658 without products.
    expect(withProducts.semanticSimilarity).toBeLessThanOrEqual(without.semanticSimilarity + 0.01);
    expect(withProducts.evidence.products).toEqual([]);
  });

  it("when a story names the product exactly, then the product still counts as evidence and the story scores above the cooking story", async () => {
    const [launch, cooking] = await scoreTrendsForCompanies([productLaunch, winterCooking], [dogFood], engine);
    expect(launch![0]!.evidence.products.map((p) => p.phrase)).toEqual(['Turkey and parsnip']);
    expect(launch![0]!.relevanceScore).toBeGreaterThan(cooking![0]!.relevanceScore + 0.1);
  });
});

describe('a company word the story uses as a name', () => {
  const valves: CompanyForRelevance = {
    id: 5,
    companyName: 'Ketteridge Valve Company',
    companyProfile:
      'Ketteridge Valve Company designs and manufactures pipeline ball valves, gate valves and check valves in Tulsa, Oklahoma, for pipelines, water utilities and process plants.',
    industry: 'Valves, Pumps & Flow Control',
    keyProducts: [],
    targetMarkets: ['Utilities'],
    keywords: ['valves', 'ball valves', 'pipelines'],
  };
  const gamesMachine = trend('Valve announces a living-room PC for games', [
    ['Valve announces Steam Machine, a living-room PC for Steam games', 'Valve has not given a price but said it would be in line with a gaming PC of similar power.'],
    ['Valve is taking another shot at the living room', 'The original Steam Machines, built by partner PC makers, flopped a decade ago.'],
  ]);
  const shutOff = trend('Regulator orders shut-off valves on gas lines', [
    ['US pipeline regulator orders automatic shut-off valves on more gas lines', 'Operators must fit rupture-mitigation valves on new and replaced lines.'],
  ]);

  it("when every sentence that names it opens on it as a company ('Valve has not given a price'), then neither the keyword nor its meaning lifts the story", async () => {
    const [games, rule] = await scoreTrendsForCompanies([gamesMachine, shutOff], [valves], engine);
    expect(games![0]!.matchedKeywords).toEqual([]);
    expect(games![0]!.relevanceScore).toBeLessThan(0.3);
    expect(rule![0]!.relevanceScore).toBeGreaterThan(games![0]!.relevanceScore + 0.3);
  });
});

describe('a word the company writes in lower case that a story uses as a one-word name', () => {
  const petInsurer: CompanyForRelevance = {
    id: 7,
    companyName: 'Kelpie Pet Insurance',
    companyProfile:
      'Kelpie Pet Insurance sells lifetime pet insurance for dogs and cats across Australia. Its policies pay vet bills for illness, accidents, surgery and cancer treatment, and pet owners claim online with their vet.',
    industry: 'Pet Insurance',
    keyProducts: [],
    targetMarkets: ['Dog and cat owners'],
    keywords: ['pet insurance', 'vet bills', 'pet owners'],
  };
  const scansAbout = (acronym: string) =>
    trend(`Medicare to fund ${acronym} scans for men with prostate cancer`, [
      [`Medicare to fund ${acronym} scans for men with prostate cancer`, `The PSMA ${acronym} scan, which can find cancer that has spread, will be free for eligible patients from July.`],
      [`Free ${acronym} scans for prostate cancer patients after Medicare listing approved`, 'About 10,000 men a year would benefit, the foundation said.'],
    ]);

  it("when a story writes the word only as an acronym ('PET scans' for a pet insurer), then the word brings it nothing: it scores no higher than the story with another scan's name", async () => {
    const [pet, ct] = await scoreTrendsForCompanies([scansAbout('PET'), scansAbout('CT')], [petInsurer], engine);
    // 0.42 against 0.27 when 'PET' answered the insurer's 'pet'.
    expect(pet![0]!.relevanceScore).toBeLessThanOrEqual(ct![0]!.relevanceScore);
    expect(pet![0]!.evidence!.rawSimilarity).toBeLessThanOrEqual(ct![0]!.evidence!.rawSimilarity + 0.005);
  });
});

describe('the places a local company names', () => {
  const roofer: CompanyForRelevance = {
    id: 6,
    companyName: 'Torbay Slate',
    companyProfile:
      'Torbay Slate is a family-run roofing contractor. It repairs and replaces slate and tiled roofs, flat roofs and leadwork across Exeter and South Devon: Exeter, Exmouth, Topsham, Teignmouth, Dawlish, Torquay and Paignton.',
    industry: 'Roofing',
    keyProducts: [],
    targetMarkets: ['Homeowners in Exeter'],
    keywords: ['roofers', 'flat roofs', 'slate'],
  };
  const fashionShow = trend('Fashion house shows its autumn collection on Brighton beach', [
    ['Fashion house shows its autumn collection on Brighton beach', 'Models walked the seafront at Brighton and Hove as the label unveiled coats and knitwear.'],
    ['Seafront show for autumn collection draws crowds in Brighton', 'The catwalk ran along the promenade near the pier.'],
  ]);
  const storm = trend('Storm brings down roofs across Exeter and Torquay', [
    ['Storm brings down roofs and trees across Exeter and Torquay', 'Slates and chimney pots fell onto cars in Exmouth and Teignmouth as gusts reached 80mph.'],
  ]);

  it('when a story is set in another town, then the names of the towns the company serves bring it no closer', async () => {
    const withoutTowns = { ...roofer, companyProfile: 'Torbay Slate is a family-run roofing contractor. It repairs and replaces slate and tiled roofs, flat roofs and leadwork.' };
    const [show, gale] = await scoreTrendsForCompanies([fashionShow, storm], [roofer, withoutTowns], engine);
    // 0.122 with the towns against 0.073 without them, when 'Exeter' answered 'Brighton' by its word vector.
    expect(show![0]!.semanticSimilarity).toBeLessThanOrEqual(show![1]!.semanticSimilarity + 0.01);
    expect(gale![0]!.relevanceScore).toBeGreaterThan(show![0]!.relevanceScore + 0.5);
  });

  it("when the company writes a place as a name, then it is a place word; a sentence's first word and its own name are not", () => {
    expect([...placeWords('Reading for everyone. We repair roofs in Exeter and Bath, and Torquay.', 'Exeter Roofing')]).toEqual(['bath', 'torquay']);
  });
});

describe('relevance score', () => {
  const none = { keywords: [], products: [], issues: [], similarity: 0 };
  const kw = (strength: number, rarity = 1, sense = 1) => ({ phrase: 'p', strength, rarity, sense, quote: 'q' });
  const calm = { velocity: 'low' as const, growth: 0 };
  const hot = { velocity: 'explosive' as const, growth: 500 };

  it('when there is no evidence, then momentum alone never makes a trend relevant', () => {
    expect(relevanceScore(none, hot)).toBe(0);
  });

  it('when evidence, rarity, sense or momentum grows, then the score never falls', () => {
    const ladder = [
      relevanceScore({ ...none, keywords: [kw(1, 0.3, 0)] }, calm),
      relevanceScore({ ...none, keywords: [kw(1, 0.3, 1)] }, calm),
      relevanceScore({ ...none, keywords: [kw(1, 1, 1)] }, calm),
      relevanceScore({ ...none, keywords: [kw(1), kw(0.7)] }, calm),
      relevanceScore({ ...none, keywords: [kw(1), kw(0.7)], similarity: 0.5 }, calm),
      relevanceScore({ ...none, keywords: [kw(1), kw(0.7)], similarity: 0.5 }, hot),
    ];
    expect(ladder).toEqual([...ladder].sort((a, b) => a - b));
    expect(new Set(ladder).size).toBe(ladder.length);
    expect(relevanceScore({ keywords: [kw(1), kw(1)], products: [kw(1)], issues: [kw(1)], similarity: 1 }, hot)).toBeLessThanOrEqual(1);
  });

  it("when a story names a running subject of the company's field, then it counts as much as a product: more than nothing, less than a keyword", () => {
    const issue = relevanceScore({ ...none, issues: [kw(1)], similarity: 0.1 }, calm);
    expect(issue).toBe(relevanceScore({ ...none, products: [kw(1)], similarity: 0.1 }, calm));
    expect(issue).toBeGreaterThan(relevanceScore({ ...none, similarity: 0.1 }, calm));
    expect(issue).toBeLessThan(relevanceScore({ ...none, keywords: [kw(1)], similarity: 0.1 }, calm));
  });
});

describe('momentum in the explanation', () => {
  it('when a story had no mentions in the window before, then it is new, never +1000%', () => {
    const text = momentumSentence({ mentions: 15, previousMentions: 0, growth: 1000, velocity: 'low', timeframe: '7d' })!;
    expect(text).toBe('It has **15 mentions** in the last 7 days (**new**: none in the 7 days before); few of them came in the last 42 hours (velocity **low**).');
    expect(text).not.toContain('1000');
  });

  it('when it grew from an earlier window, then growth and the pace it is measured over are both named', () => {
    expect(momentumSentence({ mentions: 14, previousMentions: 4, growth: 250, velocity: 'explosive', timeframe: '24h' })).toBe(
      'It has **14 mentions** in the last 24 hours (**+250%** on the 24 hours before); mentions are still accelerating, with velocity **explosive** over the last 6 hours.',
    );
  });
});

describe('ordinary news includes the day being scored', () => {
  // A business desk's day: twenty stories in the payments company's own register (prices, firms, customers, fees)
  // that are about other trades. Scored alone, each is measured against the reference day only.
  const businessDay = [
    ['Supermarket chain raises prices on 400 own-brand lines', 'The retailer blamed higher supplier costs and said customers would see changes from Monday.'],
    ['Builders merchant cuts 300 jobs as housing starts slow', 'The firm said trading had weakened and it would close 20 branches.'],
    ['Airline adds fees for carry-on bags on short-haul routes', 'Passengers will pay £15 for a cabin bag from April, the carrier said.'],
    ['Car maker recalls 80,000 vehicles over brake fault', 'Owners will be contacted by dealers and repairs will be free of charge.'],
    ['Energy supplier fined £4m over billing errors', 'The regulator said thousands of customers were overcharged for two years.'],
    ['Pub group sells 120 sites to cut debt', 'The buyer will keep staff and reopen the pubs under its own brands.'],
    ['Mobile network raises monthly tariffs by 6%', 'Customers on contracts will see the rise on their April bills.'],
    ['Train operator orders 50 new carriages', 'The £300m deal will add seats on busy commuter routes from 2028.'],
    ['Fashion retailer falls into administration', 'Its 90 stores will keep trading while administrators seek a buyer.'],
    ['Coffee chain to open 100 drive-through outlets', 'The company said demand from commuters had outgrown its high street shops.'],
    ['Housebuilder profits fall as mortgage costs bite', 'Fewer buyers completed purchases in the first half, the firm said.'],
    ['Brewer lifts beer prices after barley shortage', 'Pub landlords warned drinkers would pay more for a pint this summer.'],
    ['Parcel firm adds 2,000 drivers for Christmas peak', 'The company expects record deliveries as online shopping grows.'],
    ['Steelmaker wins £200m contract for bridge project', 'The order secures jobs at its Welsh plant for three years.'],
    ['Cinema chain reports record ticket sales', 'Blockbuster releases drew audiences back after a weak year.'],
    ['Furniture retailer closes 15 stores', 'The company said customers were buying more online and fewer sofas.'],
    ['Bus operator cuts rural routes after subsidy ends', 'Passengers in villages will lose daily services from June.'],
    ['Insurer raises home cover premiums after storm claims', 'Policyholders face average rises of £40 a year.'],
    ['Toy maker shifts production out of China', 'The firm said tariffs and shipping costs had made factories in Vietnam cheaper.'],
    ['Bakery chain hires 1,000 staff for new shops', 'The expansion will take it to 800 outlets across the country.'],
  ].map(([title, summary]) => trend(title!, [[title!, summary!]]));
  const unrelated = businessDay[4]!;

  it('when a day of twenty business stories about other trades is scored, then none of them shows as a semantic match for the payments company, and one alone is not lower', async () => {
    const day = await scoreTrendsForCompanies([...businessDay, depeg], [payments], engine);
    const shown = day.slice(0, businessDay.length).map((r) => r[0]!.semanticSimilarity);
    expect(Math.max(...shown)).toBeLessThan(SEMANTIC_MATCH_THRESHOLD);
    const alone = await scoreRelevance(unrelated, payments, engine);
    expect(day[4]![0]!.semanticSimilarity).toBeLessThanOrEqual(alone.semanticSimilarity);
    // The company's own story still stands out of that day.
    expect(day[businessDay.length]![0]!.relevanceScore).toBeGreaterThan(0.5);
  });
});
