type Entry<V> = { value: V; generation: number; at: number };

/**
 * A small in-process cache of database reads that is only trusted while nothing has been written since it was
 * filled (the database's WriteGeneration), and for at most `ttlMs` (what another process may have written, and
 * answers that depend on the clock). A read is kept only if no write began while it ran: take `begin()` before
 * reading and hand it to `set`. Without a generation (a database not opened through db/client.ts) it keeps nothing.
 * The generation is a WriteGeneration, or one of its table counters for a cache that depends on one table.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly generation: { readonly current: number } | undefined,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 5_000,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation === this.generation?.current && this.now() - entry.at < this.ttlMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** The token of a read about to start. */
  begin(): number {
    return this.generation?.current ?? -1;
  }

  set(key: string, value: V, token: number): void {
    if (!this.generation || token !== this.generation.current) return;
    // Bounded: entries of a past generation are worthless, so a full map is simply emptied.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, generation: token, at: this.now() });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Reads through the cache. */
  async read(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const token = this.begin();
    const value = await load();
    if (value !== undefined) this.set(key, value, token);
    return value;
  }
}
