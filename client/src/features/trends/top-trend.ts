import type { Trend } from '@newsjack/shared';

/** The spec's rule: the trend with the highest relevanceScore, only if above 0; the first wins a tie. */
export function pickTopTrend(trends: readonly Trend[]): Trend | null {
  let top: Trend | null = null;
  for (const trend of trends) {
    if (trend.relevanceScore > 0 && (top === null || trend.relevanceScore > top.relevanceScore)) top = trend;
  }
  return top;
}
