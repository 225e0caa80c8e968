/**
 * Trend metrics, pure and with an injected `now`.
 *
 * Mentions are stored as sparse hourly buckets (trend_mentions). At the end of each cycle discovery measures every
 * active trend for each window with `metricsForWindow` and stores the result (trend_facts, see window-facts.ts and
 * docs/decisions/0006-trend-facts.md); the API reads those facts and never measures.
 */

import { timeframes, type MentionVelocity, type MentionVolume, type Timeframe } from '@newsjack/shared';

export const TREND_WINDOWS = timeframes;
export type TrendWindow = Timeframe;
/** The shared vocabulary under the names the pipeline uses. */
export type Velocity = MentionVelocity;
export type Volume = MentionVolume;

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
  /** The velocity evidence (see below): mentions in the last quarter of the window… */
  recentMentions: number;
  /** …the story's mean per quarter over the seven quarters before it… */
  baselineMentions: number;
  /** …and whether the first is at least ACCELERATION times the second. */
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
 * Velocity is how fast a story's mentions arrive now, against its own past and against this cycle's traffic.
 * Fixed counts cannot fit both a 687-item demo (its busiest story: 5 mentions in 6 h) and a firehose of live
 * feeds (dozens), so the bars come from the cycle itself.
 *
 * Evidence, for a window W with quarter q = W / 4 (6 h of 24 h, 42 h of 7 d, 7.5 d of a month):
 *   recent       mentions in the last quarter, (now − q, now];
 *   baseline     the story's mean per quarter over the seven quarters before, (now − 2W, now − q];
 *   accelerating recent ≥ ACCELERATION (2) × baseline: twice as fast as the story used to be (a story that
 *                came from nothing is accelerating; one past its peak is not).
 * Bars, from the recent counts of the cycle's stories with a mention in W (`cycleVelocityBars`; dormant stories
 * would make any live one look busy), each never below a floor scaled by s = √(W / 24 h) (a longer quarter holds
 * more, but a story rarely keeps its peak rate for days, so less than linearly):
 *   explosive bar  max(3·s, 95th percentile): the cycle's top few percent, and at least 3 in 6 h;
 *   high bar       max(2·s, 80th percentile);
 *   medium bar     max(1·s, median).
 * Fewer than 20 such stories (a keyword search, a quiet day) have no meaningful top few percent: floors only.
 * Graded: explosive when recent ≥ the explosive bar AND accelerating; otherwise high when recent ≥ the high bar
 * (a busy story past its peak included); medium when recent ≥ the medium bar; low otherwise. The bars are those
 * of every trend live in the window when the facts are published (window-facts.ts), or of the cycle's candidate
 * stories when drafts are ranked (build-drafts.ts).
 */
export const VELOCITY_FLOORS = { explosive: 3, high: 2, medium: 1 } as const;
export const VELOCITY_PERCENTILES = { explosive: 0.95, high: 0.8, medium: 0.5 } as const;
export const ACCELERATION = 2;
const MIN_STORIES_FOR_PERCENTILES = 20;

/** The least recent count (last-quarter mentions) each velocity needs. */
export type VelocityBars = { explosive: number; high: number; medium: number };

/** The bars when there is no cycle to compare with: the floors. */
export function floorBars(window: TrendWindow): VelocityBars {
  const s = Math.sqrt(WINDOW_HOURS[window] / 24);
  return { explosive: VELOCITY_FLOORS.explosive * s, high: VELOCITY_FLOORS.high * s, medium: VELOCITY_FLOORS.medium * s };
}

/** Nearest-rank percentile of ascending values (0 for none). */
const percentile = (sorted: readonly number[], p: number): number => (sorted.length === 0 ? 0 : sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!);

/** Bars for window W from the recent (last-quarter) counts of every story of a cycle. */
export function velocityBars(recentCounts: readonly number[], window: TrendWindow): VelocityBars {
  const floor = floorBars(window);
  if (recentCounts.length < MIN_STORIES_FOR_PERCENTILES) return floor;
  const sorted = [...recentCounts].sort((a, b) => a - b);
  return {
    explosive: Math.max(floor.explosive, percentile(sorted, VELOCITY_PERCENTILES.explosive)),
    high: Math.max(floor.high, percentile(sorted, VELOCITY_PERCENTILES.high)),
    medium: Math.max(floor.medium, percentile(sorted, VELOCITY_PERCENTILES.medium)),
  };
}

/** Bars for every window from the histories of a cycle's stories (each window ranks the stories live in it). */
export function cycleVelocityBars(histories: readonly (readonly MentionBucket[])[], now: Date): Record<TrendWindow, VelocityBars> {
  const out = {} as Record<TrendWindow, VelocityBars>;
  const end = now.getTime();
  for (const window of TREND_WINDOWS) {
    const live = histories.filter((h) => sumBetween(h, end - WINDOW_HOURS[window] * HOUR, end) > 0);
    out[window] = velocityBars(live.map((h) => velocityEvidence(h, window, now).recent), window);
  }
  return out;
}

/** The graded steps above, from the evidence and the bars. */
export function velocityFor(recent: number, baseline: number, bars: VelocityBars): Velocity {
  if (recent >= bars.explosive && recent >= ACCELERATION * baseline) return 'explosive';
  if (recent >= bars.high) return 'high';
  if (recent >= bars.medium) return 'medium';
  return 'low';
}

function velocityEvidence(history: readonly MentionBucket[], window: TrendWindow, now: Date): { recent: number; baseline: number } {
  const [end, length] = [now.getTime(), WINDOW_HOURS[window] * HOUR];
  // Two windows are eight quarters: the last one, and the seven before it.
  return { recent: sumBetween(history, end - length / 4, end), baseline: sumBetween(history, end - 2 * length, end - length / 4) / 7 };
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

export function metricsForWindow(history: readonly MentionBucket[], window: TrendWindow, now: Date, bars: VelocityBars = floorBars(window)): WindowMetrics {
  const end = now.getTime();
  const length = WINDOW_HOURS[window] * HOUR;
  const mentions = sumBetween(history, end - length, end);
  const previousMentions = sumBetween(history, end - 2 * length, end - length);
  const { recent, baseline } = velocityEvidence(history, window, now);
  return {
    window,
    mentions,
    previousMentions,
    growth: growthPercent(mentions, previousMentions),
    velocity: velocityFor(recent, baseline, bars),
    recentMentions: recent,
    baselineMentions: baseline,
    accelerating: recent > 0 && recent >= ACCELERATION * baseline,
  };
}

/**
 * A trend's own window: the narrowest that holds every report of the last month, so its mentions are the number
 * of reports of the story (a story told by five outlets over two days is '7d' with 5 mentions, not '24h' with the
 * last day's 2); null when the history is silent for a whole month. Lists for a narrower window still show the
 * trend with that window's count (trend_facts).
 */
export function ownWindow(history: readonly MentionBucket[], now: Date): TrendWindow | null {
  const end = now.getTime();
  const widest = TREND_WINDOWS[TREND_WINDOWS.length - 1]!;
  const total = sumBetween(history, end - WINDOW_HOURS[widest] * HOUR, end);
  if (total === 0) return null;
  for (const window of TREND_WINDOWS) {
    if (sumBetween(history, end - WINDOW_HOURS[window] * HOUR, end) === total) return window;
  }
  return widest;
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
