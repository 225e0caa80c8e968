import { and, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywords, newsItems } from '../../db/schema';
import type { KeywordRow } from './keywords.repo';

/** Headlines read as evidence when grouping keywords: enough to see what each keyword is about, bounded in cost. */
const EVIDENCE_ITEMS = 2000;

/** What the keyword searches read and write beyond the keyword CRUD of keywords.repo.ts. */
export function createKeywordSearchRepo(db: Db) {
  return {
    /** These keywords when they belong to the company; foreign or missing ids are simply absent. */
    companyKeywords: (companyId: number, ids: readonly number[]): Promise<KeywordRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(keywords)
            .where(and(eq(keywords.companyId, companyId), inArray(keywords.id, [...ids]))),

    /** Records the search; mentions and trend were just refreshed by the discovery cycle itself. */
    async markSearched(companyId: number, ids: readonly number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(keywords)
        .set({ lastSearchedAt: at })
        .where(and(eq(keywords.companyId, companyId), inArray(keywords.id, [...ids])));
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
  };
}
