import { and, count, desc, eq, inArray, isNull, lt, max, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { discoveredTopics, discoveryRuns, sourceStates, trendExplanations, trends } from '../db/schema';

/**
 * What operators read and prune on the admin screen: discovery's runs, source states, global trends and
 * discovered topics. Discovery writes these tables, so their maintenance queries live beside its writers.
 */
export type RunRow = typeof discoveryRuns.$inferSelect;
export type SourceStateRow = typeof sourceStates.$inferSelect;
export type TopicRow = typeof discoveredTopics.$inferSelect;

export async function recentRuns(db: Db, limit: number): Promise<RunRow[]> {
  return db.select().from(discoveryRuns).orderBy(desc(discoveryRuns.startedAt), desc(discoveryRuns.id)).limit(limit);
}

export async function sourceStatesOf(db: Db, keys: readonly string[]): Promise<SourceStateRow[]> {
  return keys.length === 0
    ? []
    : db
        .select()
        .from(sourceStates)
        .where(inArray(sourceStates.key, [...keys]));
}

export async function trendCounts(db: Db): Promise<{ total: number; global: number }> {
  const [row] = await db
    .select({ total: count(), global: sql<number>`count(*) filter (where ${trends.scope} = 'global')::int` })
    .from(trends);
  return { total: Number(row?.total ?? 0), global: Number(row?.global ?? 0) };
}

/** Global trends, most recently seen first, each with its best relevance to any company (0 when none scored it). */
export async function globalTrends(db: Db, limit: number) {
  const best = db
    .select({ trendId: trendExplanations.trendId, score: max(trendExplanations.relevanceScore).as('score') })
    .from(trendExplanations)
    .groupBy(trendExplanations.trendId)
    .as('best');
  return db
    .select({
      id: trends.id,
      title: trends.title,
      description: trends.description,
      category: trends.category,
      relevanceScore: sql<number>`coalesce(${best.score}, 0)`,
      mentions: trends.mentions,
      lastSeenAt: trends.lastSeenAt,
      createdAt: trends.createdAt,
    })
    .from(trends)
    .leftJoin(best, eq(best.trendId, trends.id))
    .where(eq(trends.scope, 'global'))
    .orderBy(desc(trends.lastSeenAt), desc(trends.id))
    .limit(limit);
}

/** Deletes global trends not seen since `cutoff`, except those `keep` (saved by someone); personal trends are untouched. */
export async function deleteGlobalTrendsBefore(db: Db, cutoff: Date, keep: readonly number[]): Promise<number> {
  const older = and(eq(trends.scope, 'global'), lt(trends.lastSeenAt, cutoff));
  const gone = await db
    .delete(trends)
    .where(keep.length > 0 ? and(older, notInArray(trends.id, [...keep])) : older)
    .returning({ id: trends.id });
  return gone.length;
}

/** Topics, most recently seen first; with `cutoff`, only those last seen before it. */
export async function topics(db: Db, cutoff: Date | null, limit: number): Promise<TopicRow[]> {
  return db
    .select()
    .from(discoveredTopics)
    .where(cutoff ? lt(discoveredTopics.lastSeenAt, cutoff) : undefined)
    .orderBy(desc(discoveredTopics.lastSeenAt), desc(discoveredTopics.id))
    .limit(limit);
}

export async function topicCounts(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      linked: sql<number>`count(*) filter (where ${discoveredTopics.enrichedTrendId} is not null)::int`,
      global: sql<number>`count(*) filter (where ${discoveredTopics.scope} = 'global')::int`,
    })
    .from(discoveredTopics);
  const total = Number(row?.total ?? 0);
  const linked = Number(row?.linked ?? 0);
  return { total, linked, unlinked: total - linked, global: Number(row?.global ?? 0) };
}

/**
 * Deletes topics last seen before `cutoff` unless linked to one of `preservedTrendIds` (trends users saved), in one
 * transaction, so evaluated = deleted + preserved describes one consistent moment.
 */
export async function cleanupTopics(db: Db, cutoff: Date, preservedTrendIds: readonly number[]) {
  return db.transaction(async (tx) => {
    const old = lt(discoveredTopics.lastSeenAt, cutoff);
    const [evaluated] = await tx.select({ n: count() }).from(discoveredTopics).where(old);
    const deletable =
      preservedTrendIds.length > 0
        ? and(
            old,
            or(
              isNull(discoveredTopics.enrichedTrendId),
              notInArray(discoveredTopics.enrichedTrendId, [...preservedTrendIds]),
            ),
          )
        : old;
    const gone = await tx.delete(discoveredTopics).where(deletable).returning({ id: discoveredTopics.id });
    const total = Number(evaluated?.n ?? 0);
    return { evaluated: total, deleted: gone.length, preserved: total - gone.length };
  });
}
