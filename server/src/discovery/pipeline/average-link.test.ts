import { describe, expect, it } from 'vitest';
import { averageLink, type LinkRules } from './average-link';

const RULES: LinkRules = {
  bar: 0.23,
  pairBar: 0.36,
  triadBar: 0.3,
  star: { bar: 0.28, reports: 4, mean: 0.25 },
  cohesionShare: 0.6,
  cohesionCap: 0.5,
  actorShare: 0.53,
};

/** Items 0-1 and 2-3 are two pairs (copies: 1.0 within); every other pair scores `across`. */
function link(
  n: number,
  across: number,
  sameActor?: (x: readonly number[], y: readonly number[]) => boolean,
  within = 1,
): number[][] {
  const similarity = (a: number, b: number) =>
    Math.floor(a / 2) === Math.floor(b / 2) && Math.max(a, b) < 4 ? within : across;
  const edges = { a: [] as number[], b: [] as number[], similarity: [] as number[] };
  for (let a = 0; a < n; a += 1) {
    for (let b = a + 1; b < n; b += 1) {
      edges.a.push(a);
      edges.b.push(b);
      edges.similarity.push(similarity(a, b));
    }
  }
  return averageLink(n, edges, similarity, RULES, sameActor).sort((p, q) => p[0]! - q[0]!);
}

describe('averageLink', () => {
  it('when two tight clusters average below their cohesion bar, then they stay apart unless they name an actor in common', () => {
    // 0.28 is under 0.6 × 0.5 (the cohesion bar) and over 0.53 × 0.5 (the bar for a shared actor).
    expect(link(4, 0.28)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(link(4, 0.28, () => false)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(link(4, 0.28, () => true)).toEqual([[0, 1, 2, 3]]);
  });

  it('when two clusters with an actor in common average below the shared-actor bar, then they stay apart', () => {
    expect(link(4, 0.25, () => true)).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('when neither cluster is near the cohesion cap, then an actor in common lowers no bar', () => {
    // Cohesion 0.4: the bar is 0.6 × 0.4 = 0.24; 0.235 would pass 0.53 × 0.4.
    expect(link(4, 0.235, () => true, 0.4)).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('when a cluster is near the cohesion cap, then an actor in common lowers its bar too', () => {
    // Cohesion 0.46 (0.92 of the cap): the bar is 0.276; 0.25 passes 0.53 × 0.46.
    expect(link(4, 0.25, () => true, 0.46)).toEqual([[0, 1, 2, 3]]);
    expect(link(4, 0.25, () => false, 0.46)).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('when a lone item names the same actor as a tight cluster, then it still needs the full cohesion bar', () => {
    // Item 4 is alone; items 0-3 are two copy pairs as above, kept apart from each other by a low cross score.
    const similarity = (a: number, b: number) => {
      if (Math.max(a, b) < 4) return Math.floor(a / 2) === Math.floor(b / 2) ? 1 : 0;
      return Math.min(a, b) < 2 ? 0.28 : 0;
    };
    const edges = { a: [0, 2, 0, 1], b: [1, 3, 4, 4], similarity: [1, 1, 0.28, 0.28] };
    const groups = averageLink(5, edges, similarity, RULES, () => true).sort((p, q) => p[0]! - q[0]!);
    expect(groups).toEqual([[0, 1], [2, 3], [4]]);
  });

  describe('three lone reports each alike to the other two, under the pair bar', () => {
    /** Every pair of items 0-2 scores `within`; item 3 scores 0.1 with each. */
    const triad = (within: number, outlets?: readonly number[]) => {
      const similarity = (a: number, b: number) => (Math.max(a, b) < 3 ? within : 0.1);
      const edges = { a: [0, 0, 1], b: [1, 2, 2], similarity: [within, within, within] };
      return averageLink(4, edges, similarity, RULES, undefined, outlets).sort((p, q) => p[0]! - q[0]!);
    };

    it('when they come from three outlets and meet at the triad bar, then they are one story', () => {
      expect(triad(0.32, [0, 1, 2, 3])).toEqual([[0, 1, 2], [3]]);
      // Outlets not known: the reports are taken as three tellings.
      expect(triad(0.32)).toEqual([[0, 1, 2], [3]]);
    });

    it('when two of them come from one outlet, then they stay apart', () => {
      expect(triad(0.32, [0, 0, 1, 2])).toEqual([[0], [1], [2], [3]]);
    });

    it('when they meet under the triad bar, then they stay apart', () => {
      expect(triad(0.28, [0, 1, 2, 3])).toEqual([[0], [1], [2], [3]]);
    });

    it('when only two reports meet under the pair bar, then they stay apart', () => {
      const edges = { a: [0], b: [1], similarity: [0.34] };
      expect(averageLink(2, edges, () => 0.34, RULES, undefined, [0, 1])).toEqual([[0], [1]]);
    });
  });

  describe('one report that three lone reports meet, none of them at the pair or triad bar', () => {
    /** Item 0 meets items 1-3 at `hub`; items 1-3 meet each other at `leaves`; item 4 meets everything at 0.1. */
    const star = (hub: number, leaves: number, outlets: readonly number[]) => {
      const similarity = (a: number, b: number) => (Math.max(a, b) === 4 ? 0.1 : Math.min(a, b) === 0 ? hub : leaves);
      const edges = {
        a: [0, 0, 0, 1, 1, 2],
        b: [1, 2, 3, 2, 3, 3],
        similarity: [hub, hub, hub, leaves, leaves, leaves],
      };
      return averageLink(5, edges, similarity, RULES, undefined, outlets).sort((p, q) => p[0]! - q[0]!);
    };

    it('when the four come from four outlets and average the star mean, then they are one story', () => {
      // Hub pairs 0.32, leaf pairs 0.2: the four average 0.26.
      expect(star(0.32, 0.2, [0, 1, 2, 3, 4])).toEqual([[0, 1, 2, 3], [4]]);
    });

    it('when two of the leaves come from one outlet, then they stay apart', () => {
      expect(star(0.32, 0.2, [0, 1, 1, 2, 3])).toEqual([[0], [1], [2], [3], [4]]);
    });

    it('when the four average under the star mean, then they stay apart', () => {
      // Hub pairs 0.32, leaf pairs 0.15: the four average 0.235.
      expect(star(0.32, 0.15, [0, 1, 2, 3, 4])).toEqual([[0], [1], [2], [3], [4]]);
    });

    it('when the hub meets them under the star bar, then they stay apart', () => {
      expect(star(0.27, 0.26, [0, 1, 2, 3, 4])).toEqual([[0], [1], [2], [3], [4]]);
    });

    it('when a story can grow through its better pairs, then no star splits it first', () => {
      // Items 0-1 meet at 0.5, and 2, 3 and 4 each meet both at 0.3: the story grows one report at a time. Item 2 is
      // also a star's hub (0.34 with a fifth report, 5; 0.3 with 3 and 4, which meet 5 and each other at 0.2): seeded
      // first, that star would have taken 2, 3 and 4 into a piece of its own.
      const table: Record<string, number> = { '0,1': 0.5, '2,5': 0.34, '2,3': 0.3, '2,4': 0.3 };
      const similarity = (a: number, b: number) => {
        const key = `${Math.min(a, b)},${Math.max(a, b)}`;
        if (key in table) return table[key]!;
        if (Math.min(a, b) < 2) return Math.max(a, b) === 5 ? 0.05 : 0.3;
        return 0.2;
      };
      const edges = { a: [] as number[], b: [] as number[], similarity: [] as number[] };
      for (let a = 0; a < 6; a += 1) {
        for (let b = a + 1; b < 6; b += 1) {
          edges.a.push(a);
          edges.b.push(b);
          edges.similarity.push(similarity(a, b));
        }
      }
      const groups = averageLink(6, edges, similarity, RULES, undefined, [0, 1, 2, 3, 4, 5]).sort(
        (p, q) => p[0]! - q[0]!,
      );
      expect(groups).toEqual([[0, 1, 2, 3, 4], [5]]);
    });
  });
});
