import { describe, expect, it } from 'vitest';
import { growthPercent, historySeries, hourlyHistory, metricsForWindow, narrowestActiveWindow, timeframeIncludes, velocityFor } from './metrics';

const NOW = new Date('2024-06-30T12:30:00Z');
const hoursAgo = (...hours: number[]) => hours.map((h) => new Date(NOW.getTime() - h * 3_600_000));

describe('trend metrics', () => {
  it('when mentions double against the previous window, then growth is +100%; from zero it is mentions × 100, capped', () => {
    expect(growthPercent(8, 4)).toBe(100);
    expect(growthPercent(3, 4)).toBe(-25);
    expect(growthPercent(3, 0)).toBe(300);
    expect(growthPercent(40, 0)).toBe(1000);
    expect(growthPercent(0, 0)).toBe(0);
  });

  it('when 9 mentions arrive in the last 6 hours after 2 in the 6 before, then the 24h velocity is explosive', () => {
    const history = hourlyHistory(hoursAgo(1, 1, 2, 2, 3, 4, 4, 5, 5, 8, 10, 30));
    const m = metricsForWindow(history, '24h', NOW);
    expect(m).toMatchObject({ mentions: 11, previousMentions: 1, recentMentions: 9, priorRecentMentions: 2, accelerating: true, velocity: 'explosive', growth: 1000 });
  });

  it('when the same burst is not accelerating, then it is high, and slower rates are medium and low', () => {
    expect(velocityFor(9, 9, '24h')).toBe('high');
    expect(velocityFor(4, 0, '24h')).toBe('high');
    expect(velocityFor(2, 5, '24h')).toBe('medium');
    expect(velocityFor(1, 0, '24h')).toBe('low');
    // The month window's bar is √30 ≈ 5.5 times higher: 12 in its last quarter is only medium, 9 is low.
    expect(velocityFor(12, 0, 'month')).toBe('medium');
    expect(velocityFor(9, 0, 'month')).toBe('low');
  });

  it('when a story was last mentioned 3 days ago, then its narrowest window is 7d and it matches 7d and month filters only', () => {
    const history = hourlyHistory(hoursAgo(72, 80, 200));
    expect(narrowestActiveWindow(history, NOW)).toBe('7d');
    expect(timeframeIncludes('24h', '7d')).toBe(false);
    expect(timeframeIncludes('7d', '7d')).toBe(true);
    expect(timeframeIncludes('month', '7d')).toBe(true);
    expect(metricsForWindow(history, '7d', NOW)).toMatchObject({ mentions: 2, previousMentions: 1, growth: 100 });
    expect(narrowestActiveWindow(hourlyHistory(hoursAgo(800)), NOW)).toBeNull();
  });

  it('when a chart series is built, then 24h has 24 hourly points and 7d has 7 daily points holding every mention', () => {
    const history = hourlyHistory(hoursAgo(0, 1, 1, 23, 30, 100));
    const hourly = historySeries(history, '24h', NOW);
    expect(hourly).toHaveLength(24);
    expect(hourly.at(-1)!.mentions).toBe(1);
    expect(hourly.at(-2)!.mentions).toBe(2);
    expect(hourly.reduce((s, p) => s + p.mentions, 0)).toBe(4);
    const daily = historySeries(history, '7d', NOW);
    expect(daily).toHaveLength(7);
    expect(daily.reduce((s, p) => s + p.mentions, 0)).toBe(6);
  });
});
