import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyProfiles, keywords, trends } from '../../db/schema';

export type KeywordRow = typeof keywords.$inferSelect;

export function createKeywordsRepo(db: Db) {
  return {
    /** Newest first, as the Keywords screen lists them. */
    async listByCompany(companyId: number): Promise<KeywordRow[]> {
      return db.select().from(keywords).where(eq(keywords.companyId, companyId)).orderBy(desc(keywords.createdAt), desc(keywords.id));
    },

    /** Same comparison as the unique index `keywords_company_term_uq`: lower(term) per company. */
    async findByTerm(companyId: number, term: string): Promise<KeywordRow | undefined> {
      const [row] = await db
        .select()
        .from(keywords)
        .where(and(eq(keywords.companyId, companyId), sql`lower(${keywords.term}) = lower(${term})`));
      return row;
    },

    async insert(values: { userId: string; companyId: number; term: string }): Promise<KeywordRow> {
      const [row] = await db.insert(keywords).values(values).returning();
      if (!row) throw new Error('insert into keywords returned no row');
      return row;
    },

    async countByCompany(companyId: number, tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(keywords).where(eq(keywords.companyId, companyId));
      return Number(row?.n ?? 0);
    },

    /** Inserts the terms a company does not track yet (the unique index skips the rest); returns how many went in. */
    async insertMissing(tx: Db, userId: string, companyId: number, terms: string[]): Promise<number> {
      if (terms.length === 0) return 0;
      const rows = await tx
        .insert(keywords)
        .values(terms.map((term) => ({ userId, companyId, term })))
        .onConflictDoNothing()
        .returning({ id: keywords.id });
      return rows.length;
    },

    /** Deletes a keyword of one of the user's own companies; false when it is missing or someone else's. */
    async deleteOwned(userId: string, id: number): Promise<boolean> {
      const owned = db.select({ id: companyProfiles.id }).from(companyProfiles).where(eq(companyProfiles.userId, userId));
      const rows = await db
        .delete(keywords)
        .where(and(eq(keywords.id, id), inArray(keywords.companyId, owned)))
        .returning({ id: keywords.id });
      return rows.length > 0;
    },

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
  };
}

export type KeywordsRepo = ReturnType<typeof createKeywordsRepo>;
