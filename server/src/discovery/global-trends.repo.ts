import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsItems, trendFacts, trends } from '../db/schema';
import type { GlobalTrendRef } from './pipeline/global-cover';
import { chunks } from '../db/batch';

/** An active global trend with what relevance reads of it (see relevance/types.ts). */
export interface GlobalTrendFacts {
  id: number;
  title: string;
  description: string;
  relatedKeywords: string[];
  mentions: number;
  growth: number;
  mentionVelocity: string;
  timeframe: string;
  previousMentions: number | null;
  /** Its items published after `since`, newest first. */
  items: Array<{ title: string; summary: string; outlet: string | null; publishedAt: Date }>;
}

/**
 * The active global trends and their items in the clustering window, in two statements. A personal cycle reads
 * them to score the global trends for its company (the global cycle only scored the companies that existed then).
 * With `personalOf`, that company's own active personal trends too: everything it sees, which an edit of what
 * relevance reads (its profile, industry, keywords) scores again.
 */
export async function loadActiveGlobalTrends(db: Db, since: Date, personalOf?: number): Promise<GlobalTrendFacts[]> {
  const scope =
    personalOf === undefined
      ? eq(trends.scope, 'global')
      : or(eq(trends.scope, 'global'), and(eq(trends.scope, 'personal'), eq(trends.companyId, personalOf)));
  const rows = await db
    .select({
      id: trends.id,
      title: trends.title,
      description: trends.description,
      relatedKeywords: trends.relatedKeywords,
      mentions: trends.mentions,
      growth: trends.growth,
      mentionVelocity: trends.mentionVelocity,
      timeframe: trends.timeframe,
      // The published facts of its own window, when there are any: their 'none before' makes the trend new.
      previousMentions: trendFacts.previousMentions,
    })
    .from(trends)
    .leftJoin(trendFacts, and(eq(trendFacts.trendId, trends.id), eq(trendFacts.timeframe, trends.timeframe)))
    .where(and(scope, eq(trends.isActive, true)))
    .orderBy(trends.rank, trends.id);
  const byId = new Map<number, GlobalTrendFacts>(rows.map((r) => [r.id, { ...r, items: [] }]));
  for (const ids of chunks([...byId.keys()])) {
    const items = await db
      .select({ trendId: newsItems.trendId, title: newsItems.title, summary: newsItems.summary, outlet: newsItems.outlet, publishedAt: newsItems.publishedAt })
      .from(newsItems)
      .where(and(inArray(newsItems.trendId, ids), gt(newsItems.publishedAt, since)))
      .orderBy(desc(newsItems.publishedAt), desc(newsItems.id));
    for (const { trendId, ...item } of items) byId.get(trendId!)?.items.push(item);
  }
  return [...byId.values()];
}

/** The active global trends as a keyword search compares its stories with them (pipeline/global-cover.ts). */
export async function loadGlobalTrendRefs(db: Db): Promise<GlobalTrendRef[]> {
  const rows = await db
    .select({ id: trends.id, title: trends.title, relatedKeywords: trends.relatedKeywords, reports: trends.reports })
    .from(trends)
    .where(and(eq(trends.scope, 'global'), eq(trends.isActive, true)));
  return rows.map(({ reports, ...row }) => ({ ...row, sourceUrls: reports.map((r) => r.url) }));
}

/**
 * The global items published in (since, until], as background for a personal cycle's term weights: only what the
 * features read (the summary's lead, see MAX_SUMMARY_CHARS), so a large global window stays light.
 */
export async function loadGlobalBackground(
  db: Db,
  since: Date,
  until: Date,
  summaryChars: number,
): Promise<Array<{ fingerprint: string; title: string; summary: string; publishedAt: Date }>> {
  return db
    .select({ fingerprint: newsItems.fingerprint, title: newsItems.title, summary: sql<string>`left(${newsItems.summary}, ${summaryChars})`, publishedAt: newsItems.publishedAt })
    .from(newsItems)
    .where(and(eq(newsItems.scope, 'global'), gt(newsItems.publishedAt, since), sql`${newsItems.publishedAt} <= ${until}`));
}
