import type { SavedItemType } from '@newsjack/shared';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { CountNowAndAsOf, Db } from '../../db/client';
import { savedItems } from '../../db/schema';

export type SavedItemRow = typeof savedItems.$inferSelect;

/** The saved_items table: one bookmark per (user, type, item), enforced by its unique index. */
export function createSavedItemsRepo(db: Db) {
  return {
    /** How many bookmarks the user has now, and how many of them were created by `asOf`: one statement. */
    async countNowAndAsOf(userId: string, asOf: Date): Promise<CountNowAndAsOf> {
      const [row] = await db
        .select({
          now: sql<number>`count(*)::int`,
          asOf: sql<number>`(count(*) filter (where ${lte(savedItems.createdAt, asOf)}))::int`,
        })
        .from(savedItems)
        .where(eq(savedItems.userId, userId));
      return { now: Number(row?.now ?? 0), asOf: Number(row?.asOf ?? 0) };
    },

    /** Newest first; the id breaks ties between items saved in the same instant. */
    list: (userId: string): Promise<SavedItemRow[]> =>
      db
        .select()
        .from(savedItems)
        .where(eq(savedItems.userId, userId))
        .orderBy(desc(savedItems.createdAt), desc(savedItems.id)),

    async findByTarget(
      userId: string,
      itemType: SavedItemType,
      itemId: number,
      tx: Db = db,
    ): Promise<SavedItemRow | undefined> {
      const [row] = await tx
        .select()
        .from(savedItems)
        .where(and(eq(savedItems.userId, userId), eq(savedItems.itemType, itemType), eq(savedItems.itemId, itemId)));
      return row;
    },

    /** Inserts the bookmark unless it exists; undefined when it already did (the caller reads the existing one). */
    async insertIfAbsent(
      tx: Db,
      values: { userId: string; itemType: SavedItemType; itemId: number; createdAt: Date },
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
      itemType: SavedItemType,
      itemId: number,
    ): Promise<SavedItemRow | undefined> {
      const [row] = await tx
        .delete(savedItems)
        .where(and(eq(savedItems.userId, userId), eq(savedItems.itemType, itemType), eq(savedItems.itemId, itemId)))
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
     * Points bookmarks of item `fromId` at `toId`. A user who saved both keeps one bookmark: theirs of `fromId` is
     * deleted rather than colliding with the unique (user, type, item) index.
     */
    async retarget(tx: Db, itemType: SavedItemType, fromId: number, toId: number): Promise<number> {
      const both = tx
        .select({ userId: savedItems.userId })
        .from(savedItems)
        .where(and(eq(savedItems.itemType, itemType), eq(savedItems.itemId, toId)));
      await tx
        .delete(savedItems)
        .where(and(eq(savedItems.itemType, itemType), eq(savedItems.itemId, fromId), inArray(savedItems.userId, both)));
      const moved = await tx
        .update(savedItems)
        .set({ itemId: toId })
        .where(and(eq(savedItems.itemType, itemType), eq(savedItems.itemId, fromId)))
        .returning({ id: savedItems.id });
      return moved.length;
    },
  };
}
