import { describe, expect, it } from 'vitest';
import { windowFacts } from './window-facts';

const NOW = new Date('2026-06-10T12:00:00Z');
const HOUR = 3_600_000;
const buckets = (...spec: Array<[number, number]>) =>
  spec.map(([hoursAgo, mentions]) => ({
    bucketStart: new Date(Math.floor((NOW.getTime() - hoursAgo * HOUR) / HOUR) * HOUR),
    mentions,
  }));

describe('the facts discovery publishes for each window', () => {
  const histories = new Map([
    [1, buckets([1, 5], [2, 4], [3, 3])],
    [2, buckets([30, 4], [50, 2])],
    [3, buckets([24 * 20, 6])],
  ]);
  const { rows, own } = windowFacts(histories, NOW);
  const row = (id: number, timeframe: string) => rows.find((r) => r.trendId === id && r.timeframe === timeframe);

  it('when a trend has mentions in a window, then it has that window’s mentions, growth, velocity, volume and chart', () => {
    expect(row(1, '24h')).toMatchObject({ mentions: 12, previousMentions: 0, growth: 1000, velocity: 'explosive' });
    expect(row(1, '24h')!.history).toHaveLength(24);
    expect(row(1, '24h')!.history.reduce((s, p) => s + p.mentions, 0)).toBe(12);
    expect(row(2, '7d')).toMatchObject({ mentions: 6 });
    expect(row(2, '7d')!.history).toHaveLength(7);
    expect(row(3, 'month')!.history).toHaveLength(30);
  });

  it('when a trend has no mention in a window, then it has no row there', () => {
    expect(row(2, '24h')).toBeUndefined();
    expect(row(3, '7d')).toBeUndefined();
  });

  it('when volumes are graded, then they rank against every trend live in the window', () => {
    // Over the month: 12, 6 and 6 mentions. The busiest is high; equal counts share a label.
    expect(row(1, 'month')!.volume).toBe('high');
    expect([row(2, 'month')!.volume, row(3, 'month')!.volume]).toEqual(['low', 'low']);
    // Over 24h the one live trend sits alone, at the middle.
    expect(row(1, '24h')!.volume).toBe('medium');
  });

  it('when a trend’s own window is asked for, then it is the narrowest with mentions', () => {
    expect([own.get(1)!.timeframe, own.get(2)!.timeframe, own.get(3)!.timeframe]).toEqual(['24h', '7d', 'month']);
  });
});
