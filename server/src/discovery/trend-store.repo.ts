import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { trendMentions, trends, type trendExplanations } from '../db/schema';
import { chunks, jsonParam } from '../db/batch';
import { EMPTY_FACT_SHEET, type FactSheet } from '@newsjack/shared';
import { yieldToEventLoop } from '../event-loop-turns';
import { sameCompany, YIELDING_BATCH, type ScopeRef } from './repo-helpers';

/** Trend-side writes of the discovery cycle, batched like discovery.repo.ts. */

// ── trends ────────────────────────────────────────────────────────────────────────────────────────────────────

export interface StoredTrend {
  id: number;
  clusterKey: string;
  title: string;
  description: string;
  category: string;
  trendingReason: string;
  factSheet: FactSheet;
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
      factSheet: trends.factSheet,
      firstSeenAt: trends.firstSeenAt,
    })
    .from(trends)
    .where(and(eq(trends.scope, ref.scope), sameCompany(trends.companyId, ref.companyId)));
}

export type TrendRow = Omit<typeof trends.$inferInsert, 'id' | 'createdAt'>;

/**
 * Trends per statement: a trend row carries its reports and fact sheet (a few kB of JSON), so 500 in one statement
 * held PGlite, and with it the event loop, for 100+ ms.
 */
const TREND_ROWS_PER_STATEMENT = 100;

/** Inserts or updates trends by (scope, company, cluster key); returns cluster key → id. */
export async function upsertTrends(db: Db, rows: readonly TrendRow[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const records = rows.map((r) => ({
    scope: r.scope,
    company_id: r.companyId ?? null,
    cluster_key: r.clusterKey,
    title: r.title,
    description: r.description ?? '',
    category: r.category ?? 'business',
    related_keywords: r.relatedKeywords ?? [],
    reports: r.reports ?? [],
    mentions: r.mentions ?? 0,
    growth: r.growth ?? 0,
    mention_velocity: r.mentionVelocity ?? 'low',
    mention_volume: r.mentionVolume ?? 'low',
    sentiment: r.sentiment ?? 'neutral',
    sentiment_score: r.sentimentScore ?? 0,
    trending_reason: r.trendingReason ?? '',
    timeframe: r.timeframe ?? '24h',
    rank: r.rank ?? 0,
    is_active: r.isActive ?? true,
    keyword: r.keyword ?? null,
    off_list: r.offList ?? false,
    single_report: r.singleReport ?? false,
    demo: r.demo ?? false,
    fact_sheet: r.factSheet ?? EMPTY_FACT_SHEET,
    first_seen_at: r.firstSeenAt,
    last_seen_at: r.lastSeenAt,
    updated_at: r.updatedAt,
  }));
  for (const chunk of chunks(records, TREND_ROWS_PER_STATEMENT)) {
    const { rows: saved } = await db.execute<{ id: number; cluster_key: string }>(sql`
      insert into trends (scope, company_id, cluster_key, title, description, category, related_keywords, reports, mentions,
        growth, mention_velocity, mention_volume, sentiment, sentiment_score, trending_reason, timeframe, rank, is_active,
        keyword, off_list, single_report, demo, fact_sheet, first_seen_at, last_seen_at, updated_at)
      select r.scope, r.company_id, r.cluster_key, r.title, r.description, r.category, r.related_keywords, r.reports,
        r.mentions, r.growth, r.mention_velocity, r.mention_volume, r.sentiment, r.sentiment_score, r.trending_reason,
        r.timeframe, r.rank, r.is_active, r.keyword, r.off_list, r.single_report, r.demo, r.fact_sheet, r.first_seen_at, r.last_seen_at, r.updated_at
      from json_to_recordset(${jsonParam(chunk)}) as r(scope text, company_id int, cluster_key text, title text, description text,
        category text, related_keywords jsonb, reports jsonb, mentions int, growth real, mention_velocity text,
        mention_volume text, sentiment text, sentiment_score real, trending_reason text, timeframe text, rank int,
        is_active boolean, keyword text, off_list boolean, single_report boolean, demo boolean, fact_sheet jsonb, first_seen_at timestamptz, last_seen_at timestamptz, updated_at timestamptz)
      on conflict (scope, company_id, cluster_key) do update set
        title = excluded.title, description = excluded.description, category = excluded.category,
        related_keywords = excluded.related_keywords, reports = excluded.reports, mentions = excluded.mentions,
        growth = excluded.growth, mention_velocity = excluded.mention_velocity, mention_volume = excluded.mention_volume,
        sentiment = excluded.sentiment, sentiment_score = excluded.sentiment_score, trending_reason = excluded.trending_reason,
        timeframe = excluded.timeframe, rank = excluded.rank, is_active = excluded.is_active, keyword = excluded.keyword, off_list = excluded.off_list, single_report = excluded.single_report, demo = excluded.demo,
        fact_sheet = excluded.fact_sheet,
        -- A story's first sighting never moves later, even when its oldest items leave the window.
        first_seen_at = least(trends.first_seen_at, excluded.first_seen_at),
        last_seen_at = excluded.last_seen_at, updated_at = excluded.updated_at
      returning id, cluster_key`);
    for (const row of saved) out.set(row.cluster_key, row.id);
    // PGlite answers on this thread and its statements resolve without a turn of the event loop: one is given here.
    await yieldToEventLoop();
  }
  return out;
}

/** Marks the scope's active trends that are not in `keepIds` inactive; returns how many. */
export async function deactivateTrends(db: Db, ref: ScopeRef, keepIds: readonly number[], now: Date): Promise<number> {
  const conditions = [
    eq(trends.scope, ref.scope),
    sameCompany(trends.companyId, ref.companyId),
    eq(trends.isActive, true),
  ];
  if (keepIds.length > 0) conditions.push(notInArray(trends.id, [...keepIds]));
  const rows = await db
    .update(trends)
    .set({ isActive: false, updatedAt: now })
    .where(and(...conditions))
    .returning({ id: trends.id });
  return rows.length;
}

/** Marks these trends inactive (a personal copy a global trend took over, see fold-personal-copies.ts). */
export async function retireTrends(db: Db, ids: readonly number[], now: Date): Promise<void> {
  for (const chunk of chunks([...ids])) {
    await db.update(trends).set({ isActive: false, updatedAt: now }).where(inArray(trends.id, chunk));
  }
}

/** A company's active personal trend as the global trends are compared with it (pipeline/global-cover.ts). */
export interface PersonalTrendRef {
  id: number;
  companyId: number;
  keyword: string | null;
  title: string;
  relatedKeywords: string[];
  sourceUrls: string[];
}

export async function loadPersonalTrendRefs(db: Db): Promise<PersonalTrendRef[]> {
  const rows = await db
    .select({
      id: trends.id,
      companyId: trends.companyId,
      keyword: trends.keyword,
      title: trends.title,
      relatedKeywords: trends.relatedKeywords,
      reports: trends.reports,
    })
    .from(trends)
    .where(and(eq(trends.scope, 'personal'), eq(trends.isActive, true)));
  return rows.flatMap(({ reports, companyId, ...row }) =>
    companyId === null ? [] : [{ ...row, companyId, sourceUrls: reports.map((r) => r.url) }],
  );
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
    await db
      .delete(trendMentions)
      .where(and(inArray(trendMentions.trendId, chunk), gt(trendMentions.bucketStart, since)));
    await yieldToEventLoop();
  }
  const fresh = buckets
    .filter((b) => b.bucketStart.getTime() > since.getTime())
    .map((b) => ({ trend_id: b.trendId, bucket_start: b.bucketStart, mentions: b.mentions }));
  for (const chunk of chunks(fresh)) {
    await db.execute(sql`insert into trend_mentions (trend_id, bucket_start, mentions)
      select r.trend_id, r.bucket_start, r.mentions from json_to_recordset(${jsonParam(chunk)}) as r(trend_id int, bucket_start timestamptz, mentions int)
      on conflict (trend_id, bucket_start) do update set mentions = excluded.mentions`);
    await yieldToEventLoop();
  }
}

/** Sets news_items.trend_id for (item id, trend id or null) pairs, skipping rows that already hold the value. */
export async function linkItemsToTrends(db: Db, links: readonly (readonly [number, number | null])[]): Promise<void> {
  for (const chunk of chunks(
    links.map(([id, trendId]) => ({ id, trend_id: trendId })),
    YIELDING_BATCH,
  )) {
    await db.execute(sql`update news_items n set trend_id = r.trend_id
      from json_to_recordset(${jsonParam(chunk)}) as r(id int, trend_id int)
      where n.id = r.id and n.trend_id is distinct from r.trend_id`);
    await yieldToEventLoop();
  }
}

/** Sets discovered_topics.enriched_trend_id for (topic id, trend id or null) pairs. */
export async function linkTopicsToTrends(db: Db, links: readonly (readonly [number, number | null])[]): Promise<void> {
  for (const chunk of chunks(
    links.map(([id, trendId]) => ({ id, trend_id: trendId })),
    YIELDING_BATCH,
  )) {
    await db.execute(sql`update discovered_topics t set enriched_trend_id = r.trend_id
      from json_to_recordset(${jsonParam(chunk)}) as r(id int, trend_id int)
      where t.id = r.id and t.enriched_trend_id is distinct from r.trend_id`);
    await yieldToEventLoop();
  }
}

export type ExplanationRow = Omit<typeof trendExplanations.$inferInsert, 'id'>;
type Scored = Pick<ExplanationRow, 'relevanceScore' | 'matchedKeywords' | 'semanticSimilarity' | 'explanation'>;

/** The stored rows of relevance scores: `scores[t][c]` is trend `trendIds[t]` for company `companies[c]`. */
export function explanationRows(
  trendIds: readonly number[],
  companies: readonly { id: number }[],
  scores: readonly (readonly Scored[])[],
  computedAt: Date,
): ExplanationRow[] {
  return trendIds.flatMap((trendId, t) =>
    companies.map((company, c) => {
      const r = scores[t]![c]!;
      return {
        trendId,
        companyId: company.id,
        relevanceScore: r.relevanceScore,
        matchedKeywords: r.matchedKeywords,
        semanticSimilarity: r.semanticSimilarity,
        explanation: r.explanation,
        computedAt,
      };
    }),
  );
}

export async function upsertExplanations(db: Db, rows: readonly ExplanationRow[]): Promise<void> {
  const records = rows.map((r) => ({
    trend_id: r.trendId,
    company_id: r.companyId,
    relevance_score: r.relevanceScore ?? 0,
    matched_keywords: r.matchedKeywords ?? [],
    semantic_similarity: r.semanticSimilarity ?? 0,
    explanation: r.explanation ?? '',
    computed_at: r.computedAt,
  }));
  for (const chunk of chunks(records, YIELDING_BATCH)) {
    await db.execute(sql`insert into trend_explanations (trend_id, company_id, relevance_score, matched_keywords, semantic_similarity, explanation, computed_at)
      select r.trend_id, r.company_id, r.relevance_score, r.matched_keywords, r.semantic_similarity, r.explanation, r.computed_at
      from json_to_recordset(${jsonParam(chunk)}) as r(trend_id int, company_id int, relevance_score real, matched_keywords jsonb,
        semantic_similarity real, explanation text, computed_at timestamptz)
      on conflict (trend_id, company_id) do update set relevance_score = excluded.relevance_score,
        matched_keywords = excluded.matched_keywords, semantic_similarity = excluded.semantic_similarity,
        explanation = excluded.explanation, computed_at = excluded.computed_at`);
    await yieldToEventLoop();
  }
}

/**
 * Links a company's keyword search to the global trends that cover what it found (trend_explanations
 * .search_keyword/linked_at). The relevance columns of an existing row are kept; a new row starts unscored and
 * the cycle's relevance pass scores it.
 */
export async function linkSearchToGlobalTrends(
  db: Db,
  rows: readonly { trendId: number; companyId: number; searchKeyword: string; linkedAt: Date }[],
): Promise<void> {
  const records = rows.map((r) => ({
    trend_id: r.trendId,
    company_id: r.companyId,
    search_keyword: r.searchKeyword,
    linked_at: r.linkedAt,
  }));
  for (const chunk of chunks(records)) {
    await db.execute(sql`insert into trend_explanations (trend_id, company_id, search_keyword, linked_at, computed_at)
      select distinct on (r.trend_id, r.company_id) r.trend_id, r.company_id, r.search_keyword, r.linked_at, r.linked_at
      from json_to_recordset(${jsonParam(chunk)}) as r(trend_id int, company_id int, search_keyword text, linked_at timestamptz)
      on conflict (trend_id, company_id) do update set search_keyword = excluded.search_keyword, linked_at = excluded.linked_at`);
  }
}
