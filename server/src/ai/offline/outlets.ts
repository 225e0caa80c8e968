import { INDUSTRY_OUTLETS } from '../../../data/industry-outlets';
import { INTERNATIONAL_OUTLETS, NATIONAL_OUTLETS } from '../../../data/national-outlets';
import { REGIONAL_OUTLETS } from '../../../data/regional-outlets';
import type { KnownOutlet } from '../types';
import type { IndustryDefinition } from './industry-lexicon';
import { placeNamesPattern } from '../../text/place-names';
import { seatCountry } from './home-country';

export const MAX_OUTLETS = 10;

function outletKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Coverage an outlet needs to be suggested: its recent headlines and the company share a subject. */
export const MIN_OUTLET_COVERAGE = 0.4;
/** And it may trail the best-matching outlet by at most this much (a weak match among strong ones is noise). */
const COVERAGE_MARGIN = 0.2;

/**
 * An outlet with only one recent article on the subject is chosen when that article is clearly about it: one
 * article is thinner evidence than several, so it must be closer.
 */
export const MIN_ONE_ARTICLE_COVERAGE = 0.5;

/**
 * Known outlets chosen by what they cover (scores set by onboarding from the semantic engine): first those with
 * several recent articles close to the company, closest first; then those with one article clearly on its
 * subject. Outlets without a score are not chosen: a trend category ('lifestyle', 'health') says too little
 * about whether an outlet writes about this company.
 */
export function outletsByCoverage(known: readonly KnownOutlet[]): string[] {
  const scored = known.filter((o): o is KnownOutlet & { coverage: number } => typeof o.coverage === 'number');
  const best = Math.max(0, ...scored.map((o) => o.coverage));
  const several = scored
    .filter((o) => o.coverage >= MIN_OUTLET_COVERAGE && o.coverage >= best - COVERAGE_MARGIN)
    .sort((a, b) => b.coverage - a.coverage || a.name.localeCompare(b.name));
  const one = scored
    .filter((o) => !several.includes(o) && (o.closestArticle ?? 0) >= MIN_ONE_ARTICLE_COVERAGE)
    .sort((a, b) => (b.closestArticle ?? 0) - (a.closestArticle ?? 0) || a.name.localeCompare(b.name));
  return [...several, ...one].map((o) => o.name);
}

/**
 * 6-10 outlets: those in our news corpus that cover the company's subject first (we hold their journalists'
 * bylines), then the user's own outlets, then, as a fallback, the bundled trade titles of an established
 * industry, and general business titles only to make up the minimum of six. `industry` is null when the analysis could not establish one; `siteRead`
 * is false when the company's site could not be read.
 * Duplicates ('The Verge' and 'Verge') are merged.
 */
export function suggestOutlets(
  industry: IndustryDefinition | null,
  known: readonly KnownOutlet[],
  userOutlets: readonly string[],
  siteRead = true,
  /** The trade press of the company's sector (sector-taxonomy.ts), before the broad industry's titles. */
  trade: readonly string[] = [],
  /**
   * The home-town press (regionalOutlets): for a company that serves its own area, right after its trade titles;
   * for any other, after the industry's titles, before general business titles.
   */
  regional: { outlets: readonly string[]; local: boolean } = { outlets: [], local: false },
  /** The national titles that make up the minimum (nationalOutlets); the international business desks without. */
  national: readonly string[] = INTERNATIONAL_OUTLETS.business,
): string[] {
  const fallback = national;
  // An industry without titles of its own has none here: general titles only make up the minimum, after the rest.
  const table = industry ? (INDUSTRY_OUTLETS[industry.id] ?? []) : [];
  const covered = outletsByCoverage(known);
  // The site could not be read (as in an install without network) and no outlet is close to the name: the closest
  // outlets we hold bylines from still come before the generic titles, so contacts can be generated for some
  // suggested outlets at all. A company whose site was read gets only outlets that cover it.
  const nearest = siteRead || covered.length > 0 ? [] : nearestKnown(known, NEAREST_WHEN_UNKNOWN);
  const home = regional.outlets;
  const specific = mergeOutlets([covered.slice(0, 6), userOutlets, nearest, trade, regional.local ? home : [], table, home], MAX_OUTLETS);
  // General business titles say nothing about the company ('The Wall Street Journal' for a food bank): they only
  // make up the minimum a media list needs.
  return specific.length >= MIN_OUTLETS ? specific : mergeOutlets([specific, fallback], MIN_OUTLETS);
}

/**
 * The regional titles of a company's own area (REGIONAL_OUTLETS), and whether the company is local. Its area is the
 * region among the places it serves ('customers in Leeds, Bradford …'), else the one it says it is based in ('based
 * in Stroud', 'a Norwich-based firm'), else the one its site keeps naming (three times or more, and at least half of
 * every regional mention: a locksmith's 'Leeds' in its title, services and address). A company that names the
 * places it serves is local. A national agency naming the counties where a pest is found has no home-town press.
 * Place names are matched as written, with their capitals: 'reading programmes' is no town.
 */
export function regionalOutlets(text: string, served: readonly string[] = []): { outlets: string[]; local: boolean } {
  const home = [...text.matchAll(HOME)].map((m) => m[0]);
  const scored = REGIONAL_OUTLETS.map((region) => {
    const re = placesPattern(region.places);
    const named = (phrases: readonly string[]) => phrases.some((phrase) => phrase.search(re) >= 0);
    return { region, score: text.match(re)?.length ?? 0, served: named(served), home: named(home) };
  });
  const total = scored.reduce((sum, r) => sum + r.score, 0);
  const best = (rows: typeof scored) => rows.sort((a, b) => b.score - a.score)[0];
  const pick =
    best(scored.filter((r) => r.served)) ??
    best(scored.filter((r) => r.home)) ??
    best(scored.filter((r) => r.score >= MIN_HOME_MENTIONS && r.score * 2 >= total));
  if (!pick) return { outlets: [], local: served.length > 0 };
  return { outlets: [...pick.region.outlets], local: served.length > 0 };
}

const MIN_HOME_MENTIONS = 3;

/** Where a site says it is: 'based in Stroud, Gloucestershire', 'our head office in Leeds', 'a Norwich-based firm'. */
const HOME = /\b(?:based|headquartered|head office|headquarters|registered office|HQ)\s+(?:is\s+)?(?:in|at)\s+\p{Lu}[^.;]{0,60}|(?:\p{Lu}[\p{L}'’-]*\s+){0,2}\p{Lu}[\p{L}'’-]*-based\b/gu;

/** One pattern per region (place-names.ts placeNamesPattern), made once. */
const patterns = new WeakMap<readonly string[], RegExp>();
function placesPattern(places: readonly string[]): RegExp {
  let re = patterns.get(places);
  if (!re) patterns.set(places, (re = placeNamesPattern(places)));
  return re;
}

/** Sector categories whose companies sell to other firms: business desks before news desks. */
const BUSINESS_FIRST = new Set(['business', 'finance', 'technology']);

/**
 * The national titles that top up a company's media list: those of the country its site names first (its seat, as
 * home-country.ts reads it) when we hold them, else international ones; business desks first for a sector whose first category is
 * business, finance or technology, news desks first for the rest (a library, a charity, a chimney sweep, a skincare
 * brand), then the other kind.
 */
export function nationalOutlets(text: string, categories: readonly string[] = ['business']): string[] {
  const seat = seatCountry(text);
  const desks = (seat ? (NATIONAL_OUTLETS as Record<string, (typeof NATIONAL_OUTLETS)['GB'] | undefined>)[seat] : undefined) ?? INTERNATIONAL_OUTLETS;
  const business = BUSINESS_FIRST.has(categories[0] ?? 'business');
  return mergeOutlets(business ? [desks.business, desks.news] : [desks.news, desks.business], MAX_OUTLETS);
}

/** The fewest outlets an analysis suggests (the schema's minimum). */
export const MIN_OUTLETS = 6;

const NEAREST_WHEN_UNKNOWN = 3;

function nearestKnown(known: readonly KnownOutlet[], count: number): string[] {
  return [...known]
    .sort((a, b) => (b.coverage ?? -1) - (a.coverage ?? -1))
    .slice(0, count)
    .map((o) => o.name);
}

export function mergeOutlets(groups: ReadonlyArray<readonly string[]>, max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const group of groups) {
    for (const raw of group) {
      const name = raw.trim();
      const key = outletKey(name);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      out.push(name);
      if (out.length >= max) return out;
    }
  }
  return out;
}
