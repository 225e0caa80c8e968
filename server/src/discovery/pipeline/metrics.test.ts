import { describe, expect, it } from 'vitest';
import {
  cycleVelocityBars,
  floorBars,
  growthPercent,
  historySeries,
  hourlyHistory,
  metricsForWindow,
  ownWindow,
  timeframeIncludes,
  velocityBars,
  velocityFor,
} from './metrics';

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

  it('when 9 mentions arrive in the last 6 hours after 3 in the 42 before, then the 24h velocity is explosive', () => {
    const history = hourlyHistory(hoursAgo(1, 1, 2, 2, 3, 4, 4, 5, 5, 8, 10, 30));
    const m = metricsForWindow(history, '24h', NOW);
    expect(m).toMatchObject({ mentions: 11, previousMentions: 1, recentMentions: 9, accelerating: true, velocity: 'explosive', growth: 1000 });
    expect(m.baselineMentions).toBeCloseTo(3 / 7);
  });

  it('when no cycle sets the bars, then the floors grade the steps: 3+ accelerating explosive, 2+ high, 1+ medium', () => {
    const day = floorBars('24h');
    expect(velocityFor(3, 0, day)).toBe('explosive');
    expect(velocityFor(3, 1.5, day)).toBe('explosive');
    // As busy as the story used to be (9 now, 5 a quarter before): past its peak, so high, not explosive.
    expect(velocityFor(9, 5, day)).toBe('high');
    expect(velocityFor(2, 0, day)).toBe('high');
    expect(velocityFor(1, 0, day)).toBe('medium');
    expect(velocityFor(0, 0, day)).toBe('low');
    // The month's quarter is 7.5 days; its floors are √30 ≈ 5.5 times higher: 12 is high, 9 medium, 3 low.
    const month = floorBars('month');
    expect(velocityFor(17, 0, month)).toBe('explosive');
    expect(velocityFor(12, 0, month)).toBe('high');
    expect(velocityFor(9, 0, month)).toBe('medium');
    expect(velocityFor(3, 0, month)).toBe('low');
  });

  it('when a busy cycle has a hundred stories, then only its top few percent can be explosive and the rest are graded', () => {
    const bars = velocityBars(Array.from({ length: 100 }, (_, i) => i), '24h');
    expect(bars).toEqual({ explosive: 94, high: 79, medium: 49 });
    expect(velocityFor(96, 10, bars)).toBe('explosive');
    // A rate that is explosive in a quiet cycle is ordinary here.
    expect(velocityFor(20, 0, bars)).toBe('low');
    expect(velocityFor(60, 0, bars)).toBe('medium');
    expect(velocityFor(85, 0, bars)).toBe('high');
    expect(velocityFor(96, 60, bars)).toBe('high');
  });

  it('when a quiet cycle is measured, then its busiest accelerating story is explosive, but never below the floor of 3', () => {
    // 30 stories: 3 mentions in the last 6 h after 1 before; 2 from nothing; 3 after 11; the rest silent today.
    const quiet = [
      hourlyHistory(hoursAgo(1, 2, 3, 30)),
      hourlyHistory(hoursAgo(2, 4)),
      hourlyHistory(hoursAgo(1, 2, 5, 7, 8, 9, 10, 11, 12, 20, 25, 30, 35, 40)),
      ...Array.from({ length: 27 }, (_, i) => hourlyHistory(hoursAgo(100 + i, 120))),
    ];
    const bars = cycleVelocityBars(quiet, NOW);
    expect(bars['24h']).toEqual(floorBars('24h'));
    const velocities = quiet.slice(0, 4).map((h) => metricsForWindow(h, '24h', NOW, bars['24h']).velocity);
    // The third is as busy as the first now, but was busier before: past its peak, so high, not explosive.
    expect(velocities).toEqual(['explosive', 'high', 'high', 'low']);
    // Nobody reaches 3: no explosive story, however quiet the cycle.
    const calm = cycleVelocityBars(quiet.slice(1), NOW);
    expect(quiet.slice(1).map((h) => metricsForWindow(h, '24h', NOW, calm['24h']).velocity)).not.toContain('explosive');
  });

  it('when a keyword search yields only a handful of stories, then the floors are the bars', () => {
    expect(velocityBars([9, 1, 0], '24h')).toEqual(floorBars('24h'));
  });

  it('when a story was last mentioned 3 days ago, then its own window is the narrowest holding every report and it matches that window and wider only', () => {
    const history = hourlyHistory(hoursAgo(72, 80, 200));
    expect(ownWindow(history, NOW)).toBe('month');
    expect(ownWindow(hourlyHistory(hoursAgo(72, 80, 150)), NOW)).toBe('7d');
    // Reported today and yesterday: its own window holds both reports, not only today's.
    expect(ownWindow(hourlyHistory(hoursAgo(2, 30)), NOW)).toBe('7d');
    expect(ownWindow(hourlyHistory(hoursAgo(2, 10)), NOW)).toBe('24h');
    expect(timeframeIncludes('24h', '7d')).toBe(false);
    expect(timeframeIncludes('7d', '7d')).toBe(true);
    expect(timeframeIncludes('month', '7d')).toBe(true);
    expect(metricsForWindow(history, '7d', NOW)).toMatchObject({ mentions: 2, previousMentions: 1, growth: 100 });
    expect(ownWindow(hourlyHistory(hoursAgo(800)), NOW)).toBeNull();
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
