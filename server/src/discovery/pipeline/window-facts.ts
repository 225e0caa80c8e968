import {
  cycleVelocityBars,
  historySeries,
  metricsForWindow,
  ownWindow,
  TREND_WINDOWS,
  type MentionBucket,
  type TrendWindow,
  type Velocity,
  type Volume,
} from './metrics';
import { volumesByPercentile } from './ranking';

/** A trend's figures for one window, as the API shows them (trend_facts). */
export interface WindowFacts {
  trendId: number;
  timeframe: TrendWindow;
  mentions: number;
  previousMentions: number;
  growth: number;
  velocity: Velocity;
  volume: Volume;
  /** The chart: 24 hourly points for 24h, daily points otherwise, ending at the hour of `now`. */
  history: Array<{ t: string; mentions: number }>;
}

/** Every window's facts of every trend, and each trend's own window (the narrowest with mentions). */
export interface PublishedFacts {
  rows: WindowFacts[];
  own: Map<number, WindowFacts>;
}

/**
 * The facts of every live trend for every window, measured at `now` from their hourly histories. Velocity bars
 * and volume percentiles are graded against every trend live in the window (all scopes, all companies), so a
 * trend's velocity and volume are one fact, whoever looks at it and whichever list shows it. A trend with no
 * mention in a window has no row for it.
 */
export function windowFacts(histories: ReadonlyMap<number, readonly MentionBucket[]>, now: Date): PublishedFacts {
  const ids = [...histories.keys()];
  const bars = cycleVelocityBars(
    ids.map((id) => histories.get(id)!),
    now,
  );
  const rows: WindowFacts[] = [];
  for (const timeframe of TREND_WINDOWS) {
    const measured = ids
      .map((id) => ({ id, metrics: metricsForWindow(histories.get(id)!, timeframe, now, bars[timeframe]) }))
      .filter((m) => m.metrics.mentions > 0);
    const volumes = volumesByPercentile(measured.map((m) => m.metrics.mentions));
    measured.forEach(({ id, metrics }, i) => {
      rows.push({
        trendId: id,
        timeframe,
        mentions: metrics.mentions,
        previousMentions: metrics.previousMentions,
        growth: metrics.growth,
        velocity: metrics.velocity,
        volume: volumes[i]!,
        history: historySeries(histories.get(id)!, timeframe, now).map((p) => ({
          t: p.start.toISOString(),
          mentions: p.mentions,
        })),
      });
    });
  }
  const byKey = new Map(rows.map((r) => [`${r.trendId}:${r.timeframe}`, r]));
  const own = new Map<number, WindowFacts>();
  for (const id of ids) {
    const window = ownWindow(histories.get(id)!, now);
    const row = window && byKey.get(`${id}:${window}`);
    if (row) own.set(id, row);
  }
  return { rows, own };
}
