import { describe, expect, it } from 'vitest';
import { formatCount } from '@/lib/format-number';
import { relativeTime } from '@/lib/relative-time';

/**
 * Counts and times are written by hand on the first screens (building an Intl formatter there cost a phone's main
 * thread 80–145 ms); they must read exactly as Intl writes them.
 */
describe('counts and relative times without Intl', () => {
  it('when a count is formatted, then it reads as Intl.NumberFormat en-US writes it', () => {
    const intl = new Intl.NumberFormat('en-US');
    const values = [
      0,
      1,
      -1,
      7,
      12,
      999,
      1000,
      -1000,
      1234,
      12_345,
      999_999,
      1_000_000,
      -9_876_543,
      2 ** 40,
      0.5,
      1234.5678,
      -0.25,
    ];
    for (const value of values) expect(formatCount(value), String(value)).toBe(intl.format(value));
  });

  it('when a time before or after now is described, then it reads as Intl.RelativeTimeFormat en (numeric auto) with the same units', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const now = Date.parse('2026-06-15T12:00:00Z');
    const units: [Intl.RelativeTimeFormatUnit, number][] = [
      ['year', 365 * 24 * 3600],
      ['month', 30 * 24 * 3600],
      ['week', 7 * 24 * 3600],
      ['day', 24 * 3600],
      ['hour', 3600],
      ['minute', 60],
    ];
    for (const [unit, size] of units) {
      for (const count of [1, 2, 3, 5, 11, 1500]) {
        for (const sign of [-1, 1]) {
          // The largest unit that fits is the one used: stay below the next unit up.
          if (count * size >= (units[units.findIndex(([u]) => u === unit) - 1]?.[1] ?? Infinity)) continue;
          const iso = new Date(now + sign * count * size * 1000).toISOString();
          expect(relativeTime(iso, now), `${sign * count} ${unit}`).toBe(intl.format(sign * count, unit));
        }
      }
    }
    expect(relativeTime(new Date(now - 20_000).toISOString(), now)).toBe('just now');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
