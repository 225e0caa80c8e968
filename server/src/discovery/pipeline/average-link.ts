/**
 * Average-link agglomerative clustering over a sparse similarity graph (UPGMA): the two clusters whose items are,
 * on average over every cross pair, the most alike merge first, while that average reaches `bar`. A story's
 * reaction piece or explainer that matches one telling strongly and the rest weakly joins; a different event that
 * shares one item's words does not, because the rest of the story pulls the average down. Single link (the union
 * of every pair above a bar) chains such events together; complete link splits a story at its least-alike telling.
 *
 * `edges` are the candidate pairs already scored (at least `bar`: a pair of clusters can only average `bar` if some
 * cross pair reaches it); `similarity(a, b)` scores any other pair on demand. Cross-pair sums are kept per pair of
 * neighbouring clusters and added on a merge (S(A∪B, C) = S(A, C) + S(B, C)), so each item pair is scored once.
 */
export interface LinkRules {
  /** Average similarity two clusters need to merge… */
  bar: number;
  /** …two lone items need this much… */
  pairBar: number;
  /** …and a cluster takes in only what reaches this share of its cohesion (its own pairs' mean similarity)… */
  cohesionShare: number;
  /** …counted at most this much (wire copies of one report make a pair as alike as can be). */
  cohesionCap: number;
}

export function averageLink(
  n: number,
  edges: { a: number[]; b: number[]; similarity: number[] },
  similarity: (a: number, b: number) => number,
  rules: LinkRules,
): number[][] {
  const { bar, pairBar, cohesionShare, cohesionCap } = rules;
  // Sum of similarities over each cluster's own pairs: its cohesion is that over its pair count.
  const inner = new Float64Array(n);
  const cohesion = (c: number): number => {
    const k = members[c]!.length;
    return k < 2 ? 0 : inner[c]! / ((k * (k - 1)) / 2);
  };
  const members: (number[] | null)[] = Array.from({ length: n }, (_, i) => [i]);
  const version = new Int32Array(n);
  // Neighbour sums per live cluster: other cluster → sum of similarities over all cross pairs.
  const sums: Map<number, number>[] = Array.from({ length: n }, () => new Map());
  const heap = new MaxHeap();
  for (let k = 0; k < edges.a.length; k += 1) {
    const a = edges.a[k]!;
    const b = edges.b[k]!;
    if (a === b || sums[a]!.has(b)) continue;
    const s = edges.similarity[k]!;
    sums[a]!.set(b, s);
    sums[b]!.set(a, s);
    if (s >= bar) heap.push(s, a, b, 0, 0);
  }
  // Two clusters that met through no candidate pair: scored pair by pair while that is cheap; two large clusters
  // (a big story and a long-running one) are taken as about as alike as unrelated items are, which keeps a big
  // story's merges linear instead of quadratic in its size.
  const crossSum = (x: number, y: number): number => {
    const pairs = members[x]!.length * members[y]!.length;
    if (pairs > EXACT_CROSS_PAIRS) return pairs * UNMET_SIMILARITY;
    let s = 0;
    for (const i of members[x]!) for (const j of members[y]!) s += similarity(i, j);
    return s;
  };
  for (;;) {
    const top = heap.pop();
    if (!top || top.score < bar) break;
    const { x, y } = top;
    if (!members[x] || !members[y] || version[x] !== top.vx || version[y] !== top.vy) continue;
    // A tight story takes in only what is nearly as alike as its own tellings are to each other.
    if (top.score < cohesionShare * Math.min(cohesionCap, Math.max(cohesion(x), cohesion(y)))) continue;
    // Two lone reports need more than a story needs to take in one more.
    if (members[x]!.length === 1 && members[y]!.length === 1 && top.score < pairBar) continue;
    inner[x] = inner[x]! + inner[y]! + top.score * members[x]!.length * members[y]!.length;
    // Merge y into x: every neighbour of either gets the sum over both.
    const [sx, sy] = [sums[x]!, sums[y]!];
    const merged = new Map<number, number>();
    for (const [c, s] of sx) if (c !== y) merged.set(c, s + (sy.get(c) ?? crossSum(y, c)));
    for (const [c, s] of sy) if (c !== x && !merged.has(c)) merged.set(c, s + crossSum(x, c));
    for (const c of merged.keys()) {
      sums[c]!.delete(x);
      sums[c]!.delete(y);
    }
    const into = members[x]!;
    for (const i of members[y]!) into.push(i);
    members[y] = null;
    sums[y] = new Map();
    version[x] += 1;
    sums[x] = merged;
    const size = members[x]!.length;
    for (const [c, s] of merged) {
      sums[c]!.set(x, s);
      const avg = s / (size * members[c]!.length);
      if (avg >= bar) heap.push(avg, x, c, version[x]!, version[c]!);
    }
  }
  return members.filter((m): m is number[] => m !== null).map((m) => m.sort((p, q) => p - q));
}

/** Cross pairs scored one by one at most; beyond it unmet clusters are estimated (see crossSum). */
const EXACT_CROSS_PAIRS = 64;
/** What a pair that no candidate generator met is taken to score: about an unrelated pair's similarity. */
const UNMET_SIMILARITY = 0.05;

interface Entry {
  score: number;
  x: number;
  y: number;
  vx: number;
  vy: number;
}

/** A binary max-heap of candidate merges; stale entries are skipped when popped (lazy deletion). */
class MaxHeap {
  private readonly items: Entry[] = [];

  push(score: number, x: number, y: number, vx: number, vy: number): void {
    const items = this.items;
    items.push({ score, x, y, vx, vy });
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!above(items[i]!, items[parent]!)) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }

  pop(): Entry | undefined {
    const items = this.items;
    if (items.length === 0) return undefined;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let best = i;
        if (l < items.length && above(items[l]!, items[best]!)) best = l;
        if (r < items.length && above(items[r]!, items[best]!)) best = r;
        if (best === i) break;
        [items[i], items[best]] = [items[best]!, items[i]!];
        i = best;
      }
    }
    return top;
  }
}

/** Higher score first; ties by the lower cluster ids, so the result does not depend on the heap's layout. */
function above(p: Entry, q: Entry): boolean {
  return p.score > q.score || (p.score === q.score && (p.x < q.x || (p.x === q.x && p.y < q.y)));
}
