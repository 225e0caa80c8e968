import { describe, expect, it } from 'vitest';
import { keyTermHashes } from './features';
import { forEachKeyTermPair } from './key-term-postings';
import { fnv1a32 } from '../../text/hash';

const pairsOf = (keys: number[][], window: number): string[] => {
  const out: string[] = [];
  forEachKeyTermPair(keys, window, (a, b) => out.push(`${a}-${b}`));
  return out;
};

describe('key-term candidates', () => {
  it('when two items share a key term, then they are paired once even if they share several', () => {
    expect(pairsOf([[1, 2], [3], [1, 2], [4]], 4)).toEqual(['0-2']);
  });

  it('when a key term is in many items, then each item meets only its next `window` items of that list', () => {
    const keys = Array.from({ length: 6 }, () => [7]);
    expect(pairsOf(keys, 2)).toEqual(['0-1', '0-2', '1-2', '1-3', '2-3', '2-4', '3-4', '3-5', '4-5']);
  });

  it('when key terms are chosen, then the highest-weighted stems shared by 2..cap items win and unique or common ones are left out', () => {
    const vector = new Map([
      ['rehir', 5],
      ['invoic', 4],
      ['uniqu', 9],
      ['market', 8],
      ['late', 3],
      ['pay', 1],
    ]);
    const df = new Map([
      ['rehir', 2],
      ['invoic', 3],
      ['uniqu', 1],
      ['market', 500],
      ['late', 4],
      ['pay', 5],
    ]);
    expect([...keyTermHashes(vector, df, 40, 3)]).toEqual(['rehir', 'invoic', 'late'].map(fnv1a32));
    expect(keyTermHashes(vector, df, 40, 0)).toHaveLength(0);
  });
});
