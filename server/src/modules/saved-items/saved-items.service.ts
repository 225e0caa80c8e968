import type { CreateSavedItemBody, SavedItem, SavedItemsExport, SavedItemType } from '@newsjack/shared';
import type { CountNowAndAsOf, Db } from '../../db/client';
import { notFound } from '../../errors';
import { isStorableId, type CompaniesService } from '../companies/companies.service';
import type { StoryAnglesService } from '../story-angles/story-angles.service';
import { resolveTargets, targetKey, type ResolveDeps, type TargetRef } from './resolve-targets';
import { toSavedItem, type ResolvedTarget } from './saved-item-view';
import { createSavedItemsRepo, type SavedItemRow } from './saved-items.repo';

export const SAVED_ITEM_NOT_FOUND_MESSAGE = 'Saved item not found';
export const ITEM_NOT_FOUND_MESSAGE = 'Item not found';

export type SavedItemsServiceDeps = {
  db: Db;
  now: () => Date;
  /** Bookmarks are the active company's (its client's): listed, counted, saved and unsaved for it alone. */
  companies: Pick<CompaniesService, 'findActiveCompany'>;
} & ResolveDeps & { storyAngles: Pick<StoryAnglesService, 'findOwned' | 'setSaved'> };

/**
 * Bookmarks of trends, story angles, pitches and contacts. Every read resolves the item again and checks it is
 * still the user's (ids are plain numbers, with no foreign key), and a bookmark whose item is gone is dropped.
 * A saved story angle also carries story_angles.is_saved, kept in step in the same transaction. Each bookmark is
 * one client's (the company active when it was saved): switching company switches the list and its count.
 */
export function createSavedItemsService(deps: SavedItemsServiceDeps) {
  const { db, now } = deps;
  const repo = createSavedItemsRepo(db);
  const activeId = async (userId: string): Promise<number | null> =>
    (await deps.companies.findActiveCompany(userId))?.id ?? null;
  const resolve = (userId: string, refs: readonly TargetRef[]) => resolveTargets(deps, userId, refs);

  /** The item the user may see, or undefined when it is gone or not theirs (the two read the same). */
  const resolveOne = async (userId: string, ref: TargetRef): Promise<ResolvedTarget | undefined> =>
    isStorableId(ref.itemId) ? (await resolve(userId, [ref])).get(targetKey(ref)) : undefined;

  /**
   * A story angle's bookmark and its is_saved flag change together, in one transaction; any other bookmark is one
   * row, written by one statement with no transaction around it.
   */
  const inStep = <T>(itemType: SavedItemType, write: (tx: Db) => Promise<T>): Promise<T> =>
    itemType === 'story_angle' ? db.transaction(write) : write(db);

  async function list(userId: string): Promise<SavedItem[]> {
    const rows = await repo.list(userId, await activeId(userId));
    const resolved = await resolve(userId, rows);
    const gone = rows.filter((r) => !resolved.has(targetKey(r))).map((r) => r.id);
    await repo.deleteMany(userId, gone);
    return rows.flatMap((r) => {
      const target = resolved.get(targetKey(r));
      return target ? [toSavedItem(r, target)] : [];
    });
  }

  /**
   * Unsaving a story angle also clears its flag; the bookmark and the flag change together. `itemType` is the type
   * when the caller knows it (by target), else the removal runs as a story angle's would (by id).
   */
  async function removeWith(
    userId: string,
    itemType: SavedItemType | undefined,
    remove: (tx: Db) => Promise<SavedItemRow | undefined>,
  ): Promise<void> {
    await inStep(itemType ?? 'story_angle', async (tx) => {
      const row = await remove(tx);
      if (!row) throw notFound(SAVED_ITEM_NOT_FOUND_MESSAGE);
      if (row.itemType === 'story_angle') await deps.storyAngles.setSaved(tx, userId, row.itemId, false, now());
    });
  }

  return {
    list,

    /**
     * Saves an item the user may see (else 404, the same for missing and foreign). Saving it again is not an
     * error: the existing bookmark is answered, with `created: false`.
     */
    async save(userId: string, body: CreateSavedItemBody): Promise<{ item: SavedItem; created: boolean }> {
      const ref = { itemType: body.itemType, itemId: body.itemId };
      const before = await resolveOne(userId, ref);
      if (!before) throw notFound(ITEM_NOT_FOUND_MESSAGE);
      const companyId = await activeId(userId);
      const { row, created } = await inStep(ref.itemType, async (tx) => {
        const inserted = await repo.insertIfAbsent(tx, { userId, companyId, ...ref, createdAt: now() });
        if (ref.itemType === 'story_angle') await deps.storyAngles.setSaved(tx, userId, ref.itemId, true, now());
        return {
          row: inserted ?? (await repo.findByTarget(userId, companyId, ref.itemType, ref.itemId, tx)),
          created: inserted !== undefined,
        };
      });
      // Only a concurrent unsave between the insert and the read leaves nothing; it reads as gone.
      if (!row) throw notFound(ITEM_NOT_FOUND_MESSAGE);
      // The answer shows the item as stored now. Saving changes only a story angle (its flag), so only a story
      // angle is read again; any other item is answered as resolved a moment ago.
      const target = ref.itemType === 'story_angle' ? await resolveOne(userId, ref) : before;
      if (!target) throw notFound(ITEM_NOT_FOUND_MESSAGE);
      return { item: toSavedItem(row, target), created };
    },

    /** DELETE /api/saved-items/:id — the user's own bookmark only. */
    removeById: (userId: string, id: number): Promise<void> =>
      isStorableId(id)
        ? removeWith(userId, undefined, (tx) => repo.deleteOwned(tx, userId, id))
        : Promise.reject(notFound(SAVED_ITEM_NOT_FOUND_MESSAGE)),

    /** DELETE /api/saved-items?itemType=&itemId= — unsaves an item by what it points at, for the active company. */
    async removeByTarget(userId: string, itemType: SavedItemType, itemId: number): Promise<void> {
      if (!isStorableId(itemId)) throw notFound(SAVED_ITEM_NOT_FOUND_MESSAGE);
      const companyId = await activeId(userId);
      await removeWith(userId, itemType, (tx) => repo.deleteByTarget(tx, userId, companyId, itemType, itemId));
    },

    /**
     * How many bookmarks the company has (the user's, saved for it), now and as of `asOf` (rows created by then),
     * for the dashboard stats; `companyId` null counts those of a user without a company.
     */
    countNowAndAsOf: (userId: string, companyId: number | null, asOf: Date): Promise<CountNowAndAsOf> =>
      repo.countNowAndAsOf(userId, companyId, asOf),

    /** Ids of items of this type that some user saved (the admin cleanups preserve saved trends), or one user's. */
    savedIdsOf: (itemType: SavedItemType, userId?: string): Promise<number[]> => repo.savedIdsOf(itemType, userId),

    /** A contact merge (admin moderation): bookmarks of `fromId` move to `toId`; inside the merge's transaction. */
    retarget: (tx: Db, itemType: SavedItemType, fromId: number, toId: number): Promise<number> =>
      repo.retarget(tx, itemType, fromId, toId),

    /** Everything saved for the active company (what Saved Items shows), resolved, as one JSON document. */
    async exportAll(userId: string): Promise<SavedItemsExport> {
      const items = await list(userId);
      return { exportedAt: now().toISOString(), count: items.length, items };
    },
  };
}

export type SavedItemsService = ReturnType<typeof createSavedItemsService>;
