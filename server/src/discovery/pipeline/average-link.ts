/**
 * Average-link agglomerative clustering over a sparse similarity graph (UPGMA): the two clusters whose items are,
 * on average over every cross pair, the most alike merge first, while that average reaches `bar`. A story's
 * reaction piece or explainer that matches one telling strongly and the rest weakly joins; a different event that
 * shares one item's words does not, because the rest of the story pulls the average down. Single link (the union
 * of every pair above a bar) chains such events together; complete link splits a story at its least-alike telling.
 *
 * `edges` are the candidate pairs already scored (at least `bar`: a pair of clusters can only average `bar` if some
 * cross pair reaches it); `similarity(a, b)` scores any other pair on demand; `sameActor(x, y)`, whether two
 * clusters' items name an actor in common; `outlets`, each item's outlet as a number (−1: not known). Cross-pair
 * sums are kept per pair of neighbouring clusters and added on a merge (S(A∪B, C) = S(A, C) + S(B, C)), so each item
 * pair is scored once.
 */
export interface LinkRules {
  /** Average similarity two clusters need to merge… */
  bar: number;
  /** …two lone items need this much, or `triadBar` when a third lone item meets each at it (see seedsATriad)… */
  pairBar: number;
  triadBar: number;
  /**
   * …or `star.bar` when one of them meets at least `star.reports` − 1 lone reports of other outlets at it, and all
   * of them together average `star.mean` (see seedsAStar)…
   */
  star: { bar: number; reports: number; mean: number };
  /** …and a cluster takes in only what reaches this share of its cohesion (its own pairs' mean similarity)… */
  cohesionShare: number;
  /** …counted at most this much (wire copies of one report make a pair as alike as can be)… */
  cohesionCap: number;
  /** …or this share of it, when it is near the cap and both are clusters of several items naming an actor in common. */
  actorShare: number;
}

export function averageLink(
  n: number,
  edges: { a: number[]; b: number[]; similarity: number[] },
  similarity: (a: number, b: number) => number,
  rules: LinkRules,
  sameActor?: (x: readonly number[], y: readonly number[]) => boolean,
  outlets?: readonly number[],
): number[][] {
  const { bar, pairBar, triadBar, star, cohesionShare, cohesionCap, actorShare } = rules;
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
  // Two clusters of several items each that name an actor in common (see sameActor).
  const severalAlike = (x: number, y: number): boolean =>
    members[x]!.length > 1 && members[y]!.length > 1 && sameActor !== undefined && sameActor(members[x]!, members[y]!);
  // Three reports from three outlets, each alike to the other two, are one story even when no two of them are near
  // copies: outlets that each tell an event in their own words (an ice core's age, what its air bubbles hold, the
  // doubts over its dating) meet pair by pair under `pairBar`. Two lone reports alone still need `pairBar`: two
  // stories of one subject meet that far as often. The outlets must differ: one outlet's two pieces and a third
  // look-alike (a riders' strike beside a paper's two reports of the riders' court win) are no corroboration.
  const outletOf = (i: number): number => outlets?.[i] ?? -1;
  const otherOutlets = (x: number, y: number, c: number): boolean => {
    const [ox, oy, oc] = [outletOf(x), outletOf(y), outletOf(c)];
    return ox < 0 || oy < 0 || oc < 0 || (ox !== oy && oy !== oc && ox !== oc);
  };
  const seedsATriad = (x: number, y: number, score: number): boolean => {
    if (score < triadBar) return false;
    const ofY = sums[y]!;
    for (const [c, sxc] of sums[x]!) {
      if (c === y || sxc < triadBar || members[c]!.length !== 1 || (ofY.get(c) ?? 0) < triadBar) continue;
      if (otherOutlets(x, y, c)) return true;
    }
    return false;
  };
  // A report that several outlets' reports each meet, and that together read as one story on average, is the hub of
  // one: a trial's finding told by a paper, a medical site, an explainer and a charity's reaction meets each of them
  // at 0.29-0.36 while they, each telling another side of it, meet one another at 0.16-0.29; no two of them reach
  // `pairBar` and no three `triadBar`, yet the five average more than any story needs. The leaves' outlets differ from
  // the hub's and from each other's (one outlet's pieces are no corroboration); the mean over every pair of them keeps
  // a hub meeting reports of several stories (an explainer of new rules in general) from gathering them.
  const pairOf = (i: number, j: number): number => sums[i]!.get(j) ?? similarity(i, j);
  const seedsAStar = (x: number, y: number, score: number): boolean => {
    if (score < star.bar) return false;
    for (const [hub, other] of [
      [x, y],
      [y, x],
    ] as const) {
      const used = new Set<number>([outletOf(hub)]);
      const leaves: number[] = [];
      const near = [...sums[hub]!]
        .filter(([c, s]) => c !== other && s >= star.bar && members[c]!.length === 1)
        .sort((p, q) => q[1] - p[1])
        .map(([c]) => c);
      // The pair being merged is in the star, whatever its rank among the hub's neighbours.
      for (const c of [other, ...near]) {
        if (leaves.length === MAX_STAR_LEAVES) break;
        const o = outletOf(c);
        if (o >= 0 && used.has(o)) continue;
        if (o >= 0) used.add(o);
        leaves.push(c);
      }
      if (leaves[0] !== other || leaves.length + 1 < star.reports) continue;
      const group = [hub, ...leaves];
      let total = 0;
      for (let i = 0; i < group.length; i += 1)
        for (let j = i + 1; j < group.length; j += 1) total += pairOf(group[i]!, group[j]!);
      if (total / ((group.length * (group.length - 1)) / 2) >= star.mean) return true;
    }
    return false;
  };
  // Stars are looked for only once every other merge is done, among the reports still alone: seeded while the heap
  // still held a story's better pairs, a star made a second piece of a story those pairs would have grown whole.
  let stars = false;
  for (;;) {
    const top = heap.pop();
    if (!top || top.score < bar) {
      if (stars) break;
      stars = true;
      for (let i = 0; i < n; i += 1) {
        if (members[i]?.length !== 1) continue;
        for (const [c, s] of sums[i]!)
          if (c > i && members[c]!.length === 1 && s >= star.bar) heap.push(s, i, c, version[i]!, version[c]!);
      }
      continue;
    }
    const { x, y } = top;
    if (!members[x] || !members[y] || version[x] !== top.vx || version[y] !== top.vy) continue;
    // A tight story takes in only what is nearly as alike as its own tellings are to each other. Between a story
    // held at or near the cap (wire copies) and another cluster of several that names an actor in common, a little
    // less (actorShare): the copies kept a theme's reports apart, in pieces; a look-alike about others names no one
    // in common.
    const tight = Math.min(cohesionCap, Math.max(cohesion(x), cohesion(y)));
    const nearCap = tight >= NEAR_CAP * cohesionCap;
    if (top.score < cohesionShare * tight && !(nearCap && top.score >= actorShare * tight && severalAlike(x, y))) {
      continue;
    }
    // Two lone reports need more than a story needs to take in one more.
    const lonePair = members[x]!.length === 1 && members[y]!.length === 1;
    if (lonePair && top.score < pairBar && !seedsATriad(x, y, top.score) && !(stars && seedsAStar(x, y, top.score)))
      continue;
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

/**
 * How near the cohesion cap a story must be for actorShare (decision 57): 0.45 at the 0.5 cap. 0.88-0.92 join the
 * same clusters on every set; at 0.84 a looser story (0.42) took in a second cluster of its own reports, but one
 * already holding a look-alike (the fresh set's follow-up purity under its floor); at 0.96 the joins that raised
 * newsroom, fresh and event set B recall are gone.
 */
const NEAR_CAP = 0.9;

/** A star's leaves read at most (its nearest): the mean over its pairs stays cheap around a much-copied report. */
const MAX_STAR_LEAVES = 8;

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

/**
 * A binary max-heap of candidate merges; stale entries are skipped when popped (lazy deletion). Entries are kept in
 * typed arrays, one per field: an object per entry was ~9 MB at the 120,000 entries of a 20,000-item window.
 */
class MaxHeap {
  private score = new Float64Array(1024);
  private x = new Int32Array(1024);
  private y = new Int32Array(1024);
  private vx = new Int32Array(1024);
  private vy = new Int32Array(1024);
  private size = 0;
  /** What pop returns: valid until the next pop. */
  private readonly top: Entry = { score: 0, x: 0, y: 0, vx: 0, vy: 0 };

  push(score: number, x: number, y: number, vx: number, vy: number): void {
    if (this.size === this.score.length) this.grow();
    let i = this.size;
    this.size += 1;
    this.set(i, score, x, y, vx, vy);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.above(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  pop(): Entry | undefined {
    if (this.size === 0) return undefined;
    const top = this.top;
    top.score = this.score[0]!;
    top.x = this.x[0]!;
    top.y = this.y[0]!;
    top.vx = this.vx[0]!;
    top.vy = this.vy[0]!;
    this.size -= 1;
    const last = this.size;
    if (last > 0) {
      this.set(0, this.score[last]!, this.x[last]!, this.y[last]!, this.vx[last]!, this.vy[last]!);
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let best = i;
        if (l < this.size && this.above(l, best)) best = l;
        if (r < this.size && this.above(r, best)) best = r;
        if (best === i) break;
        this.swap(i, best);
        i = best;
      }
    }
    return top;
  }

  /** Higher score first; ties by the lower cluster ids, so the result does not depend on the heap's layout. */
  private above(p: number, q: number): boolean {
    const sp = this.score[p]!;
    const sq = this.score[q]!;
    return sp > sq || (sp === sq && (this.x[p]! < this.x[q]! || (this.x[p] === this.x[q] && this.y[p]! < this.y[q]!)));
  }

  private set(i: number, score: number, x: number, y: number, vx: number, vy: number): void {
    this.score[i] = score;
    this.x[i] = x;
    this.y[i] = y;
    this.vx[i] = vx;
    this.vy[i] = vy;
  }

  private swap(i: number, j: number): void {
    const score = this.score[i]!;
    const x = this.x[i]!;
    const y = this.y[i]!;
    const vx = this.vx[i]!;
    const vy = this.vy[i]!;
    this.set(i, this.score[j]!, this.x[j]!, this.y[j]!, this.vx[j]!, this.vy[j]!);
    this.set(j, score, x, y, vx, vy);
  }

  private grow(): void {
    const grown = <T extends Float64Array | Int32Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(a.length * 2);
      b.set(a);
      return b;
    };
    [this.score, this.x, this.y, this.vx, this.vy] = [
      grown(this.score),
      grown(this.x),
      grown(this.y),
      grown(this.vx),
      grown(this.vy),
    ];
  }
}
