import { AREAS_OF_FOCUS_IN_TABLE, tierForScore, type Contact, type RelevanceTier } from '@newsjack/shared';

/** The tier chips (spec 02 §2), in the spec's order and wording. */
export type TierFilter = 'all' | RelevanceTier | 'unscored';

export const TIER_FILTERS: readonly { value: TierFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 1, label: 'Tier 1 (85%+)' },
  { value: 2, label: 'Tier 2 (70-84%)' },
  { value: 3, label: 'Tier 3 (under 70%)' },
  { value: 'unscored', label: 'Unscored' },
];

/**
 * A contact's tier, from its score rounded as shown (shared `tierForScore`), so the chip a row falls under always
 * agrees with the percent it shows; null when unscored.
 */
export function tierOf(contact: Pick<Contact, 'relevanceScore'>): RelevanceTier | null {
  return contact.relevanceScore === null ? null : tierForScore(contact.relevanceScore);
}

/** The relevance as the table shows it: a rounded percent. */
export function relevanceLabel(score: number): string {
  return `${Math.round(score)}%`;
}

export function matchesTier(contact: Contact, filter: TierFilter): boolean {
  if (filter === 'all') return true;
  const tier = tierOf(contact);
  return filter === 'unscored' ? tier === null : tier === filter;
}

/** Search over name, outlet and areas of focus, ignoring case and surrounding spaces. */
export function matchesSearch(contact: Contact, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [contact.name, contact.outlet, ...contact.areasOfFocus].some((text) => text.toLowerCase().includes(needle));
}

export interface ContactFilter {
  search: string;
  tier: TierFilter;
}

export const NO_CONTACT_FILTER: ContactFilter = { search: '', tier: 'all' };

export function filterContacts(contacts: readonly Contact[], filter: ContactFilter): Contact[] {
  return contacts.filter((c) => matchesTier(c, filter.tier) && matchesSearch(c, filter.search));
}

/** How many contacts each chip would show (for the chips' counts). */
export function tierCounts(contacts: readonly Contact[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { value } of TIER_FILTERS) counts[String(value)] = contacts.filter((c) => matchesTier(c, value)).length;
  return counts;
}

export type SortKey = 'name' | 'title' | 'outlet' | 'relevance' | 'added';
export type SortDirection = 'asc' | 'desc';
export interface ContactSort {
  key: SortKey;
  direction: SortDirection;
}

/** Spec 02 §2: relevance, highest first. */
export const DEFAULT_SORT: ContactSort = { key: 'relevance', direction: 'desc' };

const byText = (a: string | null, b: string | null) =>
  (a ?? '').localeCompare(b ?? '', undefined, { sensitivity: 'base' });

/**
 * Sorts a copy. Rows without a value for the key (an unscored contact, a missing title) go last in either
 * direction, since "no score" is neither high nor low; ties fall back to the name so the order is stable.
 */
export function sortContacts(contacts: readonly Contact[], sort: ContactSort): Contact[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const valueOf = (c: Contact): string | number | null => {
    switch (sort.key) {
      case 'name':
        return c.name;
      case 'title':
        return c.title?.trim() || null;
      case 'outlet':
        return c.outlet;
      case 'relevance':
        return c.relevanceScore;
      case 'added':
        return Date.parse(c.createdAt);
    }
  };
  return [...contacts].sort((a, b) => {
    const va = valueOf(a);
    const vb = valueOf(b);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else {
      const diff = typeof va === 'number' && typeof vb === 'number' ? va - vb : byText(String(va), String(vb));
      if (diff !== 0) return sign * diff;
    }
    return byText(a.name, b.name) || a.id - b.id;
  });
}

/** A column header click: the same column flips direction; a new one starts descending for relevance and dates. */
export function nextSort(current: ContactSort, key: SortKey): ContactSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'relevance' || key === 'added' ? 'desc' : 'asc' };
}

/** The table's areas of focus: the first three, and '+n more' for the rest (spec 02 §9). */
export function focusPreview(areas: readonly string[]): { shown: string[]; hidden: string[]; more: string | null } {
  const shown = areas.slice(0, AREAS_OF_FOCUS_IN_TABLE);
  const hidden = areas.slice(AREAS_OF_FOCUS_IN_TABLE);
  return { shown, hidden, more: hidden.length > 0 ? `+${hidden.length} more` : null };
}

/**
 * A link target for an address from a feed or a user's suggestion: http(s) kept, a bare 'example.com/x' given
 * https, any other scheme (javascript:, data:, mailto:) refused, so nothing typed or harvested runs as script.
 */
export function safeHref(address: string | null | undefined): string | null {
  const trimmed = address?.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return null;
  return `https://${trimmed}`;
}
