import { phrasesIn, termsWithSurface, withoutIdioms } from '../../text';
import type { CompanyContext } from '../types';
import { detectIndustry, industryById } from './industry-detect';
import { sectorByLabel, type Sector } from '../../text/sector-taxonomy';
import { GENERAL_INDUSTRY, INDUSTRIES, type IndustryDefinition } from './industry-lexicon';
import { websiteHost } from './prose';
import { domainWords } from './site-facts';

/** Everything the company profile says, as one text. */
export function companyText(company: CompanyContext): string {
  return [
    company.companyName, company.companyProfile, company.industry ?? '', company.targetMarkets.join(', '),
    company.keyProducts.join(', '), company.keywords.join(', '),
  ].join('\n');
}

/** What the company says of itself: its profile, keywords, products and markets (what its ideas and pitches read). */
export const ownText = (company: Pick<CompanyContext, 'companyProfile' | 'keywords' | 'keyProducts' | 'targetMarkets'>) =>
  [company.companyProfile, ...company.keywords, ...company.keyProducts, ...company.targetMarkets].join('. ');

/** The taxonomy sector a stored profile's industry names (what onboarding names now), if it names one. */
export function sectorOf(company: Pick<CompanyContext, 'industry'>): Sector | undefined {
  return sectorByLabel(company.industry);
}

/** The lexicon industry of a stored profile: by its label (an industry's or a sector's), else detected from its text. */
export function industryOf(company: CompanyContext): IndustryDefinition {
  const label = (company.industry ?? '').trim().toLowerCase();
  const byLabel = INDUSTRIES.find((i) => i.label.toLowerCase() === label || i.id === label);
  if (byLabel) return byLabel;
  // A sector of the taxonomy belongs to one broad industry.
  const sector = sectorOf(company);
  if (sector) return industryById(sector.industry) ?? GENERAL_INDUSTRY;
  const detected = detectIndustry(companyText(company), domainWords(websiteHost(company.website)));
  return detected.score > 0 ? detected.industry : GENERAL_INDUSTRY;
}

/** Stems of a text's content words (and two-word phrases), for overlap tests. */
export function stemSet(text: string): Set<string> {
  return new Set(termsWithSurface(text, { bigrams: true }).map((t) => t.stem));
}

/**
 * Company keywords found in a text (as whole phrases, text/phrase-match.ts), in the company's own order; not inside
 * an idiom that borrows their words (text/idioms.ts: 'a minister in hot water').
 */
export function matchedKeywords(keywords: readonly string[], text: string): string[] {
  return phrasesIn(keywords, withoutIdioms(text));
}
