import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactArticles, contacts, pitches, storyAngles } from '../../db/schema';

export type StoryAngleRow = typeof storyAngles.$inferSelect;
export type PitchRow = typeof pitches.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type ContactArticleRow = typeof contactArticles.$inferSelect;

/**
 * The items a bookmark can point at besides trends. Story angles, pitches and contacts have no module with a
 * service yet, so these small reads (always scoped to the owner) live here; when those modules land, this file
 * should give way to their services.
 */
export function createSavedTargetsRepo(db: Db) {
  return {
    storyAngles: (userId: string, ids: readonly number[]): Promise<StoryAngleRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(storyAngles)
            .where(and(eq(storyAngles.userId, userId), inArray(storyAngles.id, [...ids]))),

    pitches: (userId: string, ids: readonly number[]): Promise<PitchRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(pitches)
            .where(and(eq(pitches.userId, userId), inArray(pitches.id, [...ids]))),

    contacts: (userId: string, ids: readonly number[]): Promise<ContactRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(contacts)
            .where(and(eq(contacts.userId, userId), inArray(contacts.id, [...ids]))),

    /** Evidence articles of these contacts, newest first. */
    contactArticles: (contactIds: readonly number[]): Promise<ContactArticleRow[]> =>
      contactIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(contactArticles)
            .where(inArray(contactArticles.contactId, [...contactIds]))
            .orderBy(desc(contactArticles.publishedAt), asc(contactArticles.id)),

    /** Keeps story_angles.is_saved in step with the bookmark, inside the bookmark's transaction. */
    async setStoryAngleSaved(tx: Db, userId: string, id: number, isSaved: boolean, at: Date): Promise<void> {
      await tx
        .update(storyAngles)
        .set({ isSaved, updatedAt: at })
        .where(and(eq(storyAngles.id, id), eq(storyAngles.userId, userId)));
    },
  };
}
