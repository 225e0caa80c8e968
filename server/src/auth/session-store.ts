import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import session, { type SessionData } from 'express-session';
import { writeGenerationOf, type Db } from '../db/client';
import { ReadCache } from '../db/read-cache';
import { sessions } from '../db/schema';
import type { Logger } from '../logger';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How long a session read is reused without asking the database again (unless the sessions table was written
 * meanwhile, see db/read-cache.ts). Every /api request reads its session, and on the embedded database each read waits its turn
 * on the one connection; a sign-out on another instance of the app is seen here within this time.
 */
const SESSION_CACHE_MS = 5_000;

export type DbSessionStoreOptions = {
  db: Db;
  logger: Logger;
  /** Used when a session has no cookie expiry of its own. */
  defaultTtlMs?: number;
  now?: () => Date;
};

/**
 * Deletes every session signed in as this user (account deletion, a password reset; pass its transaction), but
 * `exceptSid` when given (the browser that made the change stays signed in). The auth code owns `sessions`.
 */
export async function deleteSessionsOfUser(db: Db, userId: string, exceptSid?: string): Promise<void> {
  const ofUser = sql`${sessions.sess}->>'userId' = ${userId}`;
  await db.delete(sessions).where(exceptSid ? and(ofUser, ne(sessions.sid, exceptSid)) : ofUser);
}

/** Deletes every session expired at `now`; returns how many went (the hourly maintenance job, admin-maintenance.ts). */
export async function pruneExpiredSessions(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
  return gone.length;
}

/**
 * express-session store over the `sessions` table through drizzle, so it runs on PGlite, node-postgres and
 * Neon alike (connect-pg-simple needs a pg.Pool). Expired rows are never returned; the hourly maintenance job deletes them.
 *
 * No `touch`: a session lives as long as its cookie, 30 days from the last time it was saved (sign-in), because the
 * cookie is only sent again when the session changes (express-session's `rolling: false`). Moving the row's expiry
 * on reads would keep rows alive that no browser can present, and with a `touch` method express-session splits
 * every response in two writes around a database round trip (measured: a third of a cached answer's CPU time).
 */
export class DbSessionStore extends session.Store {
  private readonly db: Db;
  private readonly logger: Logger;
  private readonly defaultTtlMs: number;
  private readonly now: () => Date;
  /** Rows as stored (JSON text: express-session mutates the object it is given). */
  private readonly cache: ReadCache<{ json: string; expire: number } | null>;

  constructor(options: DbSessionStoreOptions) {
    super();
    this.db = options.db;
    this.logger = options.logger;
    this.defaultTtlMs = options.defaultTtlMs ?? 30 * DAY_MS;
    this.now = options.now ?? (() => new Date());
    // Only writes to the sessions table can change a session.
    this.cache = new ReadCache(writeGenerationOf(this.db)?.table('sessions'), SESSION_CACHE_MS);
  }

  private expiryOf(sess: SessionData): Date {
    const expires = sess.cookie?.expires;
    if (expires) return new Date(expires);
    return new Date(this.now().getTime() + this.defaultTtlMs);
  }

  /** Runs an async operation and reports it through express-session's callback style. */
  private run<T>(work: Promise<T>, callback: ((err: unknown, value?: T) => void) | undefined): void {
    work.then(
      (value) => callback?.(null, value),
      (err: unknown) => callback?.(err),
    );
  }

  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    const work = this.cache
      .read(sid, () =>
        this.db
          .select({ sess: sessions.sess, expire: sessions.expire })
          .from(sessions)
          .where(eq(sessions.sid, sid))
          .then(([row]) => (row ? { json: JSON.stringify(row.sess), expire: row.expire.getTime() } : null)),
      )
      .then((row) => {
        if (!row || row.expire <= this.now().getTime()) return null;
        return JSON.parse(row.json) as SessionData;
      });
    this.run(work, callback);
  }

  override set(sid: string, sess: SessionData, callback?: (err?: unknown) => void): void {
    const expire = this.expiryOf(sess);
    const work = this.db
      .insert(sessions)
      .values({ sid, sess, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire } })
      .then(() => this.cache.delete(sid));
    this.run(work, callback);
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.cache.delete(sid);
    this.run(
      this.db
        .delete(sessions)
        .where(eq(sessions.sid, sid))
        .then(() => undefined),
      callback,
    );
  }

  override length(callback: (err: unknown, length?: number) => void): void {
    const work = this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(gt(sessions.expire, this.now()))
      .then(([row]) => Number(row?.n ?? 0));
    this.run(work, callback);
  }

  override clear(callback?: (err?: unknown) => void): void {
    this.run(
      this.db.delete(sessions).then(() => undefined),
      callback,
    );
  }

  /** Deletes every expired session; returns how many went. */
  pruneExpired(): Promise<number> {
    return pruneExpiredSessions(this.db, this.now());
  }

  /** Nothing to release: expired rows are deleted by the hourly maintenance job, not by a timer of this store. */
  close(): void {}
}
