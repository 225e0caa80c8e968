import { testWordReading } from '../helpers/semantic';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseCompanyOffline } from '../../src/ai/offline/company-analysis';
import { companyAnalysisSchema } from '../../src/ai/schemas';
import type { AnalyseCompanyInput, KnownOutlet } from '../../src/ai/types';
import { siteFixture } from './ai-fixtures';

/** The word vectors' reading, as the offline provider passes it (sector by meaning, word rarity). */
let reading: Awaited<ReturnType<typeof testWordReading>>;
beforeAll(async () => {
  reading = await testWordReading();
});

const knownOutlets: KnownOutlet[] = [
  // Coverage as onboarding sets it from each outlet's recent articles (see outlet-coverage.ts).
  { name: 'TechCrunch', categories: ['technology', 'business'], coverage: 0.62 },
  { name: 'BBC Sport', categories: ['sports'], coverage: 0.08 },
  { name: 'Carbon Brief', categories: ['environment', 'science'], coverage: 0.35 },
];

function input(overrides: Partial<AnalyseCompanyInput>): AnalyseCompanyInput {
  return { companyName: '', website: '', userMediaOutlets: [], socialMediaLinks: {}, site: null, knownOutlets, ...overrides };
}

const ledgerline = () =>
  input({ companyName: 'Ledgerline', website: 'ledgerline.com', site: siteFixture('ledgerline-payments', 'https://ledgerline.com/'), userMediaOutlets: ['Sifted'] });
const verdant = () =>
  input({
    companyName: 'Verdant Heat',
    website: 'verdantheat.co.uk',
    site: siteFixture('verdant-heat-climate', 'https://verdantheat.co.uk/'),
    // Coverage is per company: the climate outlet's articles are the ones close to a heat-pump installer.
    knownOutlets: [
      { name: 'TechCrunch', categories: ['technology', 'business'], coverage: 0.31 },
      { name: 'BBC Sport', categories: ['sports'], coverage: 0.02 },
      { name: 'Carbon Brief', categories: ['environment', 'science'], coverage: 0.71 },
    ],
  });
const tracebit = () => input({ companyName: 'Tracebit', website: 'tracebit.dev', site: siteFixture('tracebit-devtools', 'https://tracebit.dev/') });

const lower = (list: string[]) => list.map((k) => k.toLowerCase());

describe('offline company analysis of a payments startup', () => {
  let result: ReturnType<typeof analyseCompanyOffline>;
  beforeAll(() => {
    result = analyseCompanyOffline(ledgerline(), reading);
  });

  it('when analysed, then the output fits the schema and the profile names the company and its field in about 150 words', () => {
    expect(companyAnalysisSchema.parse(result)).toEqual(result);
    expect(result.companyProfile).toMatch(/^Ledgerline is a payments company/);
    const words = result.companyProfile.split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(110);
    expect(words).toBeLessThanOrEqual(190);
    // The sector the site states (sector-taxonomy.ts), finer than its broad industry, Fintech & Payments.
    expect(result.industry).toBe('Payment Processing');
  });

  it('when the page speaks as "we" or to "you", then the profile is third person and has no calls to action', () => {
    expect(result.companyProfile).not.toMatch(/\b(?:we|our|you|your)\b/i);
    expect(result.companyProfile).toContain('Ledgerline pays out marketplace sellers');
    expect(result.companyProfile).not.toMatch(/cookies|Log in|Start now/);
  });

  it('when keywords are suggested, then they are the page\'s specific terms and no generic web words', () => {
    const keywords = lower(result.suggestedKeywords);
    expect(keywords).toEqual(expect.arrayContaining(['instant settlement', 'card payments', 'open banking', 'payouts']));
    for (const generic of ['platform', 'customers', 'solutions', 'team', 'cookies', 'pricing', 'ledgerline']) expect(keywords).not.toContain(generic);
    expect(result.suggestedKeywords.length).toBeGreaterThanOrEqual(8);
  });

  it('when products and markets are read, then product headings and the named audiences and regions come back', () => {
    expect(result.keyProducts).toEqual(expect.arrayContaining(['Ledgerline Payouts', 'Ledgerline Treasury', 'Checkout API']));
    expect(result.keyProducts).not.toContain('Faster Payments');
    expect(result.targetMarkets).toEqual(expect.arrayContaining(['Online merchants', 'United Kingdom']));
  });

  it('when outlets are suggested, then fitting corpus outlets come first, then the user\'s, then finance titles; sports ones never', () => {
    expect(result.suggestedMediaOutlets[0]).toBe('TechCrunch');
    expect(result.suggestedMediaOutlets[1]).toBe('Sifted');
    expect(result.suggestedMediaOutlets).toEqual(expect.arrayContaining(['Financial Times', 'Finextra']));
    expect(result.suggestedMediaOutlets).not.toContain('BBC Sport');
    expect(result.suggestedMediaOutlets.length).toBeLessThanOrEqual(10);
  });

  it('when the site links to its social profiles, then those (not share links) are returned', () => {
    expect(result.aiSocialMediaLinks).toEqual({
      linkedin: 'https://www.linkedin.com/company/ledgerline-payments',
      x: 'https://x.com/ledgerlinepay',
      instagram: 'https://www.instagram.com/ledgerline.pay/',
    });
  });

  it('when the same input is analysed twice, then the result is identical', () => {
    expect(analyseCompanyOffline(ledgerline(), reading)).toEqual(result);
  });
});

describe('offline company analysis of other fields', () => {
  it('when the site sells heat pumps, then the field is climate tech with climate keywords, products and outlets', () => {
    const result = analyseCompanyOffline(verdant(), reading);
    expect(result.industry).toBe('Heat Pumps & Low-Carbon Heating');
    expect(result.companyProfile).toMatch(/^Verdant Heat is a heat pump company/);
    expect(result.companyProfile).toContain('Verdant Heat surveys the home, designs the system and handles');
    expect(lower(result.suggestedKeywords)).toEqual(expect.arrayContaining(['heat pumps', 'carbon emissions', 'housing associations']));
    expect(result.keyProducts).toEqual(expect.arrayContaining(['HeatCore 7', 'GridFlex']));
    expect(result.suggestedMediaOutlets[0]).toBe('Carbon Brief');
    // The heat-pump trade press (sector-taxonomy.ts) beside the climate titles.
    expect(result.suggestedMediaOutlets).toEqual(expect.arrayContaining(['Canary Media', 'H&V News', 'Cooling Post']));
  });

  it('when the site is a developer tool, then keywords keep names\' spelling and standards it uses are not its products', () => {
    const result = analyseCompanyOffline(tracebit(), reading);
    expect(result.industry).toBe('Developer Tools');
    expect(result.suggestedKeywords).toEqual(expect.arrayContaining(['preview environment', 'pull request', 'Kubernetes']));
    expect(result.keyProducts).toContain('Tracebit CLI');
    expect(result.keyProducts).not.toContain('OpenTelemetry');
    expect(result.suggestedMediaOutlets).toEqual(expect.arrayContaining(['The New Stack', 'InfoQ']));
    expect(result.targetMarkets).toEqual(['Developers', 'Engineering teams']);
  });
});

describe('offline company analysis without a readable website', () => {
  it('when the site is unreachable, then the profile says so and is still specific to what the domain reveals', () => {
    const result = analyseCompanyOffline(input({ companyName: 'Acme Payments', website: 'https://www.acme-payments.com', userMediaOutlets: ['Finextra'] }), reading);
    expect(companyAnalysisSchema.safeParse(result).success).toBe(true);
    expect(result.companyProfile).toMatch(/^Acme Payments \(acme-payments\.com\) is a fintech company/);
    expect(result.companyProfile).toContain('could not be read');
    expect(result.companyProfile).toContain('Finextra');
    expect(result.industry).toBe('Fintech & Payments');
    expect(lower(result.suggestedKeywords)[0]).toBe('payments');
    // Corpus outlets that fit come first (we hold their bylines), then the user's own.
    expect(result.suggestedMediaOutlets.slice(0, 2)).toEqual(['TechCrunch', 'Finextra']);
    expect(result.aiSocialMediaLinks).toEqual({ linkedin: null, x: null, instagram: null });
  });

  it('when a coined domain hides a cue word, then it is still found (solarcoop.io → climate)', () => {
    const result = analyseCompanyOffline(input({ companyName: 'SolarCoop', website: 'solarcoop.io' }), reading);
    expect(result.industry).toBe('Climate & Cleantech');
  });

  it('when neither name nor domain reveals a field, then the profile says so plainly and the output still fits the schema', () => {
    const result = analyseCompanyOffline(input({ companyName: 'Brightwell & Co', website: 'brightwell.co' }), reading);
    expect(result.industry).toBe('Unspecified');
    expect(result.companyProfile).toContain('brightwell.co');
    expect(companyAnalysisSchema.safeParse(result).success).toBe(true);
  });
});
