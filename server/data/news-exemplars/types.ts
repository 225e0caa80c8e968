import type { TrendCategory } from '@newsjack/shared';

/**
 * One example news report filed under a trend category by an editor: headline and a one- or two-sentence summary.
 * The category detector reads a story against these (see ai/offline/category.ts): what kind of story an editor
 * files where is easier to show than to list.
 */
export type NewsExemplar = readonly [category: TrendCategory, headline: string, summary: string];
