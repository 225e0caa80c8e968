import { contentTypeSchema, type StoryAngle } from '@newsjack/shared';
import type { Db } from '../../db/client';
import { createStoryAnglesRepo, type StoryAngleRow } from './story-angles.repo';

export function toStoryAngle(row: StoryAngleRow): StoryAngle {
  return {
    id: row.id,
    headline: row.headline,
    title: row.title ?? row.headline,
    angle: row.angle,
    // Rows are written by generation with a valid type; an unexpected value still reads as a usable angle.
    contentType: contentTypeSchema.safeParse(row.contentType).data ?? 'press-release',
    targetAudience: row.targetAudience,
    createdAt: row.createdAt.toISOString(),
    isSaved: row.isSaved,
    trendId: row.trendId,
    trendTitle: row.trendTitle,
    keyMessages: row.keyMessages,
    context: row.context,
    mode: row.mode,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Story angles: the owner of the story_angles table. Today it answers what saved items and the dashboard stats
 * need (lookups by owner, the saved flag, counts); generation and the angle screens grow it.
 */
export function createStoryAnglesService(deps: { db: Db }) {
  const repo = createStoryAnglesRepo(deps.db);
  return {
    /** The user's angles with these ids (one query); foreign or missing ids are left out. */
    findOwned: async (userId: string, ids: readonly number[]): Promise<StoryAngle[]> =>
      (await repo.findOwnedMany(userId, ids)).map(toStoryAngle),

    /** Keeps story_angles.is_saved in step with a bookmark; pass the bookmark's transaction. */
    setSaved: (tx: Db, userId: string, id: number, isSaved: boolean, at: Date): Promise<void> =>
      repo.setSaved(tx, userId, id, isSaved, at),

    /** How many angles the user has for the company (as of `asOf`, counting rows created by then). */
    count: (userId: string, companyId: number, asOf?: Date): Promise<number> => repo.count(userId, companyId, asOf),

    /** Every account's angles together (the admin stats). */
    countAll: (): Promise<number> => repo.countAll(),
  };
}

export type StoryAnglesService = ReturnType<typeof createStoryAnglesService>;
