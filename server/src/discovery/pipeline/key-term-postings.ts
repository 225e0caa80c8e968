import type { SparseVector } from '../../text';

/**
 * Candidate pairs from each item's key terms: its `perItem` highest-weighted stems among those shared by 2..`cap`
 * items. Two tellings of one story that share a rare word or two ('rehire', 'invoices', 'infostealer') but little
 * else have too low a Jaccard for MinHash banding to pair them, and no name in common when the story is told in
 * common words; each such word is a cheap candidate generator. Items are taken in the order given (time order in
 * clustering): each item meets the next `window` items of each of its key terms' lists, and a neighbour met
 * through several terms is visited once. Work is O(n · perItem · window).
 */
export function forEachKeyTermPair(
  vectors: readonly SparseVector[],
  perItem: number,
  cap: number,
  window: number,
  visit: (a: number, b: number) => void,
): void {
  const df = new Map<string, number>();
  for (const vector of vectors) for (const term of vector.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const lists = new Map<string, number[]>();
  // Per item, its key terms and its position in each term's list.
  const keys: Array<Array<[number[], number]>> = [];
  const chosen: Array<[string, number]> = [];
  vectors.forEach((vector, item) => {
    chosen.length = 0;
    for (const [term, weight] of vector) {
      const count = df.get(term)!;
      if (count >= 2 && count <= cap) chosen.push([term, weight]);
    }
    chosen.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const own: Array<[number[], number]> = [];
    for (let k = 0; k < Math.min(perItem, chosen.length); k += 1) {
      const term = chosen[k]![0];
      let list = lists.get(term);
      if (!list) lists.set(term, (list = []));
      own.push([list, list.length]);
      list.push(item);
    }
    keys.push(own);
  });
  const met = new Set<number>();
  keys.forEach((own, item) => {
    met.clear();
    for (const [list, at] of own) {
      for (let j = at + 1; j < Math.min(list.length, at + 1 + window); j += 1) {
        const other = list[j]!;
        if (met.has(other)) continue;
        met.add(other);
        visit(item, other);
      }
    }
  });
}
