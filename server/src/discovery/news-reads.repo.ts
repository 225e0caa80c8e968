import { and, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { KnownOutlet } from '../ai/types';
import type { Db } from '../db/client';
import { newsItems, trends } from '../db/schema';
import { visibleTo } from './trend-reads.repo';

export type TrendItem = { title: string; summary: string; outlet: string | null; url: string | null };

/**
 * Read-only views of what discovery wrote (trends, news_items) that other modules need: the trends service
 * (modules/trends) is the API's one door to those tables, so keywords and onboarding ask it instead of querying them.
 */
/** Latest headlines read per known outlet (what it covers). */
const OUTLET_RECENT_TITLES = 20;

export function createNewsReads(db: Db) {
  return {
    /**
     * Related keywords of the most recently seen active trends the company can see (global ones and its own
     * personal ones), so suggestions can follow what the news is talking about now.
     */
    async recentTrendKeywords(companyId: number, trendLimit: number): Promise<string[][]> {
      const rows = await db
        .select({ related: trends.relatedKeywords })
        .from(trends)
        .where(and(eq(trends.isActive, true), visibleTo(companyId)))
        .orderBy(desc(trends.lastSeenAt), desc(trends.id))
        .limit(trendLimit);
      return rows.map((r) => r.related);
    },

    /** The newest articles discovery filed under a trend (what a story generation may quote), newest first. */
    async itemsOfTrend(trendId: number, limit: number): Promise<TrendItem[]> {
      return db
        .select({ title: newsItems.title, summary: newsItems.summary, outlet: newsItems.outlet, url: newsItems.url })
        .from(newsItems)
        .where(eq(newsItems.trendId, trendId))
        .orderBy(desc(newsItems.publishedAt), desc(newsItems.id))
        .limit(limit);
    },

    /** The newest `perTrend` articles of each of these trends (keyword search reads them), by trend id. */
    async itemsOfTrends(trendIds: readonly number[], perTrend: number): Promise<Map<number, TrendItem[]>> {
      const out = new Map<number, TrendItem[]>();
      if (trendIds.length === 0) return out;
      const ranked = db
        .select({
          trendId: newsItems.trendId,
          title: newsItems.title,
          summary: newsItems.summary,
          outlet: newsItems.outlet,
          url: newsItems.url,
          n: sql<number>`row_number() over (partition by ${newsItems.trendId} order by ${newsItems.publishedAt} desc, ${newsItems.id} desc)`.as('n'),
        })
        .from(newsItems)
        .where(inArray(newsItems.trendId, [...trendIds]))
        .as('ranked');
      const rows = await db.select().from(ranked).where(lte(ranked.n, perTrend)).orderBy(ranked.trendId, ranked.n);
      for (const { trendId, n: _n, ...item } of rows) {
        if (trendId === null) continue;
        const list = out.get(trendId) ?? [];
        list.push(item);
        out.set(trendId, list);
      }
      return out;
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
          recentTitles: sql<
            string[] | null
          >`(array_agg(${newsItems.title} order by ${newsItems.publishedAt} desc nulls last))[1:${sql.raw(String(OUTLET_RECENT_TITLES))}]`,
        })
        .from(newsItems)
        .leftJoin(trends, eq(trends.id, newsItems.trendId))
        .where(and(eq(newsItems.scope, 'global'), isNotNull(newsItems.outlet), sql`btrim(${newsItems.outlet}) <> ''`))
        .groupBy(newsItems.outlet)
        .orderBy(desc(sql`count(*)`), newsItems.outlet)
        .limit(limit);
      return rows.flatMap((r) =>
        r.name ? [{ name: r.name, categories: r.categories ?? [], recentTitles: r.recentTitles ?? [] }] : [],
      );
    },

    /**
     * The sources (feed keys such as `demo:circuit-ledger` or `rss:https://…`) whose stored global items carry
     * this outlet name (case and spacing ignored), most items first. Media contacts find an outlet's feed this way.
     */
    async sourcesOfOutlet(outlet: string): Promise<string[]> {
      // Compared as media contacts name outlets: case, spacing and a leading 'the' ignored.
      const name = outlet.replace(/\s+/g, ' ').trim().toLowerCase().replace(/^the /, '');
      if (!name) return [];
      const rows = await db
        .select({ source: newsItems.source })
        .from(newsItems)
        .where(
          and(
            eq(newsItems.scope, 'global'),
            sql`regexp_replace(lower(regexp_replace(btrim(${newsItems.outlet}), '\\s+', ' ', 'g')), '^the ', '') = ${name}`,
            or(sql`${newsItems.source} like 'demo:%'`, sql`${newsItems.source} like 'rss:%'`),
          ),
        )
        .groupBy(newsItems.source)
        .orderBy(desc(sql`count(*)`), newsItems.source);
      return rows.map((r) => r.source);
    },
  };
}
