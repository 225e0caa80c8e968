import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pitches } from '../../db/schema';

export type PitchRow = typeof pitches.$inferSelect;

/** The pitches table. Only this module queries it; others ask the pitches service. */
export function createPitchesRepo(db: Db) {
  return {
    findOwnedMany: (userId: string, ids: readonly number[]): Promise<PitchRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(pitches)
            .where(and(eq(pitches.userId, userId), inArray(pitches.id, [...ids]))),

    async reassignContact(tx: Db, fromContactId: number, toContactId: number): Promise<number> {
      const moved = await tx
        .update(pitches)
        .set({ contactId: toContactId })
        .where(eq(pitches.contactId, fromContactId))
        .returning({ id: pitches.id });
      return moved.length;
    },
  };
}
