import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { KnownOutlet } from '../../ai/types';
import type { Db } from '../../db/client';
import { newsItems, trends } from '../../db/schema';

/** Headlines read as evidence when grouping keywords: enough to see what each keyword is about, bounded in cost. */
const EVIDENCE_ITEMS = 2000;

/**
 * Read-only views of what discovery wrote (trends, news_items) that other modules need: the trends service is
 * the API's one door to those tables, so keywords and onboarding ask it instead of querying them.
 */
/** Latest headlines read per known outlet (what it covers). */
const OUTLET_RECENT_TITLES = 20;

export function createNewsReadsRepo(db: Db) {
  return {
    /**
     * Related keywords of the most recently seen active trends the company can see (global ones and its own
     * personal ones), so suggestions can follow what the news is talking about now.
     */
    async recentTrendKeywords(companyId: number, trendLimit: number): Promise<string[][]> {
      const rows = await db
        .select({ related: trends.relatedKeywords })
        .from(trends)
        .where(and(eq(trends.isActive, true), or(eq(trends.scope, 'global'), eq(trends.companyId, companyId))))
        .orderBy(desc(trends.lastSeenAt), desc(trends.id))
        .limit(trendLimit);
      return rows.map((r) => r.related);
    },

    /** Headlines the company can see (global news and its own searches) published in (since, until], newest first. */
    async recentHeadlines(companyId: number, since: Date, until: Date): Promise<string[]> {
      const rows = await db
        .select({ title: newsItems.title })
        .from(newsItems)
        .where(
          and(
            or(isNull(newsItems.companyId), eq(newsItems.companyId, companyId)),
            gt(newsItems.publishedAt, since),
            lte(newsItems.publishedAt, until),
          ),
        )
        .orderBy(desc(newsItems.publishedAt), desc(newsItems.id))
        .limit(EVIDENCE_ITEMS);
      return rows.map((r) => r.title);
    },

    /**
     * Outlets we hold articles (and so bylines) from, most covered first, with the categories of the trends
     * their articles fed. Only the global corpus counts, never another company's keyword searches.
     */
    async knownOutlets(limit: number): Promise<KnownOutlet[]> {
      const rows = await db
        .select({
          name: newsItems.outlet,
          categories: sql<string[] | null>`array_remove(array_agg(distinct ${trends.category}), null)`,
          // What the outlet covers: its latest headlines, so onboarding can match outlets to a company by subject.
          recentTitles: sql<string[] | null>`(array_agg(${newsItems.title} order by ${newsItems.publishedAt} desc nulls last))[1:${sql.raw(String(OUTLET_RECENT_TITLES))}]`,
        })
        .from(newsItems)
        .leftJoin(trends, eq(trends.id, newsItems.trendId))
        .where(and(eq(newsItems.scope, 'global'), isNotNull(newsItems.outlet), sql`btrim(${newsItems.outlet}) <> ''`))
        .groupBy(newsItems.outlet)
        .orderBy(desc(sql`count(*)`), newsItems.outlet)
        .limit(limit);
      return rows.flatMap((r) => (r.name ? [{ name: r.name, categories: r.categories ?? [], recentTitles: r.recentTitles ?? [] }] : []));
    },
  };
}
