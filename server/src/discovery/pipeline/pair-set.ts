import { fmix32 } from '../../text/hash';

/**
 * The unordered pairs of `n` items seen so far (clustering scores each candidate pair once). A Set of numbers held
 * ~10 MB at the 400,000 pairs of a 20,000-item window (and half as much again while it grew); the pairs are kept
 * here in an open-addressing table of 32-bit keys, ~4 MB. Windows past 65,535 items, whose keys need more than
 * 32 bits, use a Set.
 */
export class PairSet {
  private keys = new Uint32Array(1 << 10);
  private count = 0;
  private readonly large: Set<number> | null;

  constructor(private readonly n: number) {
    this.large = n > 0xffff ? new Set<number>() : null;
  }

  /** Adds the pair {a, b}; false when it was already there. */
  add(a: number, b: number): boolean {
    // Key + 1, so that 0 marks an empty slot.
    const key = (a < b ? a * this.n + b : b * this.n + a) + 1;
    if (this.large) {
      if (this.large.has(key)) return false;
      this.large.add(key);
      return true;
    }
    if (!this.insert(this.keys, key)) return false;
    this.count += 1;
    if (this.count * 2 > this.keys.length) this.grow();
    return true;
  }

  /** Lets go of the pairs (the set is empty afterwards). */
  clear(): void {
    this.keys = new Uint32Array(1 << 10);
    this.count = 0;
    this.large?.clear();
  }

  private insert(keys: Uint32Array, key: number): boolean {
    const mask = keys.length - 1;
    let at = fmix32(key) & mask;
    for (;;) {
      const held = keys[at]!;
      if (held === 0) {
        keys[at] = key;
        return true;
      }
      if (held === key) return false;
      at = (at + 1) & mask;
    }
  }

  private grow(): void {
    const old = this.keys;
    this.keys = new Uint32Array(old.length * 2);
    for (const key of old) if (key !== 0) this.insert(this.keys, key);
  }
}
