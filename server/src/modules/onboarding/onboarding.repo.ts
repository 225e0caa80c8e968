import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cacheKey, companyAnalysisKeyInput } from '../../ai/cache/cache-key';
import type { KnownOutlet } from '../../ai/types';
import type { Db } from '../../db/client';
import { cacheEntries, newsItems, trends } from '../../db/schema';

/** The parts of a cached company analysis that the curation payload does not carry back. */
const cachedDetailsSchema = z.object({
  industry: z.string().nullable().optional(),
  targetMarkets: z.array(z.string()).catch([]),
  keyProducts: z.array(z.string()).catch([]),
});
export type CachedAnalysisDetails = z.infer<typeof cachedDetailsSchema>;

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

    /**
     * Target markets and key products of the analysis /api/onboarding/complete stored in the AI cache (same key
     * as the cache uses), so curation keeps them although the client does not send them back. Read-only.
     */
    async cachedAnalysisDetails(companyName: string, website: string, at: Date): Promise<CachedAnalysisDetails | null> {
      const key = cacheKey('company_analysis', companyAnalysisKeyInput(companyName, website));
      const [row] = await db
        .select({ value: cacheEntries.value })
        .from(cacheEntries)
        .where(and(eq(cacheEntries.key, key), gt(cacheEntries.expiresAt, at)));
      const parsed = row ? cachedDetailsSchema.safeParse(row.value) : undefined;
      return parsed?.success ? parsed.data : null;
    },
  };
}

export type OnboardingRepo = ReturnType<typeof createOnboardingRepo>;
