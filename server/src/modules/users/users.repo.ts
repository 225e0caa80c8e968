import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyProfiles, sessions, users } from '../../db/schema';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function createUsersRepo(db: Db) {
  return {
    async findById(id: string, tx: Db = db): Promise<User | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string, tx: Db = db): Promise<User | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    async findByOidcSubject(subject: string, tx: Db = db): Promise<User | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.oidcSubject, subject));
      return row;
    },

    async count(tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
      return Number(row?.n ?? 0);
    },

    async insert(values: NewUser, tx: Db = db): Promise<User> {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    /** Holds the user's row until the caller's transaction ends (serialises per-user rules such as one company). */
    async lockForUpdate(id: string, tx: Db): Promise<boolean> {
      const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
      return rows.length > 0;
    },

    async update(id: string, values: Partial<NewUser>, tx: Db = db): Promise<User | undefined> {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * Sets the active company only when that company belongs to the user (or clears it), in one statement:
     * returns false when the user does not exist or the company is someone else's.
     */
    async setActiveCompany(userId: string, companyId: number | null, tx: Db = db): Promise<boolean> {
      const owned =
        companyId === null
          ? sql`true`
          : sql`exists (select 1 from ${companyProfiles} where ${companyProfiles.id} = ${companyId} and ${companyProfiles.userId} = ${userId})`;
      const rows = await tx
        .update(users)
        .set({ activeCompanyId: companyId, updatedAt: new Date() })
        .where(and(eq(users.id, userId), owned))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async list(): Promise<User[]> {
      return db.select().from(users).orderBy(asc(users.createdAt));
    },

    /** Deletes the user (their rows cascade) and every session signed in as them. */
    async delete(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${id}`);
        const gone = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
        return gone.length > 0;
      });
    },

    /** Serialises "is this the first account?" decisions across instances for the rest of the transaction. */
    async lockAccountCreation(tx: Db): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(ACCOUNT_CREATION_LOCK)})`);
    },
  };
}

/** Fixed advisory-lock key (an arbitrary 64-bit constant) for account creation. */
const ACCOUNT_CREATION_LOCK = '7240012931000000001';

export type UsersRepo = ReturnType<typeof createUsersRepo>;
