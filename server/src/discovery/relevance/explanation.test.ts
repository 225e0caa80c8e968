import { describe, expect, it } from 'vitest';
import { testSemanticEngine } from '../../../test/helpers/semantic';
import { buildExplanation, explainerFor, trendSentences } from './explanation';
import { scoreTrendsForCompanies } from './relevance';
import type { CompanyForRelevance, RelevanceEvidence, TrendForRelevance } from './types';

const engine = testSemanticEngine();

const lawFirm: CompanyForRelevance = {
  id: 1,
  companyName: 'Harrow & Pike',
  companyProfile:
    'Harrow & Pike is a law firm in Norwich. It advises employers on contracts, redundancies and unfair dismissal claims. Its private client team writes wills and lasting powers of attorney. Its products include Harrow Fixed Fee and Harrow Direct.',
  industry: 'Legal services',
  keyProducts: [],
  targetMarkets: ['Employers'],
  keywords: ['employment law', 'wills', 'conveyancing', 'solicitors'],
};

const trend = (items: Array<[string, string]>): TrendForRelevance => ({
  title: items[0]![0],
  description: items[0]![1],
  relatedKeywords: [],
  items: items.map(([title, summary]) => ({ title, summary, outlet: 'The Guardian' })),
  outlets: ['The Guardian'],
  mentions: items.length,
  previousMentions: 0,
  growth: 1000,
  velocity: 'low',
  timeframe: '24h',
});

const wardBeds = trend([
  ['Trusts will be funded to monitor patients at home', 'Hospitals will be paid to watch 24,000 patients remotely this winter, freeing beds.'],
  ['NHS will expand virtual wards', 'Patients will be monitored at home by nurses.'],
]);
const landRegistry = trend([
  ['HM Land Registry backlog frustrates conveyancers', 'Conveyancing solicitors say registration applications are taking up to a year, holding up sales and remortgages.'],
  ['Land Registry delays leave home buyers waiting months to complete', 'Buyers and sellers are stuck while applications wait to be processed.'],
]);
const dismissal = trend([
  ['Day-one unfair dismissal rights: what employers must change', 'Employers will need new contracts and disciplinary procedures before the law takes effect.'],
  ['Employment tribunal claims set to rise under day-one dismissal rights', 'Employment lawyers expect more unfair dismissal claims.'],
]);

describe('explanations a PR person can trust', () => {
  it("when a law firm tracks 'wills', then the 'will' of \"will be funded\" is not its keyword (a plural whose singular is a function word keeps its form)", async () => {
    const r = (await scoreTrendsForCompanies([wardBeds], [lawFirm], engine))[0]![0];
    expect(r!.matchedKeywords).not.toContain('wills');
    expect(r!.explanation).not.toContain('**wills**');
  });

  it("when the company's own specific term is in a story told in other words, then it is named as its keyword and the story is not called 'about something else' or 'at best background'", async () => {
    const r = (await scoreTrendsForCompanies([landRegistry], [lawFirm], engine))[0]![0];
    expect(r!.matchedKeywords).toContain('conveyancing');
    expect(r!.explanation).toMatch(/“Conveyancing solicitors say[^”]*” uses your keywords \*\*conveyancing\*\* and \*\*solicitors\*\*/);
    expect(r!.explanation).not.toMatch(/about something else|at best background/);
  });

  it("when a single specific term of the company is in a story told in other words, then it is named as the company's keyword with that said, not as another sense", () => {
    const evidence: RelevanceEvidence = {
      keywords: [{ phrase: 'conveyancing', strength: 1, rarity: 0.85, sense: 0.12, quote: 'Conveyancing backlog at the Land Registry' }],
      products: [],
      issues: [],
      similarity: 0.16,
      rawSimilarity: 0.2,
      closestHeadline: null,
      closestProfileLine: null,
    };
    const text = buildExplanation({ companyName: 'Harrow & Pike' }, trend([['Conveyancing backlog at the Land Registry', '']]), evidence, 0.3);
    expect(text).toContain("“Conveyancing backlog at the Land Registry” uses your keyword **conveyancing**, though little else in the story is what **Harrow & Pike**'s profile talks about.");
    expect(text).toContain("Beyond those words, its coverage is only a **16% semantic match** with **Harrow & Pike**'s profile.");
    expect(text).not.toMatch(/about something else|at best background/);
  });

  it("when a story is about a running subject of the company's field, then the explanation names the subject and the field", () => {
    const evidence: RelevanceEvidence = {
      keywords: [],
      products: [],
      issues: [{ phrase: 'water fluoridation', strength: 1, rarity: 1, sense: 0.35, quote: 'Water fluoridation to be extended across the North East' }],
      similarity: 0.1,
      rawSimilarity: 0.2,
      closestHeadline: null,
      closestProfileLine: null,
    };
    const text = buildExplanation({ companyName: 'Larchfield Dental Care', industry: 'Dental Practices' }, trend([['Water fluoridation to be extended across the North East', '']]), evidence, 0.18);
    expect(text).toContain('“Water fluoridation to be extended across the North East” is about **water fluoridation**, a running subject of Dental Practices news.');
    expect(text).toContain("Beyond those words, its coverage is only a **10% semantic match** with **Larchfield Dental Care**'s profile.");
    expect(text).not.toMatch(/keyword|at best background/);
    // Read where little else is the company's, the subject is still named, with that said.
    const thin = { ...evidence, issues: [{ ...evidence.issues[0]!, sense: 0.05 }] };
    expect(buildExplanation({ companyName: 'Larchfield Dental Care', industry: 'Dental Practices' }, trend([['Water fluoridation to be extended across the North East', '']]), thin, 0.12)).toContain(
      "is about **water fluoridation**, a running subject of Dental Practices news, though little else in the story is what **Larchfield Dental Care**'s profile talks about.",
    );
  });

  it("when a common word of the company appears in another sense, then the explanation still says so and calls the story background", () => {
    const evidence: RelevanceEvidence = {
      keywords: [{ phrase: 'stops', strength: 1, rarity: 0.34, sense: 0.1, quote: 'Measles vaccination bus stops at schools' }],
      products: [],
      issues: [],
      similarity: 0.12,
      rawSimilarity: 0.2,
      closestHeadline: null,
      closestProfileLine: null,
    };
    const text = buildExplanation({ companyName: 'Vaultline' }, trend([['Measles vaccination bus stops at schools', '']]), evidence, 0.15);
    expect(text).toContain('**stops** appears in “Measles vaccination bus stops at schools”, but that story is about something else, so it counts for little.');
    expect(text).toContain('so it is at best background for **Vaultline**, not a story to act on');
  });

  it('when the closest line of the profile is quoted, then it is the line the story speaks to, not a list of product names every story brushes against', async () => {
    const security: CompanyForRelevance = {
      id: 2,
      companyName: 'Vaultline',
      companyProfile:
        'Vaultline is an identity security platform for companies with 200 to 10,000 employees. It detects stolen credentials, risky logins and account takeover, and stops attackers who get past passwords. Its products include Vaultline Access and Vaultline Breach Watch.',
      industry: 'Cybersecurity',
      keyProducts: ['Vaultline Access', 'Vaultline Breach Watch'],
      targetMarkets: [],
      keywords: ['account takeover', 'credentials'],
    };
    const settlement = trend([
      ['Social network agrees $725m settlement over user data lawsuit', 'Users whose data was shared with third parties can claim payouts.'],
      ['Users could get payouts from privacy settlement', 'The settlement is one of the largest of its kind.'],
    ]);
    // Read on each line's own scale; by raw recall the products line won (its few words meet something in any story).
    const r = (await scoreTrendsForCompanies([settlement], [security], engine))[0]![0];
    expect(r!.evidence.closestProfileLine).toBe('It detects stolen credentials, risky logins and account takeover, and stops attackers who get past passwords.');
  });

  it("when the company's name is made up, then it weighs nothing in the meaning of a story (another made-up name scores the same)", async () => {
    const named = (name: string): CompanyForRelevance => ({
      ...lawFirm,
      companyName: name,
      companyProfile: lawFirm.companyProfile.replaceAll('Harrow & Pike', name).replaceAll('Harrow', name),
    });
    const stories = [wardBeds, landRegistry, dismissal];
    const [a, b] = [await scoreTrendsForCompanies(stories, [named('Barkfresh')], engine), await scoreTrendsForCompanies(stories, [named('Quillory')], engine)];
    for (let i = 0; i < stories.length; i++) expect(a[i]![0]!.semanticSimilarity).toBe(b[i]![0]!.semanticSimilarity);
  });
});

describe('the company named in an explanation', () => {
  const evidence: RelevanceEvidence = { keywords: [], products: [], issues: [], similarity: 0.1, rawSimilarity: 0.2, closestHeadline: null, closestProfileLine: null };

  it("when the company's name ends in a plural s (Meeple Yard Games), then its possessive is Games', not Games's", () => {
    const text = buildExplanation({ companyName: 'Meeple Yard Games' }, dismissal, evidence, 0.1);
    expect(text).toContain("**Meeple Yard Games**' profile");
    expect(text).not.toContain("Games**'s");
  });

  it("when the name ends otherwise (Harrow & Pike, Glass), then it takes 's", () => {
    expect(buildExplanation({ companyName: 'Harrow & Pike' }, dismissal, evidence, 0.1)).toContain("**Harrow & Pike**'s profile");
    expect(buildExplanation({ companyName: 'Clearglass' }, dismissal, evidence, 0.1)).toContain("**Clearglass**'s profile");
  });
});

describe('explainerFor', () => {
  it('when one company is explained many trends, then each text is the one buildExplanation writes', () => {
    const evidence: RelevanceEvidence = { keywords: [], products: [], issues: [], similarity: 0.42, rawSimilarity: 0.2, closestHeadline: { title: 'Heat pump grants doubled', outlet: 'BBC' }, closestProfileLine: 'Warmwell installs heat pumps.' };
    const explain = explainerFor({ companyName: 'Warmwell' });
    for (const t of [trend([['Heat pump grants doubled', '']]), { ...trend([['Heat pump grants doubled', '']]), outlets: [], mentions: 0 }]) {
      for (const score of [0, 0.4]) expect(explain(evidence, score, trendSentences(t).join(' '))).toBe(buildExplanation({ companyName: 'Warmwell' }, t, evidence, score));
    }
  });
});
