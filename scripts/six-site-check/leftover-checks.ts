import { relevanceCompanies, allRelevanceStories } from '../../server/test/fixtures/relevance-companies';
import type { Onboarding } from './onboard';
import type { Verdict } from './checks';

/**
 * What the first runs of this check left open, each as a rule over what the API answered (the words quoted in
 * the check's note are checked literally too): a field guessed from one word of an unread site's name, a legal
 * status given as the industry, a site that lists what it sells with no products, a company with no market,
 * a profile far short of 150 words, an outlet offered whose only articles in the corpus are a trap for the
 * company (same word, other sense), and the weak keywords the note quoted.
 */
const LEGAL_STATUS =
  /^(?:registered )?(?:charity|non-?profit|company|business|organi[sz]ation|social enterprise|cic|trust|foundation)$/i;
/** 'About 150 words': a profile under this many has left most of what the site says out. */
const MIN_PROFILE_WORDS = 120;
const NEAR_CHAR_LIMIT = 850;
const WEAK_KEYWORDS = ['bristol kitchen', 'charging points'];

export function leftoverChecks(sites: Onboarding[], unreachable: Onboarding): Verdict[] {
  const guessed: string[] = [];
  const industry = unreachable.company?.industry ?? unreachable.analysis?.industry ?? '';
  if (industry !== 'Unspecified') guessed.push(`unreachable: industry '${industry}' from the name alone`);
  if (!/could not be read/.test(unreachable.analysis?.company_profile ?? ''))
    guessed.push('unreachable: the profile does not say it was built without the website');

  const status: string[] = [];
  for (const o of sites) {
    const field = o.company?.industry ?? '';
    if (LEGAL_STATUS.test(field.trim())) status.push(`${o.label}: industry '${field}' is a legal status`);
  }

  const products: string[] = [];
  for (const o of sites) {
    const listed = o.company?.keyProducts ?? [];
    if (o.label === 'barkfresh' && listed.length === 0)
      products.push('barkfresh: no products (its recipes are listed)');
    for (const p of listed)
      if (!p.includes(' ') && /^(?:food|products?|services?)$/i.test(p)) products.push(`${o.label}: '${p}'`);
  }

  const markets: string[] = [];
  for (const o of sites) if ((o.company?.targetMarkets ?? []).length === 0) markets.push(`${o.label}: no markets`);

  const short: string[] = [];
  for (const o of sites) {
    // Long words fill the 1,000 characters first: a profile near that limit has no room for more.
    const profile = o.analysis?.company_profile ?? '';
    const words = profile.split(/\s+/).filter(Boolean).length;
    if (words < MIN_PROFILE_WORDS && profile.length < NEAR_CHAR_LIMIT)
      short.push(`${o.label}: profile of ${words} words, ${profile.length} characters`);
  }

  const outlets: string[] = [];
  for (const o of sites) {
    const company = relevanceCompanies.find((c) => c.slug === o.label);
    if (!company) continue;
    const traps = new Set(company.traps.map((s) => s.id));
    for (const outlet of o.analysis?.suggested_media_outlets ?? []) {
      const stories = allRelevanceStories.filter((s) => s.rows.some((r) => r[0] === outlet));
      if (stories.length > 0 && stories.every((s) => traps.has(s.id)))
        outlets.push(
          `${o.label}: '${outlet}' offered, its only articles are a trap (${stories.map((s) => s.id).join(', ')})`,
        );
    }
  }

  const weak: string[] = [];
  for (const o of sites)
    for (const k of o.analysis?.suggested_keywords ?? [])
      if (WEAK_KEYWORDS.includes(k.toLowerCase())) weak.push(`${o.label}: '${k}'`);

  return [
    { defect: "An unread site's industry guessed from one word of its name", findings: guessed },
    { defect: 'A legal status given as the industry', findings: status },
    { defect: 'Product lists that are not read as products', findings: products },
    { defect: 'Served places and beneficiaries not read as markets', findings: markets },
    { defect: 'Profiles far short of 150 words', findings: short },
    { defect: 'Outlets offered on one headline by a shared word', findings: outlets },
    { defect: 'Weak keywords quoted in the check note', findings: weak },
  ];
}
