import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailboxSettings } from '../../db/schema';

export type MailboxRow = typeof mailboxSettings.$inferSelect;
export type MailboxValues = Omit<typeof mailboxSettings.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>;

/** A user's mailbox settings (table mailbox_settings, one row per user). */
export function createMailboxRepo(db: Db) {
  return {
    async find(userId: string): Promise<MailboxRow | undefined> {
      const [row] = await db.select().from(mailboxSettings).where(eq(mailboxSettings.userId, userId));
      return row;
    },

    async upsert(userId: string, values: MailboxValues, at: Date): Promise<MailboxRow> {
      const [row] = await db
        .insert(mailboxSettings)
        .values({ userId, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: mailboxSettings.userId, set: { ...values, updatedAt: at } })
        .returning();
      return row!;
    },

    /** Of these users, those whose mailbox has an IMAP server. */
    async withInbox(userIds: readonly string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ userId: mailboxSettings.userId })
        .from(mailboxSettings)
        .where(and(inArray(mailboxSettings.userId, [...userIds]), isNotNull(mailboxSettings.imapHost)));
      return rows.map((r) => r.userId);
    },

    async markVerified(userId: string, at: Date): Promise<void> {
      await db.update(mailboxSettings).set({ verifiedAt: at }).where(eq(mailboxSettings.userId, userId));
    },
  };
}
