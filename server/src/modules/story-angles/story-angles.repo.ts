import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { CountNowAndAsOf, Db } from '../../db/client';
import { storyAngles } from '../../db/schema';

export type StoryAngleRow = typeof storyAngles.$inferSelect;
export type NewStoryAngleRow = Omit<typeof storyAngles.$inferInsert, 'id'>;
/** The fields an edit may change. */
export type StoryAngleEdit = Partial<Pick<StoryAngleRow, 'headline' | 'title' | 'angle' | 'targetAudience' | 'keyMessages' | 'contentType'>>;

/** The story_angles table. Only this module queries it; others ask the story-angles service. */
export function createStoryAnglesRepo(db: Db) {
  return {
    /** These angles when they are the user's; foreign or missing ids are simply absent. */
    findOwnedMany: (userId: string, ids: readonly number[]): Promise<StoryAngleRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(storyAngles)
            .where(and(eq(storyAngles.userId, userId), inArray(storyAngles.id, [...ids]))),

    /** The user's angles for one company, newest first (ties by id, so a batch keeps its generated order). */
    listForCompany: (userId: string, companyId: number): Promise<StoryAngleRow[]> =>
      db
        .select()
        .from(storyAngles)
        .where(and(eq(storyAngles.userId, userId), eq(storyAngles.companyId, companyId)))
        .orderBy(desc(storyAngles.createdAt), storyAngles.id),

    /** Stores a generation's angles inside the transaction that paid for them. */
    insertMany: (tx: Db, rows: readonly NewStoryAngleRow[]): Promise<StoryAngleRow[]> =>
      tx.insert(storyAngles).values([...rows]).returning(),

    /** Edits the user's angle; undefined when it is not theirs. */
    async edit(userId: string, id: number, edit: StoryAngleEdit, at: Date): Promise<StoryAngleRow | undefined> {
      const [row] = await db
        .update(storyAngles)
        .set({ ...edit, updatedAt: at })
        .where(and(eq(storyAngles.id, id), eq(storyAngles.userId, userId)))
        .returning();
      return row;
    },

    async setSaved(tx: Db, userId: string, id: number, isSaved: boolean, at: Date): Promise<void> {
      await tx
        .update(storyAngles)
        .set({ isSaved, updatedAt: at })
        .where(and(eq(storyAngles.id, id), eq(storyAngles.userId, userId)));
    },

    /** Angles the user generated for the company, created at or before `asOf` when given. */
    /** How many angles the user has for the company now, and how many were created by `asOf`: one statement. */
    async countNowAndAsOf(userId: string, companyId: number, asOf: Date): Promise<CountNowAndAsOf> {
      const [row] = await db
        .select({
          now: sql<number>`count(*)::int`,
          asOf: sql<number>`(count(*) filter (where ${lte(storyAngles.createdAt, asOf)}))::int`,
        })
        .from(storyAngles)
        .where(and(eq(storyAngles.userId, userId), eq(storyAngles.companyId, companyId)));
      return { now: Number(row?.now ?? 0), asOf: Number(row?.asOf ?? 0) };
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(storyAngles);
      return Number(row?.n ?? 0);
    },
  };
}
