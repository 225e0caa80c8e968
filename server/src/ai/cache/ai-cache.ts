import type { Db } from '../../db/client';
import { CACHE_OPERATIONS, cacheKey, companyAnalysisKeyInput, ownerPart, type CacheOperation, type CacheScope } from './cache-key';
import * as repo from './cache.repo';

export interface CacheStats {
  /** Live (unexpired) entries. */
  totalEntries: number;
  /** Live entries per operation, named as the admin screen shows them. */
  keyBreakdown: { companyAnalysis: number; trendEnrichment: number; mediaContacts: number; trendSearch: number };
  hits: number;
  misses: number;
  /** Hit and miss counters per operation, kept across restarts. */
  counters: Record<CacheOperation, { hits: number; misses: number }>;
}

/**
 * A database-backed cache for AI and search results. Keys are `<operation>:<sha256 of normalised input>`; values
 * are JSON. Hits and misses are counted per operation. The clock is injectable so expiry can be tested.
 */
export class AiCache {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async getOrCompute<T>(
    operation: CacheOperation,
    input: unknown,
    ttlMs: number,
    compute: () => Promise<T>,
    scope?: CacheScope,
  ): Promise<T> {
    const [value] = await this.getOrComputeMany(operation, [input], ttlMs, async () => [await compute()], scope);
    return value as T;
  }

  /**
   * Batch form: looks every input up at once and calls `computeMissing` a single time with only the misses
   * (in input order), which must return one result per miss. Trend enrichment uses this to stay one AI call.
   */
  async getOrComputeMany<I, T>(
    operation: CacheOperation,
    inputs: I[],
    ttlMs: number,
    computeMissing: (missing: I[]) => Promise<T[]>,
    scope?: CacheScope,
  ): Promise<T[]> {
    const now = this.now();
    const keys = inputs.map((input) => cacheKey(operation, input, scope));
    const found = await repo.findLive(this.db, [...new Set(keys)], now);
    const missingIndexes = keys.map((key, i) => (found.has(key) ? -1 : i)).filter((i) => i >= 0);
    const hitKeys = keys.filter((key) => found.has(key));
    await repo.markHits(this.db, [...new Set(hitKeys)]);
    await repo.addToCounters(this.db, operation, hitKeys.length, missingIndexes.length);
    if (missingIndexes.length > 0) {
      const computed = await computeMissing(missingIndexes.map((i) => inputs[i] as I));
      if (computed.length !== missingIndexes.length) {
        throw new Error(`${operation}: expected ${missingIndexes.length} computed results, got ${computed.length}`);
      }
      const expiresAt = new Date(now.getTime() + ttlMs);
      const rows = new Map<string, { key: string; value: unknown; expiresAt: Date }>();
      missingIndexes.forEach((inputIndex, j) => {
        const key = keys[inputIndex] as string;
        found.set(key, computed[j]);
        rows.set(key, { key, value: computed[j], expiresAt });
      });
      await repo.upsertEntries(this.db, [...rows.values()], now);
    }
    return keys.map((key) => found.get(key) as T);
  }

  /** A live entry's value without counting a hit or miss (reading back an earlier result, not a use); undefined when none. */
  async peek(operation: CacheOperation, input: unknown, scope?: CacheScope): Promise<unknown> {
    const key = cacheKey(operation, input, scope);
    return (await repo.findLive(this.db, [key], this.now())).get(key);
  }

  /**
   * The newest live entry of `input` that `owner` may read: the shared one or one of their own, whatever they
   * typed; never another owner's. For reading back an earlier result when the typed part may have been edited since.
   */
  peekLatestFor(operation: CacheOperation, input: unknown, owner: string): Promise<unknown> {
    const shared = cacheKey(operation, input);
    return repo.findNewestLive(this.db, shared, `${shared}.${ownerPart(owner)}.`, this.now());
  }

  /** Forgets one input's entry (e.g. the admin's company refresh); true when there was one. */
  invalidate(operation: CacheOperation, input: unknown): Promise<boolean> {
    return repo.deleteKey(this.db, cacheKey(operation, input));
  }

  /** Forgets a company's analysis, shared and every account's, identified as the admin screen does: name and website. */
  refreshCompany(companyName: string, website: string): Promise<boolean> {
    return repo.deleteKeyFamily(this.db, cacheKey('company_analysis', companyAnalysisKeyInput(companyName, website)));
  }

  async stats(): Promise<CacheStats> {
    const live = await repo.liveCountsByPrefix(this.db, this.now());
    const counters = Object.fromEntries(
      CACHE_OPERATIONS.map((op) => [op, { hits: 0, misses: 0 }]),
    ) as CacheStats['counters'];
    for (const row of await repo.allCounters(this.db)) {
      if ((CACHE_OPERATIONS as string[]).includes(row.prefix))
        counters[row.prefix as CacheOperation] = { hits: Number(row.hits), misses: Number(row.misses) };
    }
    const values = Object.values(counters);
    return {
      totalEntries: [...live.values()].reduce((sum, n) => sum + n, 0),
      keyBreakdown: {
        companyAnalysis: live.get('company_analysis') ?? 0,
        trendEnrichment: live.get('trend_enrichment') ?? 0,
        mediaContacts: live.get('media_contacts') ?? 0,
        trendSearch: live.get('trend_search') ?? 0,
      },
      hits: values.reduce((sum, c) => sum + c.hits, 0),
      misses: values.reduce((sum, c) => sum + c.misses, 0),
      counters,
    };
  }

  /** Deletes every entry, or one operation's ('trend_enrichment' or 'trend_enrichment:'); returns the count. */
  clear(prefix?: string): Promise<number> {
    const clean = prefix?.trim().replace(/:$/, '');
    return repo.deleteEntries(this.db, clean ? clean : undefined);
  }

  purgeExpired(): Promise<number> {
    return repo.deleteExpired(this.db, this.now());
  }
}
