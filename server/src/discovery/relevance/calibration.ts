/**
 * The similarity relevance shows ('N% semantic match') is the offline engine's raw cosine mapped onto a scale
 * whose points mean something, measured on the labelled company ↔ story set (server/test/fixtures/
 * relevance-companies; docs/decisions/0019-relevance-from-meaning.md):
 *
 *   raw ≤ 0.15  → 0     about the median unrelated story: nothing in common beyond ordinary news prose;
 *   raw = 0.40  → 0.30  the badge threshold: closer than ~95% of unrelated stories and ~85% of same-word traps,
 *                       while ~95% of stories labelled relevant are above it;
 *   raw = 0.90  → 0.95  closer than any story we labelled (the closest relevant tenth is above 0.84);
 *   raw = 1     → 1     the same text.
 *
 * Linear between the points, so the scale does not flatten at the top and a list of relevant stories still
 * ranks. Other engines (an embeddings API) have other cosine scales and have not been
 * measured: they get the same mapping, so their badge is uncalibrated until someone measures them.
 */
export const CALIBRATION_POINTS: ReadonlyArray<readonly [raw: number, shown: number]> = [
  [0.15, 0],
  [0.4, 0.3],
  [0.9, 0.95],
  [1, 1],
];

/** The spec's badge threshold: a 'N% semantic match' shows only above it. */
export const SEMANTIC_MATCH_THRESHOLD = 0.3;

export function calibrateSimilarity(raw: number): number {
  const points = CALIBRATION_POINTS;
  if (!(raw > points[0]![0])) return 0;
  for (let i = 1; i < points.length; i++) {
    const [r1, s1] = points[i]!;
    if (raw <= r1) {
      const [r0, s0] = points[i - 1]!;
      return Math.round((s0 + ((raw - r0) / (r1 - r0)) * (s1 - s0)) * 1000) / 1000;
    }
  }
  return 1;
}
