import type { Pitch } from '@newsjack/shared';
import type { Db } from '../../db/client';
import { createPitchesRepo, type PitchRow } from './pitches.repo';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The wire shape of a pitch. `isSaved` is the caller's knowledge (bookmarks live in saved-items). */
export function toPitch(row: PitchRow, isSaved: boolean): Pitch {
  return {
    id: row.id,
    subjectLine: row.subjectLine,
    body: row.body,
    mode: row.mode,
    status: row.status,
    sentAt: iso(row.sentAt),
    repliedAt: iso(row.repliedAt),
    followUpCount: row.followUpCount,
    nextFollowUpAt: iso(row.nextFollowUpAt),
    contactId: row.contactId,
    storyAngleId: row.storyAngleId,
    contact: { id: row.contactId, name: row.contactName, outlet: row.contactOutlet, email: row.contactEmail },
    storyAngle:
      row.storyAngleId !== null || row.storyAngleHeadline !== null
        ? { id: row.storyAngleId, headline: row.storyAngleHeadline }
        : null,
    isSaved,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Pitches: the owner of the pitches table. Today it answers the lookups saved items need; the pitch screens and
 * generation grow it.
 */
export function createPitchesService(deps: { db: Db }) {
  const repo = createPitchesRepo(deps.db);
  return {
    /** The user's pitches with these ids (one query), read as bookmarked or not per `isSaved`. */
    findOwned: async (userId: string, ids: readonly number[], isSaved: boolean): Promise<Pitch[]> =>
      (await repo.findOwnedMany(userId, ids)).map((row) => toPitch(row, isSaved)),

    /** A contact merge (admin moderation): pitches to `fromContactId` now point at `toContactId`; inside the merge's transaction. */
    reassignContact: (tx: Db, fromContactId: number, toContactId: number): Promise<number> =>
      repo.reassignContact(tx, fromContactId, toContactId),
  };
}

export type PitchesService = ReturnType<typeof createPitchesService>;
