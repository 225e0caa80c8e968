import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseCompanyOffline } from '../../src/ai/offline/company-analysis';
import { companyAnalysisSchema } from '../../src/ai/schemas';
import { parseHtml } from '../../src/ai/website/parse-html';
import { emptySocialLinks, PROFILE_TOO_LONG_MESSAGE } from '@newsjack/shared';

/**
 * Quality of the offline company analysis over every hand-written site we hold: the eight relevance companies,
 * the three analysis fixtures and three sites written in other wording for this test only (a museum, a bakery,
 * a ferry operator), so the rules are not tuned to one set.
 */
interface Case {
  file: string;
  name: string;
  website: string;
  /** Industry labels that would be a wrong default bucket for this company. */
  wrongIndustries?: string[];
  /** Outlets of a wrong sector table. */
  wrongOutlets?: string[];
}

const CASES: Case[] = [
  { file: 'relevance-companies/sites/settlewise.html', name: 'Settlewise', website: 'settlewise.com' },
  { file: 'relevance-companies/sites/pulsewatch.html', name: 'Pulsewatch', website: 'pulsewatch.health' },
  { file: 'relevance-companies/sites/brightwell-heating.html', name: 'Brightwell Heating', website: 'brightwellheating.co.uk' },
  { file: 'relevance-companies/sites/barkfresh.html', name: 'Barkfresh', website: 'barkfresh.co.uk' },
  { file: 'relevance-companies/sites/vaultline.html', name: 'Vaultline', website: 'vaultline.io' },
  {
    file: 'relevance-companies/sites/eastside-food-bank.html', name: 'Eastside Community Food Bank', website: 'eastsidefoodbank.org.uk',
    wrongIndustries: ['Food & Beverage', 'Logistics & Supply Chain'], wrongOutlets: ['FreightWaves', 'Food Dive', 'Eater', 'The Grocer'],
  },
  { file: 'relevance-companies/sites/branchline.html', name: 'Branchline', website: 'branchline.dev' },
  {
    file: 'relevance-companies/sites/harrow-pike.html', name: 'Harrow & Pike Solicitors', website: 'harrowpike.co.uk',
    wrongIndustries: ['HR Tech & Future of Work'], wrongOutlets: ['HR Dive', 'SHRM HR Magazine'],
  },
  { file: 'sites/ledgerline-payments.html', name: 'Ledgerline', website: 'ledgerline.com' },
  { file: 'sites/tracebit-devtools.html', name: 'Tracebit', website: 'tracebit.dev' },
  { file: 'sites/verdant-heat-climate.html', name: 'Verdant Heat', website: 'verdantheat.co.uk' },
  { file: 'sites/millbrook-museum.html', name: 'Millbrook Textile Museum', website: 'millbrookmuseum.org.uk', wrongIndustries: ['Education Technology'] },
  { file: 'sites/crumb-and-crust.html', name: 'Crumb & Crust', website: 'crumbandcrust.co.uk' },
  { file: 'sites/harbourline-ferries.html', name: 'Harbourline', website: 'harbourline.co.uk' },
];

/** Verb forms the old suffix rules produced: an -s on a past tense, an adverb or 'never'. */
const BROKEN_VERB = /\b(?:mades|gaves|tooks|wents|builts|sents|begans|grews|nevers|alsos|\w+lys|gentlies|(?:it|[A-Z]\w+) (?:feed|use|make|run|give|cook|help|work) (?!to\b))\b/;
const REGION_WITH_WRONG_ARTICLE = /\bthe (?:Europe|Ireland|North America|Asia|Africa|Germany|France|Spain|India|Australia|Canada|Latin America)\b/;
/** Words that mean nothing alone as a news keyword. */
const LONE_GENERIC = ['session', 'sessions', 'pounds', 'stops', 'delivered', 'people', 'home', 'food', 'services', 'platform', 'team', 'day', 'days', 'year', 'work'];
const LEGAL_ENTITY = /\b(?:Ltd|Limited|Inc|LLC|LLP|GmbH|PLC|Corp)\.?$/i;

function analyse(c: Case) {
  const html = readFileSync(new URL(`../fixtures/${c.file}`, import.meta.url), 'utf8');
  const site = parseHtml(html, `https://${c.website}/`);
  const knownOutlets = [{ name: 'Sports Daily', categories: ['lifestyle', 'health'], coverage: 0.05 }];
  const result = analyseCompanyOffline({ companyName: c.name, website: c.website, userMediaOutlets: [], socialMediaLinks: {}, site, knownOutlets });
  return { result, site, text: [site.title, site.description, site.ogDescription, site.mainText].join('\n') };
}

/** The source's clauses, lower-case: a keyword must sit inside one (no comma, stop or line break within it). */
function clauses(text: string): string[] {
  return text.toLowerCase().split(/[\n.!?;:,()–—|]+/);
}

describe.each(CASES)('offline analysis of $name', (c) => {
  const { result, text } = analyse(c);

  it('when analysed, then the output fits the schema and the profile is at most 1000 characters and about 150 words', () => {
    expect(companyAnalysisSchema.parse(result)).toEqual(result);
    expect(result.companyProfile.length, PROFILE_TOO_LONG_MESSAGE).toBeLessThanOrEqual(1000);
    const words = result.companyProfile.split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(40);
    expect(words).toBeLessThanOrEqual(190);
  });

  it('when the profile is written, then it is third person with no broken verb forms and regions take the right article', () => {
    expect(result.companyProfile).not.toMatch(/\b(?:we|our|us|you|your)\b/i);
    expect(result.companyProfile).not.toMatch(BROKEN_VERB);
    expect(result.companyProfile).not.toMatch(REGION_WITH_WRONG_ARTICLE);
    expect(result.companyProfile).toContain(c.name.split(' ')[0]);
  });

  it('when the industry is chosen, then it is not a wrong default bucket', () => {
    expect(result.industry.trim().length).toBeGreaterThan(0);
    for (const wrong of c.wrongIndustries ?? []) expect(result.industry).not.toBe(wrong);
  });

  it('when keywords are suggested, then each is a phrase written inside one clause of the site and none is a lone generic word', () => {
    const parts = clauses(text);
    for (const keyword of result.suggestedKeywords) {
      // Singular or plural as the site writes it ('attacker' for 'attackers').
      const words = keyword.toLowerCase().split(/\s+/).map((w) => w.replace(/(?:ies|es|s|y)$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const pattern = new RegExp(`(?:^|[^\\p{L}\\p{N}])${words.map((w) => `${w}[\\p{L}]{0,3}`).join('[\\s-]+')}(?![\\p{L}\\p{N}])`, 'u');
      expect(parts.some((p) => pattern.test(p)), `"${keyword}" crosses a clause or is not on the site`).toBe(true);
      expect(LONE_GENERIC, keyword).not.toContain(keyword.toLowerCase());
    }
  });

  it('when products are listed, then none is the legal entity', () => {
    for (const product of result.keyProducts) expect(product).not.toMatch(LEGAL_ENTITY);
  });

  it('when outlets are suggested, then an outlet whose articles do not match is left out and no wrong sector table is used', () => {
    expect(result.suggestedMediaOutlets).not.toContain('Sports Daily');
    for (const wrong of c.wrongOutlets ?? []) expect(result.suggestedMediaOutlets).not.toContain(wrong);
  });
});

describe('profiles over the curation limit from the language model', () => {
  it('when a model answers a profile over 1000 characters, then the schema cuts it to whole sentences within the limit', () => {
    const sentence = 'Acme Widgets designs industrial widgets for food factories across northern England and Wales. ';
    const parsed = companyAnalysisSchema.parse({
      companyProfile: sentence.repeat(14),
      industry: 'Manufacturing',
      targetMarkets: [],
      keyProducts: [],
      suggestedKeywords: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
      suggestedMediaOutlets: ['1', '2', '3', '4', '5', '6'],
      aiSocialMediaLinks: Object.fromEntries(Object.keys(emptySocialLinks()).map((k) => [k, null])),
    });
    expect(parsed.companyProfile.length).toBeLessThanOrEqual(1000);
    expect(parsed.companyProfile).toMatch(/Wales\.$/);
    expect(parsed.companyProfile.length).toBeGreaterThan(900);
  });
});
