import type { TrendWindow, Velocity, Volume } from './metrics';

/**
 * Mention volume is relative to the other trends of the same cycle: a trend's mid-rank percentile
 * p = (trends with fewer mentions + ½ · trends with as many) / N; high when p ≥ 0.8, medium when p ≥ 0.4, else low.
 * Equal counts share a label, and a lone trend (or all equal) sits at p = 0.5, medium.
 */
export function volumesByPercentile(mentions: readonly number[]): Volume[] {
  const n = mentions.length;
  const sorted = [...mentions].sort((a, b) => a - b);
  return mentions.map((m) => {
    const below = lowerBound(sorted, m);
    const equal = lowerBound(sorted, m + 1) - below;
    const p = (below + equal / 2) / n;
    if (p >= 0.8) return 'high';
    if (p >= 0.4) return 'medium';
    return 'low';
  });
}

function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const VELOCITY_WEIGHT: Record<Velocity, number> = { explosive: 2, high: 1.5, medium: 1.2, low: 1 };

/**
 * Rank score: ln(1 + mentions) × (1 + g) × velocity weight × freshness, where g = clamp(growth, −100, 300) / 200
 * (−0.5 … +1.5), the velocity weight is 2 / 1.5 / 1.2 / 1 for explosive / high / medium / low, and freshness is
 * 1 / 0.75 / 0.5 when the trend's latest mentions fall in the last 24 h / 7 d / month (its stored timeframe):
 * seven articles today outrank seven spread over three weeks. The logarithm keeps one huge story from burying
 * several fast-rising ones; growth and velocity reward what is moving now.
 */
const FRESHNESS: Record<TrendWindow, number> = { '24h': 1, '7d': 0.75, month: 0.5 };

export function rankScore(input: { mentions: number; growth: number; velocity: Velocity; window?: TrendWindow }): number {
  const g = Math.min(300, Math.max(-100, input.growth)) / 200;
  return Math.log1p(input.mentions) * (1 + g) * VELOCITY_WEIGHT[input.velocity] * FRESHNESS[input.window ?? '24h'];
}

/** Rank order: higher score first, then more mentions, then the older story (stable across runs). */
export function compareForRank(
  a: { score: number; mentions: number; firstSeenMs: number },
  b: { score: number; mentions: number; firstSeenMs: number },
): number {
  return b.score - a.score || b.mentions - a.mentions || a.firstSeenMs - b.firstSeenMs;
}
