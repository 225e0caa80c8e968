import { createHash } from 'node:crypto';
import { acquireSession, isPoolTimeout, lockSessionSlots, type Db } from './client';

/**
 * Postgres advisory locks, SESSION-level: the lock is taken on one dedicated connection and held until
 * `release()` (or until that connection dies, so a crashed instance never keeps it). Session-level rather than
 * transaction-level because the work it guards (a discovery cycle) runs for minutes over many transactions, and
 * on PGlite an open transaction would block every other query of the process.
 *
 * PGlite is one session for the whole process, where Postgres would let the same session take a lock twice;
 * the in-process `held` set makes a second attempt in this process fail as it would from another instance.
 */
export type AdvisoryLock = { key: string; release: () => Promise<void> };

/** How long a lock attempt queues for a free connection by default before giving up. */
export const DEFAULT_LOCK_WAIT_MS = 30_000;

/**
 * The attempt could not get a connection to try the lock on within its wait: every lock slot of the pool was taken
 * by other holders (cycles of other companies) or the pool itself had none to give. Nobody else holds *this* lock;
 * the database is busy, so the caller gives up cleanly and may retry later.
 */
export class LockWaitTimeout extends Error {
  constructor(
    readonly lockName: string,
    readonly waitedMs: number,
  ) {
    super(`gave up after ${Math.round(waitedMs / 1000)} s waiting for a free database connection for ${lockName}`);
    this.name = 'LockWaitTimeout';
  }
}

const held = new WeakMap<Db, Set<string>>();

/** Stable signed 64-bit key for a readable name (Postgres advisory locks are keyed by bigint). */
export function advisoryKey(name: string): string {
  return createHash('sha256').update(name).digest().readBigInt64BE(0).toString();
}

function heldSet(db: Db): Set<string> {
  let set = held.get(db);
  if (!set) held.set(db, (set = new Set()));
  return set;
}

/**
 * Takes the lock if free and returns a handle; returns null at once when anyone (here or elsewhere) holds it.
 * The dedicated connection comes out of the pool's lock slots (client.ts, lockSessionBudget): when all are held by
 * other locks, the attempt queues for up to `waitMs` and then throws LockWaitTimeout, so locks never take the
 * connections their holders' own queries (and every request) need.
 */
export async function tryAdvisoryLock(
  db: Db,
  name: string,
  options: { waitMs?: number } = {},
): Promise<AdvisoryLock | null> {
  const locks = heldSet(db);
  if (locks.has(name)) return null;
  locks.add(name);
  const waitMs = options.waitMs ?? DEFAULT_LOCK_WAIT_MS;
  const slots = lockSessionSlots(db);
  if (slots && !(await slots.acquire(waitMs))) {
    locks.delete(name);
    throw new LockWaitTimeout(name, waitMs);
  }
  const giveBack = () => {
    slots?.release();
    locks.delete(name);
  };
  const key = advisoryKey(name);
  let session;
  try {
    session = await acquireSession(db);
    const [row] = await session.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [key]);
    if (!row?.locked) {
      session.release();
      giveBack();
      return null;
    }
  } catch (err) {
    session?.release();
    giveBack();
    throw isPoolTimeout(err) ? new LockWaitTimeout(name, waitMs) : err;
  }
  const s = session;
  let released = false;
  return {
    key: name,
    release: async () => {
      if (released) return;
      released = true;
      try {
        await s.query('select pg_advisory_unlock($1::bigint)', [key]);
      } finally {
        s.release();
        giveBack();
      }
    },
  };
}

/** Waits for the lock, runs `fn`, releases. Used around migrations so several instances starting at once take turns. */
export async function withAdvisoryLock<T>(db: Db, name: string, fn: () => Promise<T>): Promise<T> {
  const key = advisoryKey(name);
  const session = await acquireSession(db);
  try {
    await session.query('select pg_advisory_lock($1::bigint)', [key]);
    try {
      return await fn();
    } finally {
      await session.query('select pg_advisory_unlock($1::bigint)', [key]);
    }
  } finally {
    session.release();
  }
}
