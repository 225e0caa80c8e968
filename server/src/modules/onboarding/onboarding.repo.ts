import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { KnownOutlet } from '../../ai/types';
import type { Db } from '../../db/client';
import { newsItems, trends } from '../../db/schema';

export function createOnboardingRepo(db: Db) {
  return {
    /**
     * Outlets we hold articles (and so bylines) from, most covered first, with the categories of the trends
     * their articles fed. Read-only: discovery owns news_items. Only the global corpus counts, never another
     * company's keyword searches.
     */
    async knownOutlets(limit: number): Promise<KnownOutlet[]> {
      const rows = await db
        .select({
          name: newsItems.outlet,
          categories: sql<string[] | null>`array_remove(array_agg(distinct ${trends.category}), null)`,
        })
        .from(newsItems)
        .leftJoin(trends, eq(trends.id, newsItems.trendId))
        .where(and(eq(newsItems.scope, 'global'), isNotNull(newsItems.outlet), sql`btrim(${newsItems.outlet}) <> ''`))
        .groupBy(newsItems.outlet)
        .orderBy(desc(sql`count(*)`), newsItems.outlet)
        .limit(limit);
      return rows.flatMap((r) => (r.name ? [{ name: r.name, categories: r.categories ?? [] }] : []));
    },
  };
}

export type OnboardingRepo = ReturnType<typeof createOnboardingRepo>;
