import { describe, expect, it } from 'vitest';
import { majorityKeyword } from './persist-plan';

describe('majorityKeyword', () => {
  it('when items were found by several searches, then each search counts and the most frequent names the trend', () => {
    const found: Record<number, string[] | string | null> = { 0: ['payments', 'checkout'], 1: ['payments'], 2: 'checkout', 3: null, 4: ['payments'] };
    expect(majorityKeyword([0, 1, 2, 3, 4], (m) => found[m])).toBe('payments');
  });

  it('when two searches found as many items, then the alphabetically first wins; with none, the keyword is null', () => {
    expect(majorityKeyword([0, 1], (m) => (m === 0 ? ['solar'] : ['grid']))).toBe('grid');
    expect(majorityKeyword([0, 1], () => null)).toBeNull();
  });
});
