import { describe, expect, it } from 'vitest';
import { PairSet } from './pair-set';

describe('PairSet', () => {
  it('when a pair is added twice, in either order, then only the first add is new', () => {
    const set = new PairSet(10);
    expect(set.add(2, 7)).toBe(true);
    expect(set.add(7, 2)).toBe(false);
    expect(set.add(2, 8)).toBe(true);
    expect(set.add(0, 1)).toBe(true);
    expect(set.add(1, 0)).toBe(false);
  });

  it('when it holds more pairs than its first table, then it still answers as a Set would', () => {
    for (const n of [3000, 70_000]) {
      const set = new PairSet(n);
      const reference = new Set<number>();
      for (let k = 0; k < 20_000; k += 1) {
        const a = (k * 7919) % n;
        const b = (k * 104_729 + 13) % n;
        const key = a < b ? a * n + b : b * n + a;
        expect(set.add(a, b)).toBe(!reference.has(key));
        reference.add(key);
      }
      set.clear();
      expect(set.add(1, 2)).toBe(true);
    }
  });
});
