import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminConfig } from '../../db/schema';

export type AdminConfigRow = typeof adminConfig.$inferSelect;

/** Reads of `admin_config` for the Config tab. Discovery's own keys are written by the discovery service. */
export function createAdminConfigRepo(db: Db) {
  return {
    list: (): Promise<AdminConfigRow[]> => db.select().from(adminConfig).orderBy(asc(adminConfig.key)),

    async get(key: string): Promise<AdminConfigRow | undefined> {
      const [row] = await db.select().from(adminConfig).where(eq(adminConfig.key, key));
      return row;
    },
  };
}
