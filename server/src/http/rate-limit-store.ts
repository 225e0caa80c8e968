import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Db } from '../db/client';
import { createRateLimitHitsRepo, type RateLimitHitsRepo } from './rate-limit-hits.repo';

/** Expired windows are deleted at most this often by each store (on a hit, so an idle server does nothing). */
export const RATE_LIMIT_PRUNE_EVERY_MS = 60_000;

/**
 * express-rate-limit's counters in the database (`rate_limit_hits`) instead of each process's memory, so that N
 * server processes on one PostgreSQL give one budget, not N. A hit is one upsert; a window is a row with its
 * reset time, started by the first hit after the previous one ended. One store per limiter (the library refuses a
 * store shared by two), each told its window by `init`.
 */
export class DbRateLimitStore implements Store {
  /** Kept in the database, so a hit in one process counts in every other (the library's double-count check reads it). */
  readonly localKeys = false;
  private readonly repo: RateLimitHitsRepo;
  private windowMs = 60_000;
  private lastPrune = 0;

  constructor(
    db: Db,
    readonly prefix: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.repo = createRateLimitHitsRepo(db);
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await this.repo.current(key, this.clock());
    return row && { totalHits: row.hits, resetTime: row.resetAt };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.clock();
    if (now.getTime() - this.lastPrune >= RATE_LIMIT_PRUNE_EVERY_MS) {
      this.lastPrune = now.getTime();
      await this.repo.pruneExpired(now);
    }
    const row = await this.repo.hit(key, now, this.windowMs);
    return { totalHits: row.hits, resetTime: row.resetAt };
  }

  decrement(key: string): Promise<void> {
    return this.repo.unhit(key);
  }

  resetKey(key: string): Promise<void> {
    return this.repo.reset(key);
  }

  resetAll(): Promise<void> {
    return this.repo.resetPrefix(`${this.prefix}:`);
  }
}
