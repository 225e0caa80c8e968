import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { CountNowAndAsOf, Db } from '../../db/client';
import { chunks, jsonParam } from '../../db/batch';
import { keywords } from '../../db/schema';

export type KeywordRow = typeof keywords.$inferSelect;
/** A keyword's measured mentions this week and the change against the week before (percent). */
export type KeywordCounts = Pick<KeywordRow, 'id' | 'mentions' | 'trend'>;

export function createKeywordsRepo(db: Db) {
  return {
    /** Newest first, as the Keywords screen lists them. */
    async listByCompany(companyId: number): Promise<KeywordRow[]> {
      return db
        .select()
        .from(keywords)
        .where(eq(keywords.companyId, companyId))
        .orderBy(desc(keywords.createdAt), desc(keywords.id));
    },

    /** The new row, or undefined when the company already tracks the term (`keywords_company_term_uq`: lower(term)). */
    async insertIfNew(values: { userId: string; companyId: number; term: string }): Promise<KeywordRow | undefined> {
      const [row] = await db.insert(keywords).values(values).onConflictDoNothing().returning();
      return row;
    },

    async countByCompany(companyId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(keywords)
        .where(eq(keywords.companyId, companyId));
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

    /** Deletes the user's keyword; false when it is missing or someone else's. */
    /** The company whose keyword it was, or undefined when there was no such keyword of the user's. */
    async deleteOwned(userId: string, id: number): Promise<{ companyId: number } | undefined> {
      const [row] = await db
        .delete(keywords)
        .where(and(eq(keywords.id, id), eq(keywords.userId, userId)))
        .returning({ companyId: keywords.companyId });
      return row;
    },

    /** These keywords when they belong to the company; foreign or missing ids are simply absent. */
    findManyOfCompany: (companyId: number, ids: readonly number[]): Promise<KeywordRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(keywords)
            .where(and(eq(keywords.companyId, companyId), inArray(keywords.id, [...ids]))),

    /** Records a search of these keywords of the company. */
    async markSearched(companyId: number, ids: readonly number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(keywords)
        .set({ lastSearchedAt: at })
        .where(and(eq(keywords.companyId, companyId), inArray(keywords.id, [...ids])));
    },

    /** The company's tracked terms, oldest first (the order they were chosen in). */
    async terms(companyId: number, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .select({ term: keywords.term })
        .from(keywords)
        .where(eq(keywords.companyId, companyId))
        .orderBy(asc(keywords.createdAt), asc(keywords.id));
      return rows.map((r) => r.term);
    },

    /** The keywords of these companies in one query, each company's oldest first (as `terms` orders them). */
    async ofCompanies(companyIds: readonly number[]): Promise<Array<Pick<KeywordRow, 'id' | 'companyId' | 'term'>>> {
      if (companyIds.length === 0) return [];
      return db
        .select({ id: keywords.id, companyId: keywords.companyId, term: keywords.term })
        .from(keywords)
        .where(inArray(keywords.companyId, [...companyIds]))
        .orderBy(asc(keywords.createdAt), asc(keywords.id));
    },

    /** Sets mentions and trend of these keywords, one statement per chunk, all in one transaction. */
    async recordCounts(rows: readonly KeywordCounts[]): Promise<void> {
      if (rows.length === 0) return;
      await db.transaction(async (tx) => {
        for (const chunk of chunks(rows)) {
          await tx.execute(sql`update keywords k set mentions = r.mentions, trend = r.trend
            from json_to_recordset(${jsonParam(chunk)}) as r(id int, mentions int, trend real)
            where k.id = r.id`);
        }
      });
    },

    /** How many the company tracks now, and how many of them were created by `asOf`: one statement. */
    async countNowAndAsOf(companyId: number, asOf: Date): Promise<CountNowAndAsOf> {
      const [row] = await db
        .select({
          now: sql<number>`count(*)::int`,
          asOf: sql<number>`(count(*) filter (where ${lte(keywords.createdAt, asOf)}))::int`,
        })
        .from(keywords)
        .where(eq(keywords.companyId, companyId));
      return { now: Number(row?.now ?? 0), asOf: Number(row?.asOf ?? 0) };
    },
  };
}

export type KeywordsRepo = ReturnType<typeof createKeywordsRepo>;
