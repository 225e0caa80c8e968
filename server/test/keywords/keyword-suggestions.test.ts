import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseCompanyOffline } from '../../src/ai/offline/company-analysis';
import { suggestKeywordsOffline } from '../../src/ai/offline/keyword-suggestions';
import type { CompanyContext } from '../../src/ai/types';
import { parseHtml } from '../../src/ai/website/parse-html';
import { SECTOR_ISSUES } from '../../src/text/sector-issues';
import { SECTORS } from '../../src/text/sector-taxonomy';

const company = (overrides: Partial<CompanyContext>): CompanyContext => ({
  companyName: 'Acme',
  website: 'acme.example',
  companyProfile: '',
  industry: null,
  targetMarkets: [],
  keyProducts: [],
  keywords: [],
  ...overrides,
});
const suggest = (c: CompanyContext, trendVocabulary: string[] = [], existingKeywords: string[] = c.keywords) =>
  suggestKeywordsOffline({ company: c, existingKeywords, trendVocabulary }).map((s) => s.keyword.toLowerCase());

/** Words that mean nothing alone as a news keyword (the issue's list and their kin). */
const LONE_GENERIC = [
  'stops',
  'session',
  'sessions',
  'pounds',
  'delivered',
  'food',
  'people',
  'services',
  'platform',
  'day',
  'home',
];

describe('keyword suggestions as noun phrases', () => {
  it('when a profile lists things with commas, then no suggestion joins the end of one item to the next', () => {
    const words = suggest(
      company({
        companyName: 'Eastside Community Food Bank',
        companyProfile:
          'Eastside Community Food Bank runs food pantries, mobile pantries and a warm space in Tower Hamlets. Its food pantries open five days a week, and its mobile pantries reach estates without a supermarket.',
      }),
    );
    expect(words).toEqual(expect.arrayContaining(['food pantries', 'mobile pantries']));
    expect(words).not.toContain('pantries mobile');
  });

  it('when a profile names "air source heat pumps", then neither the profile nor a trend term yields the middle cut "source heat"', () => {
    const words = suggest(
      company({
        companyName: 'Brightwell Heating',
        companyProfile:
          'Brightwell Heating installs air source heat pumps in Leeds. Most air source heat pumps it fits replace gas boilers.',
      }),
      ['source heat', 'heat pump grants'],
    );
    expect(words).not.toContain('source heat');
    expect(words).toContain('air source heat pumps');
  });

  it('when a profile lists partner names or says what the company does, then no name pair and no verb phrase is suggested', () => {
    const words = suggest(
      company({
        companyName: 'Settlewise',
        companyProfile:
          'Settlewise connects to Okta, Microsoft Entra and Google Workspace. Settlewise pays suppliers in 40 countries and settles cross-border payouts the same day. Cross-border payouts are its main product.',
      }),
      ['pays suppliers', 'okta microsoft'],
    );
    expect(words).not.toContain('okta microsoft');
    expect(words).not.toContain('pays suppliers');
    expect(words.some((w) => /\bpays\b/.test(w))).toBe(false);
    expect(words).toContain('cross-border payouts');
  });

  it('when the profile and the trends use generic words, then no lone generic word is suggested', () => {
    const words = suggest(
      company({
        companyName: 'Vaultline',
        companyProfile:
          'Vaultline stops attackers before a session is hijacked. Every session token is checked, and stolen session tokens are revoked. Reports are delivered every day; fines can cost millions of pounds.',
      }),
      ['stops', 'session', 'pounds', 'delivered', 'session tokens'],
    );
    for (const generic of LONE_GENERIC) expect(words).not.toContain(generic);
    expect(words).toContain('session tokens');
  });

  it('when keywords are already tracked, then neither they nor a phrase inside or around them is suggested, in any case', () => {
    const words = suggest(
      company({
        companyName: 'Barkfresh',
        companyProfile:
          'Barkfresh cooks fresh dog food in Bristol. Its fresh dog food is delivered in recyclable packs; grain-free recipes suit dogs with allergies.',
        keywords: ['Dog Food', 'grain-free recipes'],
      }),
    );
    expect(words.filter((w) => w.includes('dog food') || w.includes('grain-free'))).toEqual([]);
  });

  it('when the company is in a sector of the taxonomy, then its country’s bodies of the field and the field’s issues its profile touches are offered, with why', () => {
    const c = company({
      companyName: 'Paybridge',
      industry: 'Payment Processing',
      companyProfile: 'Paybridge is a Manchester payment processor for independent UK shops, with card payments, fraud screening and next-day settlement.',
    });
    const suggestions = suggestKeywordsOffline({ company: c, existingKeywords: [], trendVocabulary: [] });
    const byKeyword = new Map(suggestions.map((s) => [s.keyword, s]));
    for (const body of SECTOR_ISSUES['payment-processing']!.bodies.GB!) {
      expect(byKeyword.get(body)?.reasoning, body).toContain('in the UK');
    }
    expect(byKeyword.get('payment fraud')?.category).toBe('topic');
    // An issue of the field it never speaks of, and another country's regulator, are not offered.
    expect(byKeyword.has('cash acceptance')).toBe(false);
    expect(byKeyword.has('Federal Reserve')).toBe(false);
  });

  it('when a trend term is a name joined by "of", then it may be suggested', () => {
    const words = suggest(
      company({
        companyName: 'Ledgerline',
        companyProfile: 'Ledgerline settles card payments for merchants in England. Card payments settle the same day.',
      }),
      ['Bank of England'],
    );
    expect(words).toContain('bank of england');
  });
});

/** The six probe sites of the issue, analysed offline as onboarding does, then asked for more keywords. */
const SITES = [
  ['settlewise', 'Settlewise', 'settlewise.com'],
  ['pulsewatch', 'Pulsewatch', 'pulsewatch.health'],
  ['brightwell-heating', 'Brightwell Heating', 'brightwellheating.co.uk'],
  ['barkfresh', 'Barkfresh', 'barkfresh.co.uk'],
  ['vaultline', 'Vaultline', 'vaultline.io'],
  ['eastside-food-bank', 'Eastside Community Food Bank', 'eastsidefoodbank.org.uk'],
] as const;

describe.each(SITES)('suggestions for %s', (file, name, website) => {
  const html = readFileSync(new URL(`../fixtures/relevance-companies/sites/${file}.html`, import.meta.url), 'utf8');
  const site = parseHtml(html, `https://${website}/`);
  const a = analyseCompanyOffline({
    companyName: name,
    website,
    userMediaOutlets: [],
    socialMediaLinks: {},
    site,
    knownOutlets: [],
  });
  const c = company({
    companyName: name,
    website,
    companyProfile: a.companyProfile,
    industry: a.industry,
    targetMarkets: a.targetMarkets,
    keyProducts: a.keyProducts,
    keywords: a.suggestedKeywords.slice(0, 3),
  });
  const suggestions = suggestKeywordsOffline({
    company: c,
    existingKeywords: c.keywords,
    trendVocabulary: ['pays suppliers', 'source heat', 'stops', 'okta microsoft'],
  });

  it('when suggested, then each is a phrase inside one clause of the profile, a product, a market or a subject of its sector’s news, never generic, never tracked', () => {
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(12);
    const clauses = c.companyProfile.toLowerCase().split(/[\n.!?;:,()–—|]+/);
    const sector = SECTORS.find((x) => x.label === c.industry);
    const field = sector ? SECTOR_ISSUES[sector.id]! : { issues: [], bodies: {} };
    const fieldTopics = [...field.issues, ...Object.values(field.bodies).flat()].map((x) => x!.toLowerCase());
    for (const s of suggestions) {
      const k = s.keyword.toLowerCase();
      const own = [...c.keyProducts, ...c.targetMarkets, ...fieldTopics].some((x) => x.toLowerCase() === k);
      expect(
        own || clauses.some((cl) => ` ${cl.replace(/\s+/g, ' ')} `.includes(` ${k} `)),
        `"${s.keyword}" crosses a clause or is not in the profile`,
      ).toBe(true);
      expect(LONE_GENERIC).not.toContain(k);
      expect(c.keywords.map((x) => x.toLowerCase())).not.toContain(k);
    }
    const scores = suggestions.map((s) => s.relevanceScore);
    expect([...scores].sort((x, y) => y - x)).toEqual(scores);
  });
});
