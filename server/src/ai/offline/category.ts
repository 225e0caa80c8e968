import { trendCategories, type TrendCategory } from '@newsjack/shared';
import { CATEGORY_CUES } from './category-lexicon';
import { compileCues, matchCues, stemCounts } from './lexicon-match';

const COMPILED = trendCategories.map((category) => ({ category, cues: compileCues(CATEGORY_CUES[category]) }));

/** Normalises a hint such as 'World Events' or 'Health Care' to a category, or null. */
export function asCategory(hint: string | undefined | null): TrendCategory | null {
  const key = (hint ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return (trendCategories as readonly string[]).includes(key) ? (key as TrendCategory) : null;
}

/** The category whose cues the text matches most; a valid hint wins; 'business' when nothing matches. */
export function detectCategory(text: string, hint?: string | null): { category: TrendCategory; cues: string[] } {
  const fromHint = asCategory(hint);
  const counts = stemCounts(text);
  let best: { category: TrendCategory; score: number; cues: string[] } = { category: 'business', score: 0, cues: [] };
  for (const { category, cues } of COMPILED) {
    const { score, matches } = matchCues(counts, cues);
    if (fromHint === category) return { category, cues: matches.map((m) => m.surface) };
    if (score > best.score) best = { category, score, cues: matches.map((m) => m.surface) };
  }
  return fromHint ? { category: fromHint, cues: [] } : { category: best.category, cues: best.cues };
}
