import { describe, expect, it } from 'vitest';
import { fnv1a32 } from '../../text/hash';
import { shareActorName } from './story-similarity';

/** Rare names per item, as buildStorySignals keeps them (hashes, sorted, in one array). */
function namesOf(items: readonly string[][]) {
  const start = new Int32Array(items.length + 1);
  const hashes: number[] = [];
  items.forEach((names, i) => {
    hashes.push(...Uint32Array.from(names.map((n) => fnv1a32(n))).sort());
    start[i + 1] = hashes.length;
  });
  return { hashes: Uint32Array.from(hashes), start };
}

describe('shareActorName', () => {
  const names = namesOf([['skyvale', 'december'], ['skyvale'], ['alcora', 'december'], ['spain'], ['skyvale', 'thanksgiving'], []]);

  it('when an item of each cluster carries the same rare name, then they share an actor', () => {
    expect(shareActorName(names, [0, 1], [3, 4])).toBe(true);
  });

  it('when the clusters share only a month or a feast, then they share no actor', () => {
    expect(shareActorName(names, [0, 1], [2, 3])).toBe(false);
  });

  it('when a cluster names no one, then it shares no actor', () => {
    expect(shareActorName(names, [5], [0, 1])).toBe(false);
    expect(shareActorName(names, [0, 1], [5])).toBe(false);
  });
});
