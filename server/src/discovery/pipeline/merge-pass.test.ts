import { describe, expect, it } from 'vitest';
import { bestFirstOrder, namesSameOtherEvent } from './merge-pass';

describe('best-first linking helpers', () => {
  it('when pairs are ordered, then the most similar come first and equal similarities keep the order they were met', () => {
    expect([...bestFirstOrder([0.2, 0.9, 0.5, 0.9, 0.15])]).toEqual([1, 3, 2, 0, 4]);
  });

  it('when two sides name the same company but their headlines share no word for what happened, then they are another story', () => {
    // 'Kestrel to cut 600 jobs in Malaysia' beside 'Kestrel to build chip plant in Ohio'.
    expect(
      namesSameOtherEvent(
        ['kestrel', 'malaysia'],
        new Set(['kestrel', 'ohio']),
        ['cut', 'job'],
        new Set(['build', 'chip', 'plant']),
      ),
    ).toBe(true);
  });

  it('when the headlines share a word for what happened, or the sides share no name, then the check does not object', () => {
    expect(
      namesSameOtherEvent(['paycove'], new Set(['paycove']), ['outag', 'refund'], new Set(['outag', 'charg'])),
    ).toBe(false);
    expect(namesSameOtherEvent(['frankfurt'], new Set(['ecb']), ['leav', 'cost'], new Set(['keep', 'rate']))).toBe(
      false,
    );
  });
});
