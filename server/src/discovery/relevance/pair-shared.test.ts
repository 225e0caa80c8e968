import { describe, expect, it } from 'vitest';
import { daySample, pairShared } from './pair-shared';

describe('daySample', () => {
  it('when a day has a few hundred stories, then every one is read', () => {
    const day = Array.from({ length: 400 }, (_, i) => i);
    expect(daySample(day)).toBe(day);
  });

  it('when a day has thousands of stories, then 400 are read, spread evenly from its first to its last', () => {
    const day = Array.from({ length: 2000 }, (_, i) => i);
    const sample = daySample(day);
    expect(sample).toHaveLength(400);
    expect(new Set(sample).size).toBe(400);
    expect(sample[0]).toBe(0);
    expect(sample[399]).toBeGreaterThanOrEqual(1990);
    expect(sample.every((x, i) => i === 0 || x - sample[i - 1]! === 5)).toBe(true);
  });
});

describe('pairShared', () => {
  it('when a phrase is read twice, then the same answer comes back and matches a fresh reading', () => {
    const shared = pairShared(() => 1);
    const first = shared.stemsOf('Electric vehicles');
    expect(shared.stemsOf('Electric vehicles')).toBe(first);
    expect(first).toEqual(['electric', 'vehicle']);
    expect(shared.single('payroll')).toBe(true);
    expect(shared.single('payroll software')).toBe(false);
    expect([...shared.phraseWords('the payroll software')]).toEqual(expect.arrayContaining(['payroll', 'software']));
  });
});
