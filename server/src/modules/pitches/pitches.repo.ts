import { and, desc, eq, gte, inArray, isNotNull, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pitches } from '../../db/schema';

export type PitchRow = typeof pitches.$inferSelect;
export type NewPitchRow = typeof pitches.$inferInsert;
export type PitchStatusChange = Partial<
  Pick<PitchRow, 'status' | 'sentAt' | 'repliedAt' | 'replyExcerpt' | 'followUpCount' | 'nextFollowUpAt' | 'messageId' | 'sentTo'>
> & { updatedAt: Date };

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

    insertMany: (tx: Db, rows: NewPitchRow[]): Promise<PitchRow[]> =>
      rows.length === 0 ? Promise.resolve([]) : tx.insert(pitches).values(rows).returning(),

    /** The user's pitches for one company, newest first (id breaks ties within one generation). */
    listForCompany: (userId: string, companyId: number): Promise<PitchRow[]> =>
      db
        .select()
        .from(pitches)
        .where(and(eq(pitches.userId, userId), eq(pitches.companyId, companyId)))
        .orderBy(desc(pitches.createdAt), desc(pitches.id)),

    /**
     * Applies a status change only if the pitch is still in `from` status and, for a follow-up, still at
     * `followUpCount`; undefined when another request moved it first (the caller answers 409).
     */
    async transition(
      userId: string,
      id: number,
      from: { status: PitchRow['status']; followUpCount: number },
      change: PitchStatusChange,
    ): Promise<PitchRow | undefined> {
      const [row] = await db
        .update(pitches)
        .set(change)
        .where(
          and(
            eq(pitches.userId, userId),
            eq(pitches.id, id),
            eq(pitches.status, from.status),
            eq(pitches.followUpCount, from.followUpCount),
          ),
        )
        .returning();
      return row;
    },

    /** The user's pitches sent from their mailbox (with a Message-ID) and not answered yet. */
    awaitingReply: (userId: string): Promise<PitchRow[]> =>
      db
        .select()
        .from(pitches)
        .where(and(eq(pitches.userId, userId), eq(pitches.status, 'sent'), isNotNull(pitches.messageId), isNotNull(pitches.sentAt))),

    /** Users with a pitch sent from their mailbox and not answered yet (the background reply check reads theirs). */
    async usersAwaitingReply(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: pitches.userId })
        .from(pitches)
        .where(and(eq(pitches.status, 'sent'), isNotNull(pitches.messageId), isNotNull(pitches.sentAt)));
      return rows.map((r) => r.userId);
    },

    /** The Message-ID of the e-mail a pitch went out as (after the send that the status change claimed). */
    async recordMessageId(userId: string, id: number, messageId: string): Promise<PitchRow | undefined> {
      const [row] = await db
        .update(pitches)
        .set({ messageId })
        .where(and(eq(pitches.userId, userId), eq(pitches.id, id)))
        .returning();
      return row;
    },

    /** The company's last send on or after `since` to this contact or this address (the 14-day guard), if any. */
    async lastSentTo(
      userId: string,
      companyId: number,
      to: { contactId: number | null; email: string },
      since: Date,
    ): Promise<Date | null> {
      const sameJournalist = to.contactId === null
        ? sql`lower(${pitches.sentTo}) = ${to.email}`
        : or(eq(pitches.contactId, to.contactId), sql`lower(${pitches.sentTo}) = ${to.email}`);
      const [row] = await db
        .select({ last: max(pitches.sentAt) })
        .from(pitches)
        .where(and(eq(pitches.userId, userId), eq(pitches.companyId, companyId), gte(pitches.sentAt, since), sameJournalist));
      return row?.last ? new Date(row.last) : null;
    },

    /** Per contact of the company, the last time a pitch to them was sent on or after `since`. */
    lastSentSince: (
      userId: string,
      companyId: number,
      since: Date,
    ): Promise<{ contactId: number | null; lastSentAt: Date | null }[]> =>
      db
        .select({ contactId: pitches.contactId, lastSentAt: max(pitches.sentAt) })
        .from(pitches)
        .where(
          and(
            eq(pitches.userId, userId),
            eq(pitches.companyId, companyId),
            isNotNull(pitches.contactId),
            gte(pitches.sentAt, since),
          ),
        )
        .groupBy(pitches.contactId),

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

export type PitchesRepo = ReturnType<typeof createPitchesRepo>;
