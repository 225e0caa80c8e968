import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywords } from '../../db/schema';
import type { KeywordRow } from './keywords.repo';

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
  };
}
