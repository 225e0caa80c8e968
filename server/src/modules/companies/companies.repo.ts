import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyProfiles } from '../../db/schema';

export type CompanyRow = typeof companyProfiles.$inferSelect;
export type NewCompanyRow = typeof companyProfiles.$inferInsert;

/** Newest first; the id breaks ties between profiles created in the same instant. */
const newestFirst = [desc(companyProfiles.createdAt), desc(companyProfiles.id)];

export function createCompaniesRepo(db: Db) {
  return {
    async findById(id: number, tx: Db = db): Promise<CompanyRow | undefined> {
      const [row] = await tx.select().from(companyProfiles).where(eq(companyProfiles.id, id));
      return row;
    },

    /** Only when the profile belongs to the user: a foreign id reads exactly like a missing one. */
    async findOwned(userId: string, id: number, tx: Db = db): Promise<CompanyRow | undefined> {
      const [row] = await tx
        .select()
        .from(companyProfiles)
        .where(and(eq(companyProfiles.id, id), eq(companyProfiles.userId, userId)));
      return row;
    },

    /** As findOwned, holding a share lock until the transaction ends, so the profile cannot vanish meanwhile. */
    async lockOwned(tx: Db, userId: string, id: number): Promise<CompanyRow | undefined> {
      const [row] = await tx
        .select()
        .from(companyProfiles)
        .where(and(eq(companyProfiles.id, id), eq(companyProfiles.userId, userId)))
        .for('share');
      return row;
    },

    /** These profiles (every profile when `ids` is omitted), ordered by id, in one query. */
    async findMany(ids?: readonly number[]): Promise<CompanyRow[]> {
      if (ids && ids.length === 0) return [];
      return db
        .select()
        .from(companyProfiles)
        .where(ids ? inArray(companyProfiles.id, [...ids]) : undefined)
        .orderBy(asc(companyProfiles.id));
    },

    async listByUser(userId: string, tx: Db = db): Promise<CompanyRow[]> {
      return tx
        .select()
        .from(companyProfiles)
        .where(eq(companyProfiles.userId, userId))
        .orderBy(...newestFirst);
    },

    async findNewestOwned(userId: string, tx: Db = db): Promise<CompanyRow | undefined> {
      const [row] = await tx
        .select()
        .from(companyProfiles)
        .where(eq(companyProfiles.userId, userId))
        .orderBy(...newestFirst)
        .limit(1);
      return row;
    },

    async countByUser(userId: string, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(companyProfiles)
        .where(eq(companyProfiles.userId, userId));
      return Number(row?.n ?? 0);
    },

    async insert(values: NewCompanyRow, tx: Db = db): Promise<CompanyRow> {
      const [row] = await tx.insert(companyProfiles).values(values).returning();
      if (!row) throw new Error('insert into company_profiles returned no row');
      return row;
    },

    /** Sets the given columns (the text, or corrected details) of one of the user's own profiles; undefined when it is not theirs. */
    async update(
      userId: string,
      id: number,
      values: Partial<NewCompanyRow>,
      at: Date,
    ): Promise<CompanyRow | undefined> {
      const [row] = await db
        .update(companyProfiles)
        .set({ ...values, updatedAt: at })
        .where(and(eq(companyProfiles.id, id), eq(companyProfiles.userId, userId)))
        .returning();
      return row;
    },
  };
}

export type CompaniesRepo = ReturnType<typeof createCompaniesRepo>;
