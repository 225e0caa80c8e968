import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { keywords, savedItems, storyAngles } from '../../db/schema';

/**
 * Read-only counts for the dashboard strip. Story angles have no module yet, and the keywords and saved-items
 * services answer lists, not counts as of a past moment, so these aggregates read the tables directly.
 * `asOf` counts rows created at or before that moment (rows deleted since are not known, so not counted).
 */
export function createStatsRepo(db: Db) {
  async function count(table: PgTable, createdAt: PgColumn, where: SQL, asOf?: Date): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(asOf ? and(where, lte(createdAt, asOf)) : where);
    return Number(row?.n ?? 0);
  }

  return {
    storyAngles: (userId: string, companyId: number, asOf?: Date) =>
      count(
        storyAngles,
        storyAngles.createdAt,
        and(eq(storyAngles.userId, userId), eq(storyAngles.companyId, companyId))!,
        asOf,
      ),
    savedItems: (userId: string, asOf?: Date) =>
      count(savedItems, savedItems.createdAt, eq(savedItems.userId, userId), asOf),
    keywords: (companyId: number, asOf?: Date) =>
      count(keywords, keywords.createdAt, eq(keywords.companyId, companyId), asOf),
  };
}
