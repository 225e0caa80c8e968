import type { TrendSource } from '@newsjack/shared';
import { and, asc, desc, eq, getTableColumns, gt, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { trendExplanations, trendFacts, trendMentions, trends } from '../db/schema';
import { WINDOW_HOURS, type TrendWindow } from './pipeline/metrics';
import { OFF_LIST_MIN_RELEVANCE } from './off-list-stories';

/**
 * The read side of discovery's store. Discovery owns trends, trend_mentions, trend_facts, trend_explanations,
 * news_items, discovered_topics and its run and state tables (it writes every figure in them); modules/trends
 * reads them only through these queries, and other modules through the trends service.
 */

export type TrendRow = typeof trends.$inferSelect;
export type ExplanationRow = typeof trendExplanations.$inferSelect;
export type NewExplanationRow = Omit<typeof trendExplanations.$inferInsert, 'id'>;
export type FactsRow = Pick<
  typeof trendFacts.$inferSelect,
  'timeframe' | 'mentions' | 'previousMentions' | 'growth' | 'velocity' | 'volume' | 'history' | 'computedAt'
>;

/**
 * A trend as discovery left it for one company: the row, the facts of one window (null when it has no mention
 * there), and the company's relevance (0 and [] when discovery has not scored it for the company yet).
 */
/** A trend as the lists read it: every column but its fact sheet. */
export type ListedTrendRow = Omit<TrendRow, 'factSheet'>;

export type TrendFactsRow = {
  trend: ListedTrendRow;
  facts: FactsRow | null;
  relevanceScore: number;
  matchedKeywords: string[];
  /** The company's keyword search that found this global trend, and when (null for others). */
  searchKeyword: string | null;
  linkedAt: Date | null;
};

const HOUR = 3_600_000;

/** A count that depends on the clock, and the first moment at which it may differ (null: the clock never changes it). */
export type ClockedCount = { n: number; changesAt: Date | null };

/**
 * A story off the day's list is seen only by the companies it matters to (discovery/off-list-stories.ts): those
 * whose stored relevance reaches the bar. Every other trend is seen by all who may see its scope.
 */
function seenBy(companyId: number | null): SQL {
  const everyone = eq(trends.offList, false);
  if (companyId === null) return everyone;
  return or(
    everyone,
    sql`exists (select 1 from ${trendExplanations} where ${trendExplanations.trendId} = ${trends.id}
      and ${trendExplanations.companyId} = ${companyId} and ${trendExplanations.relevanceScore} >= ${OFF_LIST_MIN_RELEVANCE})`,
  )!;
}

/**
 * Trends one company may see from a source tab: every global trend and its own personal ones, never another
 * company's, and a story off the list only when it matters to the company (seenBy). My Trends also lists the global
 * trends its keyword searches found (linked instead of copied) and the stories off the list that matter to it. For the
 * personal tab the company's explanation row must be joined.
 */
export function visibleTo(companyId: number | null, source: TrendSource = 'all'): SQL {
  const global = and(eq(trends.scope, 'global'), seenBy(companyId))!;
  const personal =
    companyId === null ? sql`false` : and(eq(trends.scope, 'personal'), eq(trends.companyId, companyId), seenBy(companyId))!;
  if (source === 'global') return global;
  if (source === 'personal')
    return or(personal, and(global, or(isNotNull(trendExplanations.searchKeyword), eq(trends.offList, true))))!;
  return or(global, personal)!;
}

/** Trends owned through any of these companies (saved items outlive a company switch), plus global ones. */
function globalOrOwned(companyIds: readonly number[]): SQL {
  return companyIds.length === 0
    ? eq(trends.scope, 'global')
    : or(eq(trends.scope, 'global'), inArray(trends.companyId, [...companyIds]))!;
}

const explanationOf = (companyId: number | null): SQL =>
  companyId === null
    ? sql`false`
    : and(eq(trendExplanations.trendId, trends.id), eq(trendExplanations.companyId, companyId))!;

const factColumns = {
  timeframe: trendFacts.timeframe,
  mentions: trendFacts.mentions,
  previousMentions: trendFacts.previousMentions,
  growth: trendFacts.growth,
  velocity: trendFacts.velocity,
  volume: trendFacts.volume,
  history: trendFacts.history,
  computedAt: trendFacts.computedAt,
};

/** Most relevant to the company first, then discovery's rank, then more mentions; the id keeps it stable. */
const listOrder = [
  desc(sql`coalesce(${trendExplanations.relevanceScore}, 0)`),
  asc(trends.rank),
  desc(sql`coalesce(${trendFacts.mentions}, ${trends.mentions})`),
  asc(trends.id),
];

/** Facts younger than their window: older ones counted mentions that have all left it (docs/decisions/0006). */
const freshFacts = (window: TrendWindow, now: Date): SQL =>
  and(
    eq(trendFacts.timeframe, window),
    gt(trendFacts.computedAt, new Date(now.getTime() - WINDOW_HOURS[window] * HOUR)),
  )!;

// A trend's fact sheet is read only by story generation (findVisible), never by the lists.
const { factSheet: _factSheet, ...listedTrendColumns } = getTableColumns(trends);

/** What every trend read selects: the trend, its facts and the company's relevance (`normalise` shapes it). */
const rowColumns = {
  trend: listedTrendColumns,
  facts: factColumns,
  relevanceScore: trendExplanations.relevanceScore,
  matchedKeywords: trendExplanations.matchedKeywords,
  searchKeyword: trendExplanations.searchKeyword,
  linkedAt: trendExplanations.linkedAt,
};

export function createTrendReads(db: Db) {
  /** Trends with the facts of their own window (the one discovery stored them under), scored for `companyId`. */
  async function inOwnWindow(where: SQL | undefined, companyId: number | null): Promise<TrendFactsRow[]> {
    const rows = await db
      .select(rowColumns)
      .from(trends)
      .leftJoin(trendFacts, and(eq(trendFacts.trendId, trends.id), eq(trendFacts.timeframe, trends.timeframe)))
      .leftJoin(trendExplanations, explanationOf(companyId))
      .where(where)
      .orderBy(...listOrder);
    return rows.map(normalise);
  }

  return {
    /**
     * GET /api/trends before its filters: the active trends the company sees from one tab with mentions in the
     * window, their facts for that window and the company's relevance, in list order. One indexed query.
     */
    async listLive(
      companyId: number | null,
      source: TrendSource,
      window: TrendWindow,
      now: Date,
    ): Promise<TrendFactsRow[]> {
      const rows = await db
        .select(rowColumns)
        .from(trendFacts)
        .innerJoin(trends, eq(trends.id, trendFacts.trendId))
        .leftJoin(trendExplanations, explanationOf(companyId))
        .where(and(freshFacts(window, now), eq(trends.isActive, true), visibleTo(companyId, source)))
        .orderBy(...listOrder);
      return rows.map(normalise);
    },

    /**
     * How many cards All Trends shows for 24h: the count of listLive(…, 'all', '24h', now); and from when the clock
     * changes it (the oldest counted facts leave the window; facts are never counted by the clock moving on).
     */
    async countLive(companyId: number | null, now: Date): Promise<ClockedCount> {
      const [row] = await db
        .select({
          n: sql<number>`count(*)::int`,
          oldest: sql<Date | null>`min(${trendFacts.computedAt})`.mapWith(trendFacts.computedAt),
        })
        .from(trendFacts)
        .innerJoin(trends, eq(trends.id, trendFacts.trendId))
        .where(and(freshFacts('24h', now), eq(trends.isActive, true), visibleTo(companyId, 'all')));
      const oldest = row?.oldest ?? null;
      return { n: row?.n ?? 0, changesAt: oldest ? new Date(oldest.getTime() + WINDOW_HOURS['24h'] * HOUR) : null };
    },

    /**
     * Trends the company could see with a mention in the 24 h before a past moment, active now or not, counted
     * from the stored hourly mentions (the dashboard's figure "a week ago"); and the first moment after `at` for
     * which that count may differ: the earliest counted bucket leaving the window, or the next bucket entering it.
     * Buckets up to 24 h after `at` are read for that; later ones do not matter before `at` + 24 h.
     */
    async countLiveAt(companyId: number | null, at: Date): Promise<ClockedCount> {
      const windowMs = WINDOW_HOURS['24h'] * HOUR;
      const bucket = trendMentions.bucketStart;
      const [row] = await db
        .select({
          n: sql<number>`count(distinct ${trends.id}) filter (where ${bucket} <= ${at.toISOString()}::timestamptz)::int`,
          first: sql<Date | null>`min(${bucket})`.mapWith(bucket),
          next: sql<Date | null>`min(${bucket}) filter (where ${bucket} > ${at.toISOString()}::timestamptz)`.mapWith(
            bucket,
          ),
        })
        .from(trendMentions)
        .innerJoin(trends, eq(trends.id, trendMentions.trendId))
        .where(
          and(
            visibleTo(companyId, 'all'),
            gt(bucket, new Date(at.getTime() - windowMs)),
            lte(bucket, new Date(at.getTime() + windowMs)),
          ),
        );
      let changesAt = at.getTime() + windowMs;
      const first = row?.first ?? null;
      if (first && first.getTime() <= at.getTime()) changesAt = Math.min(changesAt, first.getTime() + windowMs);
      if (row?.next) changesAt = Math.min(changesAt, row.next.getTime());
      return { n: row?.n ?? 0, changesAt: new Date(changesAt) };
    },

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
        : inOwnWindow(and(inArray(trends.id, [...ids]), globalOrOwned(ownedCompanyIds)), companyId),

    /** Every active trend the company sees (global and its own personal ones), in list order: what a keyword search ranks. */
    listVisibleActive: (companyId: number) =>
      inOwnWindow(and(eq(trends.isActive, true), visibleTo(companyId, 'all')), companyId),

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
  };
}

function normalise(r: {
  trend: ListedTrendRow;
  facts: FactsRow | null;
  relevanceScore: number | null;
  matchedKeywords: string[] | null;
  searchKeyword: string | null;
  linkedAt: Date | null;
}): TrendFactsRow {
  return {
    trend: r.trend,
    facts: r.facts,
    relevanceScore: r.relevanceScore ?? 0,
    matchedKeywords: r.matchedKeywords ?? [],
    searchKeyword: r.searchKeyword,
    linkedAt: r.linkedAt,
  };
}

export type TrendReads = ReturnType<typeof createTrendReads>;
