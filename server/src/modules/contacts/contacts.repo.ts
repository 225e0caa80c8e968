import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactArticles, contacts } from '../../db/schema';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactArticleRow = typeof contactArticles.$inferSelect;
export type NewContactRow = typeof contacts.$inferInsert;
export type NewContactArticle = Omit<typeof contactArticles.$inferInsert, 'id' | 'contactId'>;

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

    /** One company's contacts: most relevant first (unscored last), then by name. */
    listByCompany: (userId: string, companyId: number, tx: Db = db): Promise<ContactRow[]> =>
      tx
        .select()
        .from(contacts)
        .where(and(eq(contacts.userId, userId), eq(contacts.companyId, companyId)))
        .orderBy(sql`${contacts.relevanceScore} desc nulls last`, asc(sql`lower(${contacts.name})`), asc(contacts.id)),

    /** One company's contacts at one outlet (case and spacing ignored), for merging a new harvest into them. */
    atOutlet: (tx: Db, companyId: number, outlet: string): Promise<ContactRow[]> =>
      tx
        .select()
        .from(contacts)
        .where(and(eq(contacts.companyId, companyId), sql`lower(${contacts.outlet}) = ${outlet.trim().toLowerCase()}`)),

    async insertContact(tx: Db, values: NewContactRow): Promise<ContactRow> {
      const [row] = await tx.insert(contacts).values(values).returning();
      return row!;
    },

    async updateContact(tx: Db, id: number, values: Partial<NewContactRow>): Promise<void> {
      await tx.update(contacts).set(values).where(eq(contacts.id, id));
    },

    /** Adds evidence; an article the contact already has (same title) is kept as it was. */
    async addArticles(tx: Db, contactId: number, articles: readonly NewContactArticle[]): Promise<void> {
      if (articles.length === 0) return;
      await tx
        .insert(contactArticles)
        .values(articles.map((a) => ({ ...a, contactId })))
        .onConflictDoNothing({ target: [contactArticles.contactId, contactArticles.title] });
    },

    /** Evidence articles of these contacts, newest first. */
    articlesOf: (contactIds: readonly number[], tx: Db = db): Promise<ContactArticleRow[]> =>
      contactIds.length === 0
        ? Promise.resolve([])
        : tx
            .select()
            .from(contactArticles)
            .where(inArray(contactArticles.contactId, [...contactIds]))
            .orderBy(desc(contactArticles.publishedAt), asc(contactArticles.id)),
  };
}
