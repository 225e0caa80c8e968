import { createHash } from 'node:crypto';
import { acquireSession, type Db } from './client';

/**
 * The migrations' Postgres advisory lock: taken on one dedicated connection (session-level, so it spans the
 * migrations' transactions and dies with the connection if the process does). Background work never takes locks of
 * its own: it runs as jobs on the queue, whose singleton keys keep one of a kind at a time (decision 0041).
 */

/** Stable signed 64-bit key for a readable name (Postgres advisory locks are keyed by bigint). */
export function advisoryKey(name: string): string {
  return createHash('sha256').update(name).digest().readBigInt64BE(0).toString();
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
