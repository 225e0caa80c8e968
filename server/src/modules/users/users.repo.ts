import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deleteSessionsOfUser } from '../../auth/session-store';
import { users } from '../../db/schema';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type CreditBalance = { apiCredits: number; periodStart: Date };

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

    /** Sets (or clears) the active company; false when the user does not exist. Ownership is the caller's check. */
    async setActiveCompany(userId: string, companyId: number | null, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ activeCompanyId: companyId, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async list(): Promise<User[]> {
      return db.select().from(users).orderBy(asc(users.createdAt));
    },

    /** Deletes the user (their rows cascade) and every session signed in as them. */
    async delete(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await deleteSessionsOfUser(tx, id);
        const gone = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
        return gone.length > 0;
      });
    },

    /** A new password hash, and every session signed in as the user ends with the old password. */
    async setPasswordAndEndSessions(id: string, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning({ id: users.id });
        if (rows.length > 0) await deleteSessionsOfUser(tx, id);
        return rows.length > 0;
      });
    },

    async countAdmins(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, 'admin'));
      return Number(row?.n ?? 0);
    },

    // The credit balance columns. The rules (monthly reset, spending, the ledger) are the credits module's.

    async readCredits(userId: string, tx: Db = db): Promise<CreditBalance | undefined> {
      const [row] = await tx
        .select({ apiCredits: users.apiCredits, periodStart: users.creditsPeriodStart })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Same read, holding the row lock until the transaction ends, so a reset and a spend cannot interleave. */
    async lockCredits(tx: Db, userId: string): Promise<CreditBalance | undefined> {
      const [row] = await tx
        .select({ apiCredits: users.apiCredits, periodStart: users.creditsPeriodStart })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row;
    },

    async setCredits(tx: Db, userId: string, amount: number, periodStart: Date): Promise<void> {
      await tx.update(users).set({ apiCredits: amount, creditsPeriodStart: periodStart }).where(eq(users.id, userId));
    },

    /** Takes one credit only if one is left: a single conditional UPDATE, so balances never go below zero. */
    async takeCredit(tx: Db, userId: string): Promise<number | undefined> {
      const [row] = await tx
        .update(users)
        .set({ apiCredits: sql`${users.apiCredits} - 1` })
        .where(and(eq(users.id, userId), gt(users.apiCredits, 0)))
        .returning({ apiCredits: users.apiCredits });
      return row?.apiCredits;
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
