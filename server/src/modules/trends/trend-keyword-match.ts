import { normalizeKeywordTerm } from '@newsjack/shared';
import { containsRun, phraseStems, stemSequence } from '../../text';
import type { TrendRow } from '../../discovery/trend-reads.repo';

/** A trend's texts as stem sequences, computed once and matched against many keywords. */
export type TrendStems = { keyword: string | null; fields: string[][] };

export function trendStems(row: Pick<TrendRow, 'title' | 'description' | 'relatedKeywords' | 'keyword'>): TrendStems {
  return {
    keyword: row.keyword ? normalizeKeywordTerm(row.keyword) : null,
    fields: [row.title, row.description, ...row.relatedKeywords].map(stemSequence),
  };
}

/**
 * Whether a trend answers a keyword search: the search that produced it was for this keyword, or the keyword
 * (stem-aware, as a whole phrase: 'payment' finds 'Payments surge', 'open banking' does not find 'open a bank')
 * appears in its title, description or related keywords.
 */
export function trendMatchesKeyword(stems: TrendStems, term: string): boolean {
  if (stems.keyword !== null && stems.keyword === normalizeKeywordTerm(term)) return true;
  const needle = phraseStems(term);
  return needle !== null && stems.fields.some((field) => containsRun(field, needle));
}
