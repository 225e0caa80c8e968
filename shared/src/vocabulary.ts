import { TIER_1_MIN_PERCENT, TIER_2_MIN_PERCENT } from './constants';

/**
 * The vocabulary and the small pure helpers the screens use, without zod: a screen that imports them does not pull
 * in zod and the schemas, which a signed-in first screen never downloads (client/build/chunk-groups.ts, ZOD_FREE).
 * The schema modules build their enums from these lists.
 */

/**
 * The trend vocabulary, defined once: the API schemas, the database column types, the AI engine and discovery
 * all take their values from these lists.
 */
export const trendCategories = [
  'technology',
  'business',
  'health',
  'healthcare',
  'entertainment',
  'politics',
  'sports',
  'environment',
  'science',
  'lifestyle',
  'finance',
  'culture',
  'worldevents',
] as const;
export type TrendCategory = (typeof trendCategories)[number];

/** The dashboard's time windows: a trend's mentions are counted over each. */
export const timeframes = ['24h', '7d', 'month'] as const;

/** The categories the filter dialog offers (spec 01 §5), with their labels. */
export const trendCategoryFilterOptions = [
  { value: 'technology', label: 'Technology' },
  { value: 'finance', label: 'Finance' },
  { value: 'business', label: 'Business' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'environment', label: 'Environment' },
  { value: 'worldevents', label: 'World Events & Politics' },
] as const satisfies readonly { value: TrendCategory; label: string }[];

export const contentTypes = ['press-release', 'blog-post', 'social-media', 'thought-leadership'] as const;

/** 'press-release' → 'Press Release'; empty → 'General'. */
export const contentTypeLabel = (value: string | null | undefined): string =>
  value
    ? value
        .split('-')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' ')
    : 'General';

/** What every angle and pitch says of who wrote it ('offline' is the offline engine, else a language model's name). */
export function writtenByLabel(engine: string): string {
  return engine === 'offline' ? 'Drafted offline from the story’s facts' : `Written by ${engine}`;
}

/**
 * Tier of a relevance percent: 1 at 85 and above, 2 from 70 to 84, 3 below 70. The percent is rounded first,
 * as the UI shows it rounded, so a contact shown at '85%' is never labelled tier 2.
 */
export function tierForScore(percent: number): 1 | 2 | 3 {
  const shown = Math.round(percent);
  if (shown >= TIER_1_MIN_PERCENT) return 1;
  if (shown >= TIER_2_MIN_PERCENT) return 2;
  return 3;
}

/** Case-insensitive de-duplication that keeps the first spelling seen. */
export function dedupeCaseInsensitive(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = v.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Keyword terms are compared trimmed and ignoring case, both for duplicates and for matching. */
export const normalizeKeywordTerm = (term: string): string => term.trim().toLowerCase();
