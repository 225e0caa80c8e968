/**
 * Candidate pairs from each item's key terms (its few most distinctive stems shared with other items, see
 * keyTermHashes). Two tellings of one story that share a rare word or two ('rehire', 'invoices', 'infostealer') but
 * little else have too low a Jaccard for MinHash banding to pair them, and no name in common when the story is
 * told in common words; each such word is a cheap candidate generator. Items are taken in the order given (time
 * order in clustering): each item meets the next `window` items of each of its key terms' lists, and a neighbour
 * met through several terms is visited once. Work is O(n · terms per item · window).
 */
export function forEachKeyTermPair(
  keyTerms: readonly ArrayLike<number>[],
  window: number,
  visit: (a: number, b: number) => void,
): void {
  const lists = new Map<number, number[]>();
  // Per item, each of its key terms' lists and its own position there.
  const positions: Array<Array<[number[], number]>> = keyTerms.map((terms, item) => {
    const own: Array<[number[], number]> = [];
    for (let k = 0; k < terms.length; k += 1) {
      let list = lists.get(terms[k]!);
      if (!list) lists.set(terms[k]!, (list = []));
      own.push([list, list.length]);
      list.push(item);
    }
    return own;
  });
  const met = new Set<number>();
  positions.forEach((own, item) => {
    met.clear();
    for (const [list, at] of own) {
      const end = Math.min(list.length, at + 1 + window);
      for (let j = at + 1; j < end; j += 1) {
        const other = list[j]!;
        if (met.has(other)) continue;
        met.add(other);
        visit(item, other);
      }
    }
  });
}
