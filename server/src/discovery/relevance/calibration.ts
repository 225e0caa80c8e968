import { referenceScale } from '../../semantic/reference-scale';

/**
 * The similarity relevance shows ('N% semantic match') is calibrated for each company with the engine in use,
 * not with constants read off one engine: every call scores the company against ordinary news with the same raw
 * measure it uses for trends, and reads where "unrelated" lies for this company, with these vectors. Ordinary news
 * is a reference day (semantic/reference-news.ts, 48 stories from every desk) and, when a call scores a day's worth of
 * stories (a discovery cycle), those stories too: most of any day is about no one company, and a day written in
 * the company's own register (a business desk's) otherwise reads as close to it on every story (issue 22:
 * unrelated stories at 0.35-0.44 for a law firm). With spread = upper quartile − median of those scores:
 *
 *   raw ≤ median                     → 0     nothing beyond what any story shares with the company;
 *   raw = median + 4.5 spreads      → 0.30  the badge threshold: closer than all but about 1 in 100 ordinary
 *                                            stories (3.5 when the day is in the reference, DAY_THRESHOLD_SPREADS);
 *   above it, 0.08 per further spread, up to 1.
 *
 * Linear between the points; the median and the spread are read as every meaning calibration reads them
 * (semantic/reference-scale.ts).
 * Because the points and the step all come from the engine's own scores, an engine whose cosines sit on another
 * scale (an embeddings API's run between about 0.7 and 0.9) gets the same shown values for the same ranking: any
 * increasing affine change of the raw scale cancels out (calibration.test.ts says so with a fake engine). The
 * 4.5 and 0.08 were read off the labelled relevance set (docs/decisions/0019), 3.5 with the day in the reference
 * (decision 38: 15/16 and 14/16 relevant stories show above 0.3, 2/22 and 2/30 same-word traps, 0/128 unrelated).
 */

/** The spec's badge threshold: a 'N% semantic match' shows only above it. */
export const SEMANTIC_MATCH_THRESHOLD = 0.3;
/** Spreads above the median where the badge threshold stands. */
export const THRESHOLD_SPREADS = 4.5;
/**
 * The same threshold when the day's own stories are in the reference: they hold the day's relevant stories too,
 * which lengthen the upper side, so fewer spreads reach the same place (measured on the labelled sets, decision 38).
 */
export const DAY_THRESHOLD_SPREADS = 3.5;
/** Shown similarity added per spread above the threshold. */
export const STEP_PER_SPREAD = 0.08;

export interface Calibration {
  /** Raw score of the median reference story: shown 0. */
  floor: number;
  /** Raw score `spreads` spreads above the median: shown 0.3. */
  threshold: number;
  spreads: number;
}

/** The calibration for one company from its raw scores against the reference news. */
export function calibrationFrom(referenceScores: readonly number[], spreads: number = THRESHOLD_SPREADS): Calibration {
  const { median, spread } = referenceScale(referenceScores);
  return { floor: median, threshold: median + spreads * spread, spreads };
}

export function calibrateSimilarity(raw: number, calibration: Calibration): number {
  const { floor, threshold, spreads } = calibration;
  if (!(raw > floor)) return 0;
  const spread = (threshold - floor) / spreads;
  const shown =
    raw <= threshold
      ? (SEMANTIC_MATCH_THRESHOLD * (raw - floor)) / (threshold - floor)
      : SEMANTIC_MATCH_THRESHOLD + (STEP_PER_SPREAD * (raw - threshold)) / spread;
  return Math.round(Math.min(1, shown) * 1000) / 1000;
}
