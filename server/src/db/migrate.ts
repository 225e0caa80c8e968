import path from 'node:path';
import { migrate as migrateNeon } from 'drizzle-orm/neon-serverless/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { repoRoot } from '../config';
import { installJobQueue } from '../jobs/queue-schema';
import { withAdvisoryLock } from './advisory-lock';
import type { Database } from './client';

export const migrationsFolder = path.join(repoRoot, 'migrations');

type AnyMigrate = (db: unknown, config: { migrationsFolder: string }) => Promise<void>;
const migrators: Record<Database['kind'], AnyMigrate> = {
  pglite: migratePglite as AnyMigrate,
  postgres: migrateNodePg as AnyMigrate,
  neon: migrateNeon as AnyMigrate,
};

/**
 * Applies every pending migration in `migrations/` (drizzle-kit's journal; applied ones are recorded in
 * drizzle.__drizzle_migrations). Several instances starting together take turns through an advisory lock,
 * so none sees a half-applied schema. The job queue's schema (pg-boss's own tables and our queues) is installed
 * under the same lock: pg-boss's own creation race between two processes would end one of them in an error.
 */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  await withAdvisoryLock(database.db, 'newsjack:migrate', async () => {
    await migrators[database.kind](database.db, { migrationsFolder: folder });
    await installJobQueue(database.db);
  });
}
