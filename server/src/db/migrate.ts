import path from 'node:path';
import { migrate as migrateNeon } from 'drizzle-orm/neon-serverless/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { repoRoot } from '../config';
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
 * so none sees a half-applied schema.
 */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  await withAdvisoryLock(database.db, 'newsjack:migrate', () =>
    migrators[database.kind](database.db, { migrationsFolder: folder }),
  );
}
