import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contactArticles, contacts, contactSuggestions, duplicateFlags } from '../../db/schema';

export type SuggestionRow = typeof contactSuggestions.$inferSelect;
export type FlagRow = typeof duplicateFlags.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;

type ContactColumns = Pick<typeof contacts, 'id' | 'name' | 'title' | 'outlet' | 'email'>;
const refColumns = (t: ContactColumns) => ({
  id: t.id,
  name: t.name,
  title: t.title,
  outlet: t.outlet,
  email: t.email,
});

/** The moderation queries on the contacts tables: suggestions, duplicate flags, and merging two contacts. */
export function createContactModerationRepo(db: Db) {
  return {
    pendingSuggestions: () =>
      db
        .select({ suggestion: contactSuggestions, contact: refColumns(contacts) })
        .from(contactSuggestions)
        .innerJoin(contacts, eq(contacts.id, contactSuggestions.contactId))
        .where(eq(contactSuggestions.status, 'pending'))
        .orderBy(asc(contactSuggestions.createdAt), asc(contactSuggestions.id)),

    pendingFlags() {
      const c1 = alias(contacts, 'c1');
      const c2 = alias(contacts, 'c2');
      return db
        .select({
          flag: duplicateFlags,
          contact1: refColumns(c1 as unknown as ContactColumns),
          contact2: refColumns(c2 as unknown as ContactColumns),
        })
        .from(duplicateFlags)
        .innerJoin(c1, eq(c1.id, duplicateFlags.contact1Id))
        .innerJoin(c2, eq(c2.id, duplicateFlags.contact2Id))
        .where(eq(duplicateFlags.status, 'pending'))
        .orderBy(asc(duplicateFlags.createdAt), asc(duplicateFlags.id));
    },

    /** The row locked until the transaction ends, so two admins cannot decide it twice. */
    async lockSuggestion(tx: Db, id: number): Promise<SuggestionRow | undefined> {
      const [row] = await tx.select().from(contactSuggestions).where(eq(contactSuggestions.id, id)).for('update');
      return row;
    },

    async lockFlag(tx: Db, id: number): Promise<FlagRow | undefined> {
      const [row] = await tx.select().from(duplicateFlags).where(eq(duplicateFlags.id, id)).for('update');
      return row;
    },

    async updateContact(tx: Db, id: number, values: Partial<typeof contacts.$inferInsert>): Promise<void> {
      await tx.update(contacts).set(values).where(eq(contacts.id, id));
    },

    async decideSuggestion(
      tx: Db,
      id: number,
      status: 'approved' | 'rejected',
      adminId: string,
      at: Date,
    ): Promise<void> {
      await tx
        .update(contactSuggestions)
        .set({ status, decidedBy: adminId, decidedAt: at })
        .where(eq(contactSuggestions.id, id));
    },

    async decideFlag(
      tx: Db,
      id: number,
      status: 'merged' | 'dismissed',
      keptContactId: number | null,
      adminId: string,
      at: Date,
    ) {
      await tx
        .update(duplicateFlags)
        .set({ status, keptContactId, decidedBy: adminId, decidedAt: at })
        .where(eq(duplicateFlags.id, id));
    },

    /**
     * Moves `dropId`'s evidence and pending suggestions to `keepId` (an article the kept contact already has is not
     * copied twice), then deletes `dropId`. The deciding flag is re-pointed at the kept contact first so the record
     * of the merge (who, when, which was kept) outlives the removed contact; flags pairing the removed contact with
     * a third one cascade away with it.
     */
    async mergeInto(tx: Db, flagId: number, keepId: number, dropId: number): Promise<void> {
      await tx
        .update(duplicateFlags)
        .set({ contact1Id: keepId, contact2Id: keepId })
        .where(eq(duplicateFlags.id, flagId));
      const keptTitles = tx
        .select({ title: contactArticles.title })
        .from(contactArticles)
        .where(eq(contactArticles.contactId, keepId));
      await tx
        .update(contactArticles)
        .set({ contactId: keepId })
        .where(and(eq(contactArticles.contactId, dropId), sql`${contactArticles.title} not in ${keptTitles}`));
      await tx
        .update(contactSuggestions)
        .set({ contactId: keepId })
        .where(and(eq(contactSuggestions.contactId, dropId), eq(contactSuggestions.status, 'pending')));
      await tx.delete(contacts).where(eq(contacts.id, dropId));
    },

    /** Other pending flags naming both contacts again after a merge are moot; dismissed with the same decision. */
    async dismissOtherFlagsOf(
      tx: Db,
      flagId: number,
      contactIds: readonly number[],
      adminId: string,
      at: Date,
    ): Promise<void> {
      await tx
        .update(duplicateFlags)
        .set({ status: 'dismissed', decidedBy: adminId, decidedAt: at })
        .where(
          and(
            ne(duplicateFlags.id, flagId),
            eq(duplicateFlags.status, 'pending'),
            inArray(duplicateFlags.contact1Id, [...contactIds]),
            inArray(duplicateFlags.contact2Id, [...contactIds]),
          ),
        );
    },

    /** A user's suggested edit, pending review. */
    async insertSuggestion(values: {
      contactId: number;
      userId: string;
      suggestedData: Record<string, unknown>;
      notes: string | null;
    }): Promise<SuggestionRow> {
      const [row] = await db.insert(contactSuggestions).values(values).returning();
      return row!;
    },

    /** The flag of this pair in either order, pending ones first (one query). */
    async flagOfPair(a: number, b: number): Promise<FlagRow | undefined> {
      const [row] = await db
        .select()
        .from(duplicateFlags)
        .where(
          sql`(${duplicateFlags.contact1Id} = ${a} and ${duplicateFlags.contact2Id} = ${b}) or (${duplicateFlags.contact1Id} = ${b} and ${duplicateFlags.contact2Id} = ${a})`,
        )
        .orderBy(sql`${duplicateFlags.status} <> 'pending'`, asc(duplicateFlags.id))
        .limit(1);
      return row;
    },

    /** A new pending flag, or undefined when this ordered pair already has one (the unique index). */
    async insertFlag(values: { contact1Id: number; contact2Id: number; userId: string }): Promise<FlagRow | undefined> {
      const [row] = await db.insert(duplicateFlags).values(values).onConflictDoNothing().returning();
      return row;
    },
  };
}
