/**
 * Trend metrics, pure and with an injected `now`.
 *
 * Storage decision: a trend row holds the metrics of ONE window, the narrowest of 24h / 7d / month in which it has
 * any mention (so a stored row never reads '0 mentions'), and names it in `timeframe`. Mentions are also stored as
 * sparse hourly buckets (trend_mentions), from which `metricsForWindow` recomputes the metrics of any window at
 * query time in O(buckets). A trend matches `?timeframe=W` when it has mentions inside W, i.e. when
 * `timeframeIncludes(W, row.timeframe)`; the API can then show `metricsForWindow(history, W, now)`.
 */

export const TREND_WINDOWS = ['24h', '7d', 'month'] as const;
export type TrendWindow = (typeof TREND_WINDOWS)[number];
export type Velocity = 'explosive' | 'high' | 'medium' | 'low';
export type Volume = 'high' | 'medium' | 'low';

const HOUR = 3_600_000;
export const WINDOW_HOURS: Record<TrendWindow, number> = { '24h': 24, '7d': 24 * 7, month: 24 * 30 };

/** Mentions in one hour, starting at `bucketStart` (a whole UTC hour). */
export interface MentionBucket {
  bucketStart: Date;
  mentions: number;
}

export interface WindowMetrics {
  window: TrendWindow;
  /** Mentions in (now − W, now]. */
  mentions: number;
  /** Mentions in the window before, of the same length. */
  previousMentions: number;
  /** Percent change against the previous window; see `growthPercent`. */
  growth: number;
  velocity: Velocity;
  /** Mentions in the last quarter of the window and in the quarter before it (the velocity evidence). */
  recentMentions: number;
  priorRecentMentions: number;
  accelerating: boolean;
}

/** Growth is shown as a percentage; a story that came from nothing would be +∞%, so it is capped. */
export const GROWTH_CAP = 1000;

/**
 * (current − previous) / previous × 100, one decimal. With no previous mentions the growth is current × 100
 * (one new mention reads +100%), and any result is capped at GROWTH_CAP.
 */
export function growthPercent(current: number, previous: number): number {
  const raw = previous === 0 ? current * 100 : ((current - previous) / previous) * 100;
  return Math.round(Math.min(GROWTH_CAP, raw) * 10) / 10;
}

/**
 * Velocity is how fast mentions arrive now, read from the last quarter of the window (6 h of 24 h, 42 h of 7 d,
 * 7.5 d of a month). Thresholds for the 24 h window, in mentions during its last 6 h:
 *   explosive ≥ 8 and accelerating (more than in the 6 h before),
 *   high      ≥ 4 (or ≥ 8 without acceleration),
 *   medium    ≥ 2,
 *   low       otherwise.
 * Longer windows scale these counts by √(W / 24 h) (×2.6 for 7 d, ×5.5 for a month): their quarter is longer,
 * but a story rarely keeps its peak rate for days, so the bar grows less than linearly.
 */
export const VELOCITY_THRESHOLDS = { explosive: 8, high: 4, medium: 2 } as const;

export function velocityFor(recent: number, priorRecent: number, window: TrendWindow): Velocity {
  const scale = Math.sqrt(WINDOW_HOURS[window] / 24);
  const accelerating = recent > priorRecent;
  if (recent >= VELOCITY_THRESHOLDS.explosive * scale && accelerating) return 'explosive';
  if (recent >= VELOCITY_THRESHOLDS.high * scale) return 'high';
  if (recent >= VELOCITY_THRESHOLDS.medium * scale) return 'medium';
  return 'low';
}

/** Sparse hourly buckets (ascending) of a set of publication times. */
export function hourlyHistory(times: Iterable<Date | number>): MentionBucket[] {
  const counts = new Map<number, number>();
  for (const t of times) {
    const ms = typeof t === 'number' ? t : t.getTime();
    const start = Math.floor(ms / HOUR) * HOUR;
    counts.set(start, (counts.get(start) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => a[0] - b[0])
    .map(([start, mentions]) => ({ bucketStart: new Date(start), mentions }));
}

/** Sum of mentions in buckets starting in (from, to]. Buckets are whole hours, so edges are hour-accurate. */
function sumBetween(history: readonly MentionBucket[], fromMs: number, toMs: number): number {
  let total = 0;
  for (const b of history) {
    const t = b.bucketStart.getTime();
    if (t > fromMs && t <= toMs) total += b.mentions;
  }
  return total;
}

export function metricsForWindow(history: readonly MentionBucket[], window: TrendWindow, now: Date): WindowMetrics {
  const end = now.getTime();
  const length = WINDOW_HOURS[window] * HOUR;
  const quarter = length / 4;
  const mentions = sumBetween(history, end - length, end);
  const previousMentions = sumBetween(history, end - 2 * length, end - length);
  const recentMentions = sumBetween(history, end - quarter, end);
  const priorRecentMentions = sumBetween(history, end - 2 * quarter, end - quarter);
  return {
    window,
    mentions,
    previousMentions,
    growth: growthPercent(mentions, previousMentions),
    velocity: velocityFor(recentMentions, priorRecentMentions, window),
    recentMentions,
    priorRecentMentions,
    accelerating: recentMentions > priorRecentMentions,
  };
}

/** The narrowest window with at least one mention, or null when the history is silent for a whole month. */
export function narrowestActiveWindow(history: readonly MentionBucket[], now: Date): TrendWindow | null {
  for (const window of TREND_WINDOWS) {
    if (sumBetween(history, now.getTime() - WINDOW_HOURS[window] * HOUR, now.getTime()) > 0) return window;
  }
  return null;
}

/** True when a trend stored with `stored` timeframe has mentions inside `requested` (24h ⊂ 7d ⊂ month). */
export function timeframeIncludes(requested: TrendWindow, stored: string): boolean {
  const s = TREND_WINDOWS.indexOf(stored as TrendWindow);
  return s >= 0 && s <= TREND_WINDOWS.indexOf(requested);
}

/**
 * Dense chart series for a window: 24 hourly points for 24h, daily points (7 or 30) otherwise. Points end at the
 * current hour and are oldest first; `start` is each point's beginning.
 */
export function historySeries(history: readonly MentionBucket[], window: TrendWindow, now: Date): Array<{ start: Date; mentions: number }> {
  const step = window === '24h' ? HOUR : 24 * HOUR;
  const points = WINDOW_HOURS[window] / (step / HOUR);
  const end = Math.floor(now.getTime() / HOUR) * HOUR + HOUR;
  const out: Array<{ start: Date; mentions: number }> = [];
  for (let k = points - 1; k >= 0; k -= 1) {
    const start = end - (k + 1) * step;
    out.push({ start: new Date(start), mentions: sumBetween(history, start - 1, start + step - 1) });
  }
  return out;
}
