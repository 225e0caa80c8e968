import { describe, expect, it } from 'vitest';
import { MIN_SPREAD, referenceScale } from './reference-scale';

describe('referenceScale', () => {
  it('when reference scores are read, then the median is what unrelated text scores and the spread is the upper quartile above it', () => {
    expect(referenceScale([0.5, 0.1, 0.3, 0.2, 0.4])).toEqual({ median: 0.3, spread: expect.closeTo(0.1, 10) });
  });

  it('when an engine scores the references on another affine scale, then its median and spread move with it', () => {
    const raw = [0.12, 0.05, 0.3, 0.18, 0.22, 0.09, 0.15];
    const a = referenceScale(raw);
    const b = referenceScale(raw.map((x) => 0.7 + 0.5 * x));
    expect(b.median).toBeCloseTo(0.7 + 0.5 * a.median, 10);
    expect(b.spread).toBeCloseTo(0.5 * a.spread, 10);
  });

  it('when every score is alike or there are none, then the spread is the floor, never zero', () => {
    expect(referenceScale([0.4, 0.4, 0.4]).spread).toBe(MIN_SPREAD);
    expect(referenceScale([])).toEqual({ median: 0, spread: MIN_SPREAD });
  });
});
