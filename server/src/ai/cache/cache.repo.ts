import { and, desc, eq, gt, inArray, like, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cacheCounters, cacheEntries } from '../../db/schema';

/** Entries that have not expired, for the given keys. */
export async function findLive(db: Db, keys: string[], now: Date): Promise<Map<string, unknown>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: cacheEntries.key, value: cacheEntries.value })
    .from(cacheEntries)
    .where(and(inArray(cacheEntries.key, keys), gt(cacheEntries.expiresAt, now)));
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** The newest live value among the entry `key` and the entries whose key starts with `prefix`. */
export async function findNewestLive(db: Db, key: string, prefix: string, now: Date): Promise<unknown> {
  const [row] = await db
    .select({ value: cacheEntries.value })
    .from(cacheEntries)
    .where(and(or(eq(cacheEntries.key, key), like(cacheEntries.key, `${escapeLike(prefix)}%`)), gt(cacheEntries.expiresAt, now)))
    .orderBy(desc(cacheEntries.createdAt))
    .limit(1);
  return row?.value;
}

export async function markHits(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.update(cacheEntries).set({ hits: sql`${cacheEntries.hits} + 1` }).where(inArray(cacheEntries.key, keys));
}

/** Writes (or replaces) entries; a replaced entry starts again with no hits. */
export async function upsertEntries(db: Db, rows: Array<{ key: string; value: unknown; expiresAt: Date }>, now: Date): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(cacheEntries)
    .values(rows.map((r) => ({ key: r.key, value: r.value, expiresAt: r.expiresAt, hits: 0, createdAt: now })))
    .onConflictDoUpdate({
      target: cacheEntries.key,
      set: { value: sql`excluded.value`, expiresAt: sql`excluded.expires_at`, hits: 0, createdAt: sql`excluded.created_at` },
    });
}

/** Adds to a prefix's hit and miss counters in one statement, safe under concurrent requests. */
export async function addToCounters(db: Db, prefix: string, hits: number, misses: number): Promise<void> {
  if (hits === 0 && misses === 0) return;
  await db
    .insert(cacheCounters)
    .values({ prefix, hits, misses })
    .onConflictDoUpdate({
      target: cacheCounters.prefix,
      set: { hits: sql`${cacheCounters.hits} + ${hits}`, misses: sql`${cacheCounters.misses} + ${misses}` },
    });
}

/** Live entries per prefix (the part of the key before the first colon). */
export async function liveCountsByPrefix(db: Db, now: Date): Promise<Map<string, number>> {
  const prefix = sql<string>`split_part(${cacheEntries.key}, ':', 1)`;
  const rows = await db
    .select({ prefix, count: sql<number>`count(*)::int` })
    .from(cacheEntries)
    .where(gt(cacheEntries.expiresAt, now))
    .groupBy(prefix);
  return new Map(rows.map((r) => [r.prefix, Number(r.count)]));
}

export async function allCounters(db: Db): Promise<Array<{ prefix: string; hits: number; misses: number }>> {
  return db.select().from(cacheCounters);
}

/** Deletes every entry, or those of one prefix; returns how many went. */
export async function deleteEntries(db: Db, prefix?: string): Promise<number> {
  const query = db.delete(cacheEntries);
  const rows = await (prefix === undefined ? query : query.where(like(cacheEntries.key, `${escapeLike(prefix)}:%`))).returning({
    key: cacheEntries.key,
  });
  return rows.length;
}

export async function deleteKey(db: Db, key: string): Promise<boolean> {
  const rows = await db.delete(cacheEntries).where(inArray(cacheEntries.key, [key])).returning({ key: cacheEntries.key });
  return rows.length > 0;
}

/** Deletes the entry `key` and its owned variants (`key.<owner>.<input>`); true when any went. */
export async function deleteKeyFamily(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .delete(cacheEntries)
    .where(or(eq(cacheEntries.key, key), like(cacheEntries.key, `${escapeLike(key)}.%`)))
    .returning({ key: cacheEntries.key });
  return rows.length > 0;
}

export async function deleteExpired(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(cacheEntries).where(lte(cacheEntries.expiresAt, now)).returning({ key: cacheEntries.key });
  return rows.length;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
