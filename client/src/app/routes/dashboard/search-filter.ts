import type { Keyword } from '@newsjack/shared';

/** The dashboard search asks the server only once the query has this many characters. */
export const MIN_SEARCH_LENGTH = 2;
export const SEARCH_RESULTS_PER_GROUP = 5;

/** Tracked keywords whose term contains the query, ignoring case. */
export function filterKeywords(keywords: readonly Keyword[], query: string): Keyword[] {
  const q = query.trim().toLowerCase();
  return q === '' ? [] : keywords.filter((k) => k.term.toLowerCase().includes(q));
}
