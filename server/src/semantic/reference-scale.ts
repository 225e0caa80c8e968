/**
 * One calibration idea for every reading of meaning (issue 20, point 4): an engine's score means something only
 * against where it puts ordinary, unrelated text. Relevance (discovery/relevance/calibration.ts) reads a company's
 * scores against a day of ordinary news (reference-news.ts); keyword search (modules/keywords/
 * keyword-search-calibration.ts) reads keywords from every sector against the same news. Both take the median of
 * those scores as "unrelated" and the spread above it (upper quartile − median) as the step, so any engine, and any
 * increasing affine change of its scale, gives the same shown values for the same ranking.
 */
export interface ReferenceScale {
  /** The median score of the reference pairs: what unrelated text scores. */
  median: number;
  /** Upper quartile − median, at least MIN_SPREAD. */
  spread: number;
}

/** A spread smaller than this (a degenerate engine scoring everything alike) is taken as this. */
export const MIN_SPREAD = 1e-3;

/** The quartile, not a higher percentile, sets the spread: a company whose field is in the everyday news (a storm-shutter seller on a day of weather stories) does not stretch its own scale. */
const SPREAD_QUANTILE = 0.75;

/** Where the reference scores lie: their median and the spread above it. */
export function referenceScale(scores: readonly number[]): ReferenceScale {
  const sorted = scores.filter((s) => Number.isFinite(s)).sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  return { median, spread: Math.max(quantile(sorted, SPREAD_QUANTILE) - median, MIN_SPREAD) };
}

/** The q-quantile of sorted values, interpolated linearly; 0 for none. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}
