import { readFileSync } from 'node:fs';
import { testWordReading } from '../helpers/semantic';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseCompanyOffline } from '../../src/ai/offline/company-analysis';
import { nounPhrases } from '../../src/text/noun-phrases';
import { toThirdPerson } from '../../src/ai/offline/third-person';
import type { KnownOutlet } from '../../src/ai/types';
import { parseHtml } from '../../src/ai/website/parse-html';

/** The word vectors' reading, as the offline provider passes it (sector by meaning, word rarity). */
let reading: Awaited<ReturnType<typeof testWordReading>>;
beforeAll(async () => {
  reading = await testWordReading();
});

/**
 * What the six-site check (scripts/six-site-check.ts) found through the API after the earlier fixes, pinned on the
 * same hand-written pages: a name cut to its tail, industry words that are only modifiers on the page, a
 * standard's name taken for a field term, a verb the tagger read as a noun, a sentence without a subject in the
 * profile, and a product's name counted as a market.
 */
function analyse(slug: string, companyName: string, knownOutlets: KnownOutlet[] = []) {
  const html = readFileSync(new URL(`../fixtures/relevance-companies/sites/${slug}.html`, import.meta.url), 'utf8');
  const site = parseHtml(html, `https://${slug}.example/`);
  return analyseCompanyOffline({
    companyName,
    website: `${slug}.example`,
    userMediaOutlets: [],
    socialMediaLinks: {},
    site,
    knownOutlets,
  }, reading);
}

const lower = (list: string[]) => list.map((k) => k.toLowerCase());

describe('company analysis of the six probe sites', () => {
  it('when a site names an organisation by its full name, then the keyword is the whole name, never its tail', () => {
    const keywords = analyse('eastside-food-bank', 'Eastside Community Food Bank').suggestedKeywords;
    expect(keywords).not.toContain('Aid Network');
    expect(keywords).toContain('Independent Food Aid Network');
  });

  it('when an industry word is only a modifier on the page, then it is not suggested alone', () => {
    expect(lower(analyse('pulsewatch', 'Pulsewatch').suggestedKeywords)).not.toContain('clinical');
    expect(lower(analyse('brightwell-heating', 'Brightwell Heating').suggestedKeywords)).not.toContain('ev');
    const settlewise = lower(analyse('settlewise', 'Settlewise').suggestedKeywords);
    expect(settlewise).not.toContain('cross-border');
    expect(settlewise).toContain('cross-border payouts');
  });

  it("when a field's acronym appears only as a standard's name ('SOC 2 auditors'), then it is not suggested", () => {
    expect(analyse('vaultline', 'Vaultline').suggestedKeywords).not.toContain('SOC');
  });

  it('when a sentence opens with a verb the tagger read as a noun, then no keyword carries that verb', () => {
    const keywords = lower(analyse('vaultline', 'Vaultline').suggestedKeywords);
    expect(keywords.filter((k) => /^(?:flags|monitors)\b/.test(k))).toEqual([]);
    expect(keywords).toContain('identity threat detection');
  });

  it('when a word is too general to track alone (security), then it is not suggested on its own', () => {
    const keywords = lower(analyse('vaultline', 'Vaultline').suggestedKeywords);
    expect(keywords).not.toContain('security');
    expect(keywords).toContain('account takeover');
  });

  it('when a sentence of the site has no subject, then the profile leaves it out rather than printing a fragment', () => {
    const profile = analyse('brightwell-heating', 'Brightwell Heating').companyProfile;
    expect(profile).not.toMatch(/members of the Heat Pump Association/);
    expect(profile).toMatch(/^Brightwell Heating is a family-run firm of heating engineers/);
  });

  it('when the page says twice what the company is, then the profile defines it once and keeps what the second adds', () => {
    const profile = analyse('eastside-food-bank', 'Eastside Community Food Bank').companyProfile;
    expect(profile.match(/Eastside Community Food Bank is a/g)).toHaveLength(1);
    expect(profile).toContain('It gives emergency food to people in Tower Hamlets who cannot afford to eat.');
  });

  it("when a product's name holds a region word, then it is no market and the profile names the regions the site names", () => {
    const result = analyse('settlewise', 'Settlewise');
    expect(result.keyProducts).toContain('Settlewise Global Payouts');
    expect(result.targetMarkets).not.toContain('Global');
    expect(result.targetMarkets).toEqual(expect.arrayContaining(['Europe', 'United Kingdom']));
    expect(result.companyProfile).not.toMatch(/worldwide and/);
  });
});

describe('profile sentences, markets and outlets of the six probe sites', () => {
  it('when the sentence that defines the company ends by addressing the reader, then the profile keeps its first clause', () => {
    expect(analyse('barkfresh', 'Barkfresh').companyProfile).toMatch(
      /^Barkfresh is fresh dog food made from British meat and vegetables\. /,
    );
  });

  it('when the site lists what it does as verbs with objects, then every verb of the list takes the third person', () => {
    const profile = analyse('brightwell-heating', 'Brightwell Heating').companyProfile;
    expect(profile).toContain('installs air source heat pumps, replaces old gas boilers and fits EV charging points');
    expect(profile).not.toMatch(/\bfit EV\b/);
  });

  it("when the company's definition says whom it is for, then those are its first markets", () => {
    const result = analyse('pulsewatch', 'Pulsewatch');
    expect(result.targetMarkets.slice(0, 2)).toEqual(['NHS trusts', 'Health systems']);
    expect(result.companyProfile).toContain('It serves NHS trusts, health systems and patients');
  });

  it('when outlets that cover the company fill the list and no industry is established, then no general business title pads it', () => {
    const covering = [
      'Third Sector',
      'The Guardian',
      'BBC News',
      'Children & Young People Now',
      'Daily Mirror',
      'Civil Society',
    ];
    const known = covering.map((name, i) => ({ name, categories: [], coverage: 0.7 - i * 0.02 }));
    const outlets = analyse('eastside-food-bank', 'Eastside Community Food Bank', known).suggestedMediaOutlets;
    expect(outlets).toEqual(covering);
  });

  it('when nothing covers the company and no industry is established, then general titles only make up the minimum of six', () => {
    expect(analyse('eastside-food-bank', 'Eastside Community Food Bank').suggestedMediaOutlets).toHaveLength(6);
  });
});

describe('noun phrases and the third-person rewrite', () => {
  it('when a list of verbs ends in one the tagger reads as a noun, then it is conjugated with the others', () => {
    expect(
      toThirdPerson(
        'We install air source heat pumps, replace old gas boilers and fit EV charging points, and we handle the grant for you.',
        'Brightwell Heating',
      ),
    ).toBe('Brightwell Heating installs air source heat pumps, replaces old gas boilers and fits EV charging points.');
  });

  it('when an -ing noun sits between a modifier and its head, then the phrase keeps it and its modifier is no phrase alone', () => {
    const terms = nounPhrases('Our electricians fit home EV charging points and solar-ready wiring.').map(
      (p) => p.term,
    );
    // The acronym in front says which charging points (decision: a cut that drops a name is no phrase of its own).
    expect(terms).toContain('EV charging points');
    expect(terms).not.toContain('EV');
  });

  it('when a name occurs only in full, then its tail is no phrase of its own', () => {
    const terms = nounPhrases('We are a member of the Independent Food Aid Network.').map((p) => p.term);
    expect(terms).toContain('Independent Food Aid Network');
    expect(terms).not.toContain('Aid Network');
  });

  it('when participles describe names and no verb follows, then the sentence is no profile material', () => {
    expect(
      toThirdPerson('Gas Safe registered, MCS certified and members of the Heat Pump Association.', 'Brightwell'),
    ).toBeNull();
    expect(toThirdPerson('Barkfresh started in a Bristol kitchen in 2020.', 'Barkfresh')).toBe(
      'Barkfresh started in a Bristol kitchen in 2020.',
    );
  });
});

/** A small page built for one rule, as parseHtml reads a real site. */
function analysePage(companyName: string, body: string, head = '') {
  const html = `<!doctype html><html><head><title>${companyName}</title>${head}</head><body><main>${body}</main></body></html>`;
  return analyseCompanyOffline({
    companyName,
    website: 'example.org',
    userMediaOutlets: [],
    socialMediaLinks: {},
    site: parseHtml(html, 'https://example.org/'),
    knownOutlets: [],
  }, reading);
}

describe("what the six-site check's second run left open", () => {
  it('when the site is unreadable and its name holds only a word many fields share, then the industry is Unspecified and the profile says so', () => {
    const result = analyseCompanyOffline({
      companyName: 'Quietfield Analytics',
      website: 'http://quietfield.localhost:5179/',
      userMediaOutlets: [],
      socialMediaLinks: {},
      site: null,
      knownOutlets: [],
    }, reading);
    expect(result.industry).toBe('Unspecified');
    expect(result.companyProfile).toContain('Its website could not be read during this analysis');
    expect(result.companyProfile).toContain('which many fields share, so no field is assumed');
    expect(result.companyProfile).not.toMatch(/an AI company/);
  });

  it('when a heading over a list names what the company sells, then the items are its products, without articles or qualifiers, and neither keywords nor a menu in the profile', () => {
    const result = analyse('barkfresh', 'Barkfresh');
    expect(result.keyProducts).toEqual(['Turkey and parsnip', 'Beef and sweet potato', 'Grain-free salmon recipe']);
    expect(result.companyProfile).not.toMatch(/Its products include/);
    expect(lower(result.suggestedKeywords)).not.toContain('sweet potato');
    expect(lower(result.suggestedKeywords)).not.toContain('turkey and parsnip');
  });

  it('when the company says it sells a list, then those are its products; a heading over people is no product list', () => {
    const roaster = analysePage(
      'Kettle Lane Coffee',
      '<h2>Our customers</h2><p>Cafés, offices and hotels across Bristol.</p><p>We sell single-origin coffee beans, espresso blends and cold brew to cafés and offices.</p>',
    );
    expect(roaster.keyProducts).toEqual(['Single-origin coffee beans', 'Espresso blends', 'Cold brew']);
  });

  it('when a trade names the places its customers are in, or a charity whom it gives to, then those are its markets', () => {
    const brightwell = analyse('brightwell-heating', 'Brightwell Heating');
    expect(brightwell.targetMarkets).toContain('Customers in Leeds, Bradford, Harrogate and Wakefield');
    expect(brightwell.companyProfile).toContain('It serves customers in Leeds, Bradford, Harrogate and Wakefield.');
    const foodBank = analyse('eastside-food-bank', 'Eastside Community Food Bank');
    expect(foodBank.targetMarkets.slice(0, 2)).toEqual(['Families in crisis', 'People in Tower Hamlets']);
    // 'gently cooked to keep nutrients in': an infinitive after 'to' names nobody; 'Owners who switch from kibble
    // tell us their dogs…' names the buyers by what they own.
    expect(analyse('barkfresh', 'Barkfresh').targetMarkets).toEqual(['Dog owners', 'United Kingdom']);
    // 'Our private client team writes wills … for families across East Anglia': one team's clients, not the firm's market.
    expect(analyse('harrow-pike', 'Harrow & Pike').targetMarkets).toEqual([]);
  });

  it('when most of the page speaks to the reader, then its statements are rewritten about the customers and the profile nears 150 words', () => {
    const profile = analyse('brightwell-heating', 'Brightwell Heating').companyProfile;
    const words = profile.split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(130);
    expect(profile.length).toBeLessThanOrEqual(1000);
    expect(profile).toContain(
      'Brightwell Heating is MCS certified, so customers can claim the Boiler Upgrade Scheme grant of £7,500.',
    );
    expect(profile).toContain('It is rated 4.9 on Checkatrade from 600 reviews.');
    expect(profile).not.toMatch(/\b(?:you|your|we|our)\b/i);
  });

  it("when a product's section describes it without a subject, then the profile names the product as its subject", () => {
    expect(analyse('settlewise', 'Settlewise').companyProfile).toContain(
      'Settlewise Payables provides accounts payable automation that reads invoices, matches them to purchase orders and syncs every payment back to Xero, NetSuite and Sage.',
    );
  });

  it('when a phrase is always written after a name or acronym, or is a general noun placed by a name, then it is no keyword alone', () => {
    expect(analyse('brightwell-heating', 'Brightwell Heating').suggestedKeywords).toContain('EV charging points');
    expect(lower(analyse('brightwell-heating', 'Brightwell Heating').suggestedKeywords)).not.toContain(
      'charging points',
    );
    expect(lower(analyse('barkfresh', 'Barkfresh').suggestedKeywords)).not.toContain('bristol kitchen');
    // A heading's capital is no name: 'Emergency food' is written lower-case elsewhere and stays.
    expect(analyse('eastside-food-bank', 'Eastside Community Food Bank').suggestedKeywords).toContain('emergency food');
  });

  it('when the site gives only a legal status, then the industry is the field its name or its activity names', () => {
    // The sector a food bank's page states, from the taxonomy (sector-taxonomy.ts), not its legal status.
    expect(analyse('eastside-food-bank', 'Eastside Community Food Bank').industry).toBe('Food Banks & Food Poverty');
    const carers = analysePage(
      'Hopewell',
      '<p>Hopewell is a registered charity supporting young carers in Leeds and Bradford, with weekly clubs and respite breaks.</p>',
    );
    expect(carers.industry).toBe('Supporting young carers');
  });
});

describe('the reader addressed as the customer', () => {
  it('when a statement addresses the reader, then "your" and "you" become the customer and the verbs agree', () => {
    expect(
      toThirdPerson(
        'We survey your home, size the heat pump and radiators properly, and install the whole system in three to five days.',
        'Brightwell Heating',
      ),
    ).toBe(
      'Brightwell Heating surveys the customer’s home, sizes the heat pump and radiators properly, and installs the whole system in three to five days.',
    );
  });

  it('when a sentence asks the reader to act or has no subject, then it stays out of the profile', () => {
    expect(
      toThirdPerson(
        'Tell us about your dog, choose a plan and we deliver frozen pouches every two weeks.',
        'Barkfresh',
      ),
    ).toBeNull();
    expect(
      toThirdPerson("Monitors infostealer logs for your employees' usernames and passwords.", 'Vaultline'),
    ).toBeNull();
    expect(
      toThirdPerson('Founded in 2012 by local churches, we are a registered charity.', 'Eastside') ?? '',
    ).not.toMatch(/^It is founded/);
  });
});
