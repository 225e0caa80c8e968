import { INDUSTRY_OUTLETS } from '../../../data/industry-outlets';
import type { KnownOutlet } from '../types';
import type { IndustryDefinition } from './industry-lexicon';

export const MAX_OUTLETS = 10;

function outletKey(name: string): string {
  return name.toLowerCase().replace(/^the\s+/, '').replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Known outlets whose categories overlap the industry's, most overlapping first. */
function fittingKnownOutlets(known: readonly KnownOutlet[], industry: IndustryDefinition): string[] {
  const wanted = new Set<string>([...industry.categories, industry.id]);
  return known
    .map((o) => ({ name: o.name, overlap: o.categories.filter((c) => wanted.has(c.toLowerCase())).length }))
    .filter((o) => o.overlap > 0)
    .sort((a, b) => b.overlap - a.overlap || a.name.localeCompare(b.name))
    .map((o) => o.name);
}

/**
 * 6-10 outlets: those in our news corpus that fit the industry first (we hold their journalists' bylines), then
 * the user's own outlets, then the bundled trade and general titles for the industry. Duplicates ('The Verge'
 * and 'Verge') are merged.
 */
export function suggestOutlets(industry: IndustryDefinition, known: readonly KnownOutlet[], userOutlets: readonly string[]): string[] {
  const table = INDUSTRY_OUTLETS[industry.id] ?? INDUSTRY_OUTLETS.general ?? [];
  const fallback = INDUSTRY_OUTLETS.general ?? [];
  return mergeOutlets([fittingKnownOutlets(known, industry).slice(0, 6), userOutlets, table, fallback], MAX_OUTLETS);
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
