import { describe, expect, it } from 'vitest';
import { compareForRank, rankScore, volumesByPercentile } from './ranking';

describe('volume and rank', () => {
  it('when mention counts spread out, then the top fifth is high, the middle medium and the bottom low', () => {
    expect(volumesByPercentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual(['low', 'low', 'low', 'low', 'medium', 'medium', 'medium', 'medium', 'high', 'high']);
  });

  it('when counts tie or stand alone, then they share a label and a lone trend is medium', () => {
    expect(volumesByPercentile([5, 5, 5])).toEqual(['medium', 'medium', 'medium']);
    expect(volumesByPercentile([7])).toEqual(['medium']);
  });

  it('when only mentions, growth or velocity rises, then the rank score rises', () => {
    const base = { mentions: 10, growth: 50, velocity: 'medium' as const };
    expect(rankScore({ ...base, mentions: 20 })).toBeGreaterThan(rankScore(base));
    expect(rankScore({ ...base, growth: 200 })).toBeGreaterThan(rankScore(base));
    expect(rankScore({ ...base, velocity: 'explosive' })).toBeGreaterThan(rankScore(base));
    expect(rankScore({ ...base, window: '24h' })).toBeGreaterThan(rankScore({ ...base, window: '7d' }));
    expect(rankScore({ ...base, window: '7d' })).toBeGreaterThan(rankScore({ ...base, window: 'month' }));
    // Growth beyond +300% adds nothing more, so one tiny story from nothing cannot top the list.
    expect(rankScore({ ...base, growth: 1000 })).toBe(rankScore({ ...base, growth: 300 }));
  });

  it('when scores tie, then more mentions and then the older story rank first', () => {
    const a = { score: 2, mentions: 5, firstSeenMs: 10 };
    expect([{ ...a, firstSeenMs: 20 }, a, { ...a, mentions: 6 }].sort(compareForRank)).toEqual([{ ...a, mentions: 6 }, a, { ...a, firstSeenMs: 20 }]);
  });
});
