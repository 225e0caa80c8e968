import type { Counter } from './write-generation';

type Entry<V> = { value: V; generation: number; at: number };
/** What a cache compares: one counter for all its keys, or one per key (a user's view: WriteGeneration.forUser). */
export type CacheGeneration = Counter | ((key: string) => Counter);
/** A load under way: the generation it began at, and what it produced (undefined: nothing to share). */
type Flight<V> = { token: number; outcome: Promise<V | undefined> };

/** The share of its time to live after which the next reader of an entry renews it (see the class comment). */
const RENEW_AFTER = 0.75;

/**
 * A small in-process cache of database reads that is only trusted while nothing has been written since it was
 * filled (the database's WriteGeneration), and for at most `ttlMs` (what another process may have written, and
 * answers that depend on the clock). A read is kept only if no write began while it ran: take `begin(key)` before
 * reading and hand it to `set`. Without a generation (a database not opened through db/client.ts) it keeps nothing.
 * The generation is a WriteGeneration, or one of its views (a table, a user's writes), or a function giving each key
 * its view (a cache keyed by user: another user's writes to their own rows leave this user's entries alone).
 *
 * Single flight: when an entry expires under load, every concurrent reader misses at once; run alone, each would
 * send the same queries (50 connections on a pool of 10 queue behind each other: the tail of the latency). So a
 * reader that misses while a load of the same key is under way, and nothing has been written since that load
 * began, waits for it and shares its value (`joinable`, `lead`). Its own read would have begun at a moment with
 * the same data, so it sees nothing older than it would have; if a write begins while the shared load runs, the
 * value is still handed to those already waiting (their requests overlap that write as much as the load does)
 * but not kept, and readers arriving after the write begin a load of their own.
 *
 * Renewal: even shared, the load at expiry makes every reader of that moment wait for it (under 50 connections,
 * 50 requests every two seconds: more than the slowest 1%). So the first reader of an entry older than RENEW_AFTER
 * of its time to live loads it afresh (`renewal`), while the others still take the entry, which is as valid as
 * before; the new value replaces it when no write began meanwhile. Under steady reads an entry is renewed before it
 * expires and nobody waits for a load; an entry nobody reads just expires.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly flights = new Map<string, Flight<V>>();

  constructor(
    private readonly generation: CacheGeneration | undefined,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 5_000,
    /**
     * Whether a value is still what a read at `now` would give, as far as the clock goes (a value that depends on
     * the clock can say until when it holds, instead of relying on a short `ttlMs`). Every value holds by default.
     */
    private readonly holdsAt: (value: V, now: number) => boolean = () => true,
  ) {}

  /** The counter of `key` now, or undefined without a generation. */
  private counter(key: string): number | undefined {
    const g = this.generation;
    if (!g) return undefined;
    return typeof g === 'function' ? g(key).current : g.current;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.generation === this.counter(key) && now - entry.at < this.ttlMs && this.holdsAt(entry.value, now))
      return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** The token of a read of `key` about to start. */
  begin(key: string): number {
    return this.counter(key) ?? -1;
  }

  set(key: string, value: V, token: number): void {
    if (!this.generation || token !== this.counter(key)) return;
    // Bounded: entries of a past generation are worthless, so a full map is simply emptied.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, generation: token, at: this.now() });
  }

  /** Forgets the key, and any load of it under way (later readers load afresh). */
  delete(key: string): void {
    this.entries.delete(key);
    this.flights.delete(key);
  }

  /**
   * What a load of `key` under way will produce, when it began at the current generation (nothing written since):
   * a reader that missed may wait for it instead of loading. Resolves to undefined when that load produced no value
   * (it failed, or answered something not to share): the reader then loads on its own.
   */
  joinable(key: string): Promise<V | undefined> | undefined {
    const flight = this.flights.get(key);
    if (!flight || !this.generation || flight.token !== this.counter(key)) return undefined;
    return flight.outcome;
  }

  /**
   * Announces the caller's load of `key`, begun at `token` (from `begin(key)`), for others to join. The returned
   * `settle` must be called once the load ends: with its value (kept as by `set`, and handed to those waiting) or
   * undefined (nothing kept; they load on their own). Later calls of `settle` do nothing.
   */
  lead(key: string, token: number): (value: V | undefined) => void {
    let resolve: (value: V | undefined) => void = () => undefined;
    const flight: Flight<V> = { token, outcome: new Promise((r) => (resolve = r)) };
    // Without a generation nothing tells when a shared value went stale: no sharing either.
    if (this.generation) this.flights.set(key, flight);
    let settled = false;
    return (value) => {
      if (settled) return;
      settled = true;
      if (this.flights.get(key) === flight) this.flights.delete(key);
      if (value !== undefined) this.set(key, value, token);
      resolve(value);
    };
  }

  /**
   * Called after `get(key)` gave a value: when that entry is due for renewal and nobody is renewing it yet, the
   * caller is made its renewer (as by `lead`) and must load it afresh and `settle`; otherwise undefined.
   */
  renewal(key: string): ((value: V | undefined) => void) | undefined {
    const entry = this.entries.get(key);
    if (!entry || this.joinable(key) || this.now() - entry.at < this.ttlMs * RENEW_AFTER) return undefined;
    return this.lead(key, this.begin(key));
  }

  /**
   * Reads through the cache, sharing a load under way (see the class comment). An entry due for renewal is still
   * returned at once; the renewal runs behind it.
   */
  async read(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) {
      const renew = this.renewal(key);
      // A failed renewal changes nothing: the entry stays until it expires, and a later reader tries again.
      if (renew) void settleWith(renew, load).catch(() => undefined);
      return hit;
    }
    const shared = this.joinable(key);
    if (shared) {
      const value = await shared;
      if (value !== undefined) return value;
    }
    return settleWith(this.lead(key, this.begin(key)), load);
  }
}

/** Runs a load and settles its flight with the outcome (undefined when it failed); resolves as the load does. */
async function settleWith<V>(settle: (value: V | undefined) => void, load: () => Promise<V>): Promise<V> {
  try {
    const value = await load();
    settle(value);
    return value;
  } catch (err) {
    settle(undefined);
    throw err;
  }
}
