import type { SavedItemType } from '@newsjack/shared';
import { and, desc, eq, exists, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CountNowAndAsOf, Db } from '../../db/client';
import { savedItems } from '../../db/schema';

export type SavedItemRow = typeof savedItems.$inferSelect;

/** One client's bookmarks of a user: a company's, or (a user without any company) those saved with none. */
const ofClient = (userId: string, companyId: number | null) =>
  and(
    eq(savedItems.userId, userId),
    companyId === null ? isNull(savedItems.companyId) : eq(savedItems.companyId, companyId),
  );

/** The saved_items table: one bookmark per (user, company, type, item), enforced by its unique constraint. */
export function createSavedItemsRepo(db: Db) {
  return {
    /** How many bookmarks the client has now, and how many of them were created by `asOf`: one statement. */
    async countNowAndAsOf(userId: string, companyId: number | null, asOf: Date): Promise<CountNowAndAsOf> {
      const [row] = await db
        .select({
          now: sql<number>`count(*)::int`,
          asOf: sql<number>`(count(*) filter (where ${lte(savedItems.createdAt, asOf)}))::int`,
        })
        .from(savedItems)
        .where(ofClient(userId, companyId));
      return { now: Number(row?.now ?? 0), asOf: Number(row?.asOf ?? 0) };
    },

    /** Newest first; the id breaks ties between items saved in the same instant. */
    list: (userId: string, companyId: number | null): Promise<SavedItemRow[]> =>
      db
        .select()
        .from(savedItems)
        .where(ofClient(userId, companyId))
        .orderBy(desc(savedItems.createdAt), desc(savedItems.id)),

    async findByTarget(
      userId: string,
      companyId: number | null,
      itemType: SavedItemType,
      itemId: number,
      tx: Db = db,
    ): Promise<SavedItemRow | undefined> {
      const [row] = await tx
        .select()
        .from(savedItems)
        .where(and(ofClient(userId, companyId), eq(savedItems.itemType, itemType), eq(savedItems.itemId, itemId)));
      return row;
    },

    /** Inserts the bookmark unless it exists; undefined when it already did (the caller reads the existing one). */
    async insertIfAbsent(
      tx: Db,
      values: { userId: string; companyId: number | null; itemType: SavedItemType; itemId: number; createdAt: Date },
    ): Promise<SavedItemRow | undefined> {
      const [row] = await tx.insert(savedItems).values(values).onConflictDoNothing().returning();
      return row;
    },

    async deleteOwned(tx: Db, userId: string, id: number): Promise<SavedItemRow | undefined> {
      const [row] = await tx
        .delete(savedItems)
        .where(and(eq(savedItems.id, id), eq(savedItems.userId, userId)))
        .returning();
      return row;
    },

    async deleteByTarget(
      tx: Db,
      userId: string,
      companyId: number | null,
      itemType: SavedItemType,
      itemId: number,
    ): Promise<SavedItemRow | undefined> {
      const [row] = await tx
        .delete(savedItems)
        .where(and(ofClient(userId, companyId), eq(savedItems.itemType, itemType), eq(savedItems.itemId, itemId)))
        .returning();
      return row;
    },

    /** Forgets bookmarks whose item is gone (its id is only a number, so no foreign key removed them). */
    async deleteMany(userId: string, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(savedItems).where(and(eq(savedItems.userId, userId), inArray(savedItems.id, [...ids])));
    },

    /** Every saved id of one item type (distinct): one user's bookmarks, or across all users without `userId`. */
    async savedIdsOf(itemType: SavedItemType, userId?: string): Promise<number[]> {
      const ofType = eq(savedItems.itemType, itemType);
      const rows = await db
        .selectDistinct({ id: savedItems.itemId })
        .from(savedItems)
        .where(userId === undefined ? ofType : and(ofType, eq(savedItems.userId, userId)));
      return rows.map((r) => r.id);
    },

    /**
     * Points bookmarks of item `fromId` at `toId`. A client (user and company) that saved both keeps one bookmark:
     * its bookmark of `fromId` is deleted rather than colliding with the unique (user, company, type, item) key.
     */
    async retarget(tx: Db, itemType: SavedItemType, fromId: number, toId: number): Promise<number> {
      const kept = alias(savedItems, 'kept');
      const both = tx
        .select({ one: sql`1` })
        .from(kept)
        .where(
          and(
            eq(kept.itemType, itemType),
            eq(kept.itemId, toId),
            eq(kept.userId, savedItems.userId),
            sql`${kept.companyId} is not distinct from ${savedItems.companyId}`,
          ),
        );
      await tx
        .delete(savedItems)
        .where(and(eq(savedItems.itemType, itemType), eq(savedItems.itemId, fromId), exists(both)));
      const moved = await tx
        .update(savedItems)
        .set({ itemId: toId })
        .where(and(eq(savedItems.itemType, itemType), eq(savedItems.itemId, fromId)))
        .returning({ id: savedItems.id });
      return moved.length;
    },
  };
}
