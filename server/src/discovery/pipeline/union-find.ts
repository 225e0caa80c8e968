/** Disjoint sets over 0..n-1 with path halving and union by size: near-constant time per operation. */
export class UnionFind {
  private readonly parent: Int32Array;
  private readonly size: Int32Array;

  constructor(n: number) {
    this.parent = new Int32Array(n);
    this.size = new Int32Array(n).fill(1);
    for (let i = 0; i < n; i += 1) this.parent[i] = i;
  }

  find(x: number): number {
    const parent = this.parent;
    let node = x;
    while (parent[node] !== node) {
      const grand = parent[parent[node]!]!;
      parent[node] = grand;
      node = grand;
    }
    return node;
  }

  /** Joins the sets of a and b; returns false when they were already one set. */
  union(a: number, b: number): boolean {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return false;
    if (this.size[ra]! < this.size[rb]!) [ra, rb] = [rb, ra];
    this.parent[rb] = ra;
    this.size[ra] = this.size[ra]! + this.size[rb]!;
    return true;
  }

  /** Members grouped by set, each group ascending, groups ordered by their smallest member (deterministic). */
  groups(): number[][] {
    const byRoot = new Map<number, number[]>();
    for (let i = 0; i < this.parent.length; i += 1) {
      const root = this.find(i);
      const group = byRoot.get(root);
      if (group) group.push(i);
      else byRoot.set(root, [i]);
    }
    return [...byRoot.values()];
  }
}
