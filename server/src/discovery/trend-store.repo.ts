import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { discoveredTopics, keywords, newsItems, trendExplanations, trendMentions, trends } from '../db/schema';
import { chunks, intPairs, sameCompany, type ScopeRef } from './repo-helpers';

/** Trend-side writes of the discovery cycle, batched like discovery.repo.ts. */

// ── trends ────────────────────────────────────────────────────────────────────────────────────────────────────

export interface StoredTrend {
  id: number;
  clusterKey: string;
  title: string;
  description: string;
  category: string;
  trendingReason: string;
  firstSeenAt: Date;
}

export async function loadTrends(db: Db, ref: ScopeRef): Promise<StoredTrend[]> {
  return db
    .select({
      id: trends.id,
      clusterKey: trends.clusterKey,
      title: trends.title,
      description: trends.description,
      category: trends.category,
      trendingReason: trends.trendingReason,
      firstSeenAt: trends.firstSeenAt,
    })
    .from(trends)
    .where(and(eq(trends.scope, ref.scope), sameCompany(trends.companyId, ref.companyId)));
}

export type TrendRow = Omit<typeof trends.$inferInsert, 'id' | 'createdAt'>;

/** Inserts or updates trends by (scope, company, cluster key); returns cluster key → id. */
export async function upsertTrends(db: Db, rows: readonly TrendRow[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  for (const chunk of chunks(rows, 200)) {
    const saved = await db
      .insert(trends)
      .values(chunk)
      .onConflictDoUpdate({
        target: [trends.scope, trends.companyId, trends.clusterKey],
        set: {
          title: excluded('title'),
          description: excluded('description'),
          category: excluded('category'),
          relatedKeywords: excluded('related_keywords'),
          sourceUrls: excluded('source_urls'),
          mentions: excluded('mentions'),
          growth: excluded('growth'),
          mentionVelocity: excluded('mention_velocity'),
          mentionVolume: excluded('mention_volume'),
          sentiment: excluded('sentiment'),
          sentimentScore: excluded('sentiment_score'),
          trendingReason: excluded('trending_reason'),
          timeframe: excluded('timeframe'),
          rank: excluded('rank'),
          isActive: excluded('is_active'),
          keyword: excluded('keyword'),
          // A story's first sighting never moves later, even if its oldest items fell out of the window.
          firstSeenAt: sql`least(${trends.firstSeenAt}, excluded.first_seen_at)`,
          lastSeenAt: excluded('last_seen_at'),
          updatedAt: excluded('updated_at'),
        },
      })
      .returning({ id: trends.id, clusterKey: trends.clusterKey });
    for (const row of saved) out.set(row.clusterKey, row.id);
  }
  return out;
}

/** Marks the scope's active trends that are not in `keepIds` inactive; returns how many. */
export async function deactivateTrends(db: Db, ref: ScopeRef, keepIds: readonly number[], now: Date): Promise<number> {
  const conditions = [eq(trends.scope, ref.scope), sameCompany(trends.companyId, ref.companyId), eq(trends.isActive, true)];
  if (keepIds.length > 0) conditions.push(notInArray(trends.id, [...keepIds]));
  const rows = await db
    .update(trends)
    .set({ isActive: false, updatedAt: now })
    .where(and(...conditions))
    .returning({ id: trends.id });
  return rows.length;
}

/**
 * Replaces the hourly mention buckets of these trends from `since` on. Older buckets are kept: the items behind
 * them have left the clustering window, but they still feed the month view's previous-window growth.
 */
export async function replaceMentionBuckets(
  db: Db,
  trendIds: readonly number[],
  since: Date,
  buckets: readonly { trendId: number; bucketStart: Date; mentions: number }[],
): Promise<void> {
  for (const chunk of chunks(trendIds)) {
    await db.delete(trendMentions).where(and(inArray(trendMentions.trendId, chunk), gt(trendMentions.bucketStart, since)));
  }
  const fresh = buckets.filter((b) => b.bucketStart.getTime() > since.getTime());
  for (const chunk of chunks(fresh)) {
    await db
      .insert(trendMentions)
      .values(chunk)
      .onConflictDoUpdate({ target: [trendMentions.trendId, trendMentions.bucketStart], set: { mentions: sql`excluded.mentions` } });
  }
}

/** Sets news_items.trend_id for (item id, trend id or null) pairs, skipping rows that already hold the value. */
export async function linkItemsToTrends(db: Db, links: readonly (readonly [number, number | null])[]): Promise<void> {
  for (const chunk of chunks(links)) {
    await db.execute(sql`update ${newsItems} set trend_id = v.trend_id from ${intPairs(chunk)} as v(id, trend_id)
      where ${newsItems.id} = v.id and ${newsItems.trendId} is distinct from v.trend_id`);
  }
}

/** Sets discovered_topics.enriched_trend_id for (topic id, trend id or null) pairs. */
export async function linkTopicsToTrends(db: Db, links: readonly (readonly [number, number | null])[]): Promise<void> {
  for (const chunk of chunks(links)) {
    await db.execute(sql`update ${discoveredTopics} set enriched_trend_id = v.trend_id from ${intPairs(chunk)} as v(id, trend_id)
      where ${discoveredTopics.id} = v.id and ${discoveredTopics.enrichedTrendId} is distinct from v.trend_id`);
  }
}

export type ExplanationRow = Omit<typeof trendExplanations.$inferInsert, 'id'>;

export async function upsertExplanations(db: Db, rows: readonly ExplanationRow[]): Promise<void> {
  for (const chunk of chunks(rows, 500)) {
    await db
      .insert(trendExplanations)
      .values(chunk)
      .onConflictDoUpdate({
        target: [trendExplanations.trendId, trendExplanations.companyId],
        set: {
          relevanceScore: sql`excluded.relevance_score`,
          matchedKeywords: sql`excluded.matched_keywords`,
          semanticSimilarity: sql`excluded.semantic_similarity`,
          explanation: sql`excluded.explanation`,
          computedAt: sql`excluded.computed_at`,
        },
      });
  }
}

// ── keywords ──────────────────────────────────────────────────────────────────────────────────────────────────

export async function loadKeywords(db: Db, companyIds: readonly number[]): Promise<Array<{ id: number; companyId: number; term: string }>> {
  if (companyIds.length === 0) return [];
  return db
    .select({ id: keywords.id, companyId: keywords.companyId, term: keywords.term })
    .from(keywords)
    .where(inArray(keywords.companyId, [...companyIds]));
}

export async function updateKeywordCounts(db: Db, rows: readonly { id: number; mentions: number; trend: number }[]): Promise<void> {
  for (const chunk of chunks(rows)) {
    const values = sql.join(
      chunk.map((r) => sql`(${r.id}::int, ${r.mentions}::int, ${r.trend}::real)`),
      sql`, `,
    );
    await db.execute(sql`update ${keywords} set mentions = v.mentions, trend = v.trend from (values ${values}) as v(id, mentions, trend)
      where ${keywords.id} = v.id`);
  }
}
