import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactArticles, contacts } from '../../db/schema';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactArticleRow = typeof contactArticles.$inferSelect;

/** The contacts tables (contacts and their evidence articles). Only this module queries them. */
export function createContactsRepo(db: Db) {
  return {
    findOwnedMany: (userId: string, ids: readonly number[]): Promise<ContactRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(contacts)
            .where(and(eq(contacts.userId, userId), inArray(contacts.id, [...ids]))),

    /** Evidence articles of these contacts, newest first. */
    articlesOf: (contactIds: readonly number[]): Promise<ContactArticleRow[]> =>
      contactIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(contactArticles)
            .where(inArray(contactArticles.contactId, [...contactIds]))
            .orderBy(desc(contactArticles.publishedAt), asc(contactArticles.id)),
  };
}
