import type { TrendCategory } from '@newsjack/shared';
import type { TradeOutlet } from './trade-outlet-sites';
import { FINANCE_HEALTH_TECH_SECTORS } from './sectors-business';
import { CONSUMER_MEDIA_LOGISTICS_SECTORS } from './sectors-consumer';
import { PROPERTY_ENERGY_INDUSTRY_SECTORS } from './sectors-industry';
import { SERVICES_TRANSPORT_PUBLIC_SECTORS } from './sectors-services';

/*
 * A taxonomy of business sectors at the grain a PR person names a client's field (in the spirit of NAICS and GICS
 * titles, but 'Veterinary Clinics' rather than 'NAICS 541940'). The company analysis matches a website against each
 * sector's description and terms by meaning, names its industry, and suggests trade publications by sector.
 * Vertical software is its own sector ('Logistics Software' is software, not 'Trucking & Road Freight').
 *
 * A sector whose trade press we could not name with certainty has none rather than a guess (the publications and
 * their home pages are in trade-outlet-sites.ts).
 */

export type IndustryId =
  | 'fintech' | 'healthtech' | 'cybersecurity' | 'devtools' | 'ecommerce' | 'cleantech' | 'edtech' | 'biotech' | 'media'
  | 'logistics' | 'proptech' | 'food' | 'travel' | 'hrtech' | 'hardware' | 'ai' | 'beauty' | 'legal' | 'transit'
  | 'mobility' | 'aerospace' | 'insurance' | 'manufacturing' | 'agriculture' | 'general';

export interface Sector {
  /** kebab-case, unique. */
  id: string;
  /** Shown as the company's industry, title case, short: 'Veterinary Clinics', 'Logistics Software'. */
  label: string;
  /** Used in prose as 'a {noun} company' / 'a {noun} business': lower case ('veterinary', 'roofing'). */
  noun: string;
  /** What businesses in the sector do and for whom, in the words their own websites use (third person). */
  description: string;
  /** 8-15 distinctive category terms, lower case, one to three words; no places, companies or generic words. */
  terms: string[];
  /** The broad industry the sector belongs to. */
  industry: IndustryId;
  /** The news categories its trade news mostly falls in (1-3). */
  categories: TrendCategory[];
  /** 2-4 typical buyers or audiences, plural nouns: 'Pet owners', 'Hospital trusts'. */
  audiences: string[];
  /** 0-4 real trade publications that cover the sector, with their home pages. */
  tradeOutlets: TradeOutlet[];
}

/** Sorted by industry; within an industry, the closest sectors sit together. */
export const SECTORS: readonly Sector[] = [
  ...FINANCE_HEALTH_TECH_SECTORS,
  ...CONSUMER_MEDIA_LOGISTICS_SECTORS,
  ...PROPERTY_ENERGY_INDUSTRY_SECTORS,
  ...SERVICES_TRANSPORT_PUBLIC_SECTORS,
];

/** The sector a stored industry label names (onboarding stores the sector's label), if it names one. */
export function sectorByLabel(label: string | null | undefined): Sector | undefined {
  const key = (label ?? '').trim().toLowerCase();
  return key ? SECTORS.find((s) => s.label.toLowerCase() === key) : undefined;
}
