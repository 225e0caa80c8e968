import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doNotContact } from '../../db/schema';

export type DoNotContactRow = typeof doNotContact.$inferSelect;

const sameAddress = (email: string) => sql`lower(${doNotContact.email}) = ${email.toLowerCase()}`;

/** Each company's do-not-contact list (table do_not_contact). */
export function createDoNotContactRepo(db: Db) {
  return {
    list: (companyId: number): Promise<DoNotContactRow[]> =>
      db.select().from(doNotContact).where(eq(doNotContact.companyId, companyId)).orderBy(desc(doNotContact.createdAt)),

    /** The new entry, or undefined when the address is already on the company's list. */
    async insert(values: typeof doNotContact.$inferInsert): Promise<DoNotContactRow | undefined> {
      const [row] = await db.insert(doNotContact).values(values).onConflictDoNothing().returning();
      return row;
    },

    async remove(companyId: number, email: string): Promise<boolean> {
      const gone = await db
        .delete(doNotContact)
        .where(and(eq(doNotContact.companyId, companyId), sameAddress(email)))
        .returning({ id: doNotContact.id });
      return gone.length > 0;
    },

    /** Which of these addresses are on the company's list (lower-cased). */
    async blocked(companyId: number, emails: readonly string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await db
        .select({ email: doNotContact.email })
        .from(doNotContact)
        .where(and(eq(doNotContact.companyId, companyId), inArray(sql`lower(${doNotContact.email})`, emails.map((e) => e.toLowerCase()))));
      return new Set(rows.map((r) => r.email.toLowerCase()));
    },
  };
}
