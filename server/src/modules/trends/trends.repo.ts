import type { TrendSource } from '@newsjack/shared';
import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trendExplanations, trendMentions, trends } from '../../db/schema';
import type { MentionBucket } from '../../discovery/pipeline/metrics';

export type TrendRow = typeof trends.$inferSelect;
export type ExplanationRow = typeof trendExplanations.$inferSelect;
export type NewExplanationRow = Omit<typeof trendExplanations.$inferInsert, 'id'>;

/** A trend with one company's relevance; 0 and [] when discovery has not scored it for that company yet. */
export type ScoredTrendRow = { trend: TrendRow; relevanceScore: number; matchedKeywords: string[] };

/** Trends one company may see: every global trend and its own personal ones, never another company's. */
export function visibleTo(companyId: number | null, source: TrendSource = 'all'): SQL {
  const global = eq(trends.scope, 'global');
  const personal =
    companyId === null ? sql`false` : and(eq(trends.scope, 'personal'), eq(trends.companyId, companyId))!;
  if (source === 'global') return global;
  if (source === 'personal') return personal;
  return or(global, personal)!;
}

/** Trends owned through any of these companies (saved items outlive a company switch), plus global ones. */
function globalOrOwned(companyIds: readonly number[]): SQL {
  return companyIds.length === 0
    ? eq(trends.scope, 'global')
    : or(eq(trends.scope, 'global'), inArray(trends.companyId, [...companyIds]))!;
}

export function createTrendsRepo(db: Db) {
  /** Trends with the relevance stored for `companyId` (a left join, so unscored trends are kept). */
  async function scored(where: SQL | undefined, companyId: number | null): Promise<ScoredTrendRow[]> {
    const joinOn =
      companyId === null
        ? sql`false`
        : and(eq(trendExplanations.trendId, trends.id), eq(trendExplanations.companyId, companyId));
    const rows = await db
      .select({
        trend: trends,
        relevanceScore: trendExplanations.relevanceScore,
        matchedKeywords: trendExplanations.matchedKeywords,
      })
      .from(trends)
      .leftJoin(trendExplanations, joinOn)
      .where(where)
      .orderBy(asc(trends.rank), asc(trends.id));
    return rows.map((r) => ({
      trend: r.trend,
      relevanceScore: r.relevanceScore ?? 0,
      matchedKeywords: r.matchedKeywords ?? [],
    }));
  }

  return {
    /** Active trends the company can see from one source tab (no company: global ones only). */
    listActiveVisible: (companyId: number | null, source: TrendSource) =>
      scored(and(eq(trends.isActive, true), visibleTo(companyId, source)), companyId),

    /** Every trend the company may see that was seen after `since`, active or not (figures as of a past date). */
    listVisibleSeenSince: (companyId: number | null, source: TrendSource, since: Date) =>
      scored(and(gt(trends.lastSeenAt, since), visibleTo(companyId, source)), companyId),

    /** One trend, when the company may see it (global, or its own personal trend); active or not. */
    async findVisible(id: number, companyId: number | null): Promise<TrendRow | undefined> {
      const [row] = await db
        .select()
        .from(trends)
        .where(and(eq(trends.id, id), visibleTo(companyId)));
      return row;
    },

    /** Trends by id that are global or personal to one of `ownedCompanyIds`, scored for `companyId`. */
    findOwnedByIds: (ids: readonly number[], ownedCompanyIds: readonly number[], companyId: number | null) =>
      ids.length === 0
        ? Promise.resolve([])
        : scored(and(inArray(trends.id, [...ids]), globalOrOwned(ownedCompanyIds)), companyId),

    /** The company's active personal trends, scored for it (keyword searches pick from these). */
    listActivePersonal: (companyId: number) =>
      scored(and(eq(trends.isActive, true), eq(trends.scope, 'personal'), eq(trends.companyId, companyId)), companyId),

    /** Hourly mention buckets after `since`, per trend, oldest first. */
    async mentionHistory(trendIds: readonly number[], since: Date): Promise<Map<number, MentionBucket[]>> {
      const out = new Map<number, MentionBucket[]>();
      if (trendIds.length === 0) return out;
      const rows = await db
        .select({
          trendId: trendMentions.trendId,
          bucketStart: trendMentions.bucketStart,
          mentions: trendMentions.mentions,
        })
        .from(trendMentions)
        .where(and(inArray(trendMentions.trendId, [...trendIds]), gt(trendMentions.bucketStart, since)))
        .orderBy(asc(trendMentions.bucketStart));
      for (const r of rows)
        out.set(r.trendId, [...(out.get(r.trendId) ?? []), { bucketStart: r.bucketStart, mentions: r.mentions }]);
      return out;
    },

    async findExplanation(trendId: number, companyId: number): Promise<ExplanationRow | undefined> {
      const [row] = await db
        .select()
        .from(trendExplanations)
        .where(and(eq(trendExplanations.trendId, trendId), eq(trendExplanations.companyId, companyId)));
      return row;
    },

    /** Stores the explanation text; relevance written by discovery is kept when the row already exists. */
    async saveExplanation(row: NewExplanationRow): Promise<void> {
      await db
        .insert(trendExplanations)
        .values(row)
        .onConflictDoUpdate({
          target: [trendExplanations.trendId, trendExplanations.companyId],
          set: { explanation: row.explanation, semanticSimilarity: row.semanticSimilarity, computedAt: row.computedAt },
        });
    },

    /**
     * Trends the company could see that had mentions in (from, to]. `activeOnly` for today's figure; a past
     * figure counts trends since deactivated too, as they were live then.
     */
  };
}

export type TrendsRepo = ReturnType<typeof createTrendsRepo>;
