import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPgPool, wrapPglite, wrapPgPool, type Database } from '../../src/db/client';
import { migrateDatabase, migrationsFolder } from '../../src/db/migrate';
import { jobQueueSignature, QUEUE_SCHEMA } from '../../src/jobs/queue-schema';

/**
 * A fresh, migrated database for one test file.
 *
 * PGlite (default): measured on our 2-core machines, a new PGlite costs 1.5-6 s (WASM start + initdb), loading
 * a dump of an already-migrated database about 1.5 s, and emptying every table about 10-100 ms. So:
 *  - a migrated template is dumped once to the OS temp dir (keyed by the migrations' content);
 *  - each worker process loads it once and keeps the instance on `globalThis`;
 *  - every later file in that worker gets the same instance with all tables truncated.
 * With vitest's per-file isolation each file starts a new worker and pays one load; without it (isolate:false)
 * a file pays only the truncate.
 *
 * TEST_DATABASE_URL (a real PostgreSQL server): each file gets its own database, created from a migrated
 * template database on that server and dropped when the file is done.
 */
/** `url` is set for PostgreSQL databases, so a test can open a second pool on the same database. */
export type TestDatabase = Database & { setupMs: number; url?: string };

type WorkerPglite = { client: PGlite; inUse: boolean };
const globalKey = Symbol.for('newsjack.test.pglite');
const g = globalThis as unknown as Record<symbol, WorkerPglite | undefined>;

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  // The template also holds the job queue's schema and queues (migrateDatabase installs them).
  hash.update(jobQueueSignature());
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `newsjack-test-template-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite();
    await migrateDatabase(wrapPglite(client));
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed, so a worker never loads a half-written template made by another.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  }
  return new Blob([readFileSync(file)]);
}

async function truncateAll(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  if (rows.length > 0) await client.exec(`truncate ${rows.map((r) => r.name).join(', ')} restart identity cascade`);
  // The previous file's jobs too (the queues and pg-boss's version row stay, as the template made them).
  await client.exec(`truncate ${QUEUE_SCHEMA}.job, ${QUEUE_SCHEMA}.archive`);
}

async function openPglite(): Promise<Database> {
  let worker = g[globalKey];
  if (worker && !worker.inUse) {
    await truncateAll(worker.client);
  } else {
    // A second database in the same file (or the first in this worker) gets its own instance.
    const client = new PGlite({ loadDataDir: await pgliteTemplate() });
    await client.waitReady;
    if (worker) return { ...wrapPglite(client), close: () => client.close() };
    worker = g[globalKey] = { client, inUse: false };
  }
  const shared = worker;
  shared.inUse = true;
  // The instance outlives the file (vitest ends the worker process); closing only hands it back.
  return { ...wrapPglite(shared.client), close: async () => void (shared.inUse = false) };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Waits (briefly) until no connection to `name` is left, so dropping it interrupts nobody mid-goodbye. */
async function waitForDisconnect(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function openPostgres(serverUrl: string): Promise<Database & { url: string }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = `newsjack_test_tpl_${migrationsHash()}`;
  const name = `newsjack_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  try {
    // One worker at a time checks for (and builds) the template; CREATE DATABASE … TEMPLATE copies it.
    await admin.query('select pg_advisory_lock(7240012931000000002)');
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      await admin.query(`create database "${template}"`);
      const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, template), max: 2 });
      const db = wrapPgPool(pool);
      await migrateDatabase(db);
      await db.close();
    }
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.query('select pg_advisory_unlock(7240012931000000002)').catch(() => undefined);
  }
  const url = withDatabase(serverUrl, name);
  // The production pool (size and connect timeout), so pool limits are tested as they run.
  const database = wrapPgPool(createPgPool(url));
  return {
    ...database,
    url,
    close: async () => {
      // pool.end() resolves before its sockets have closed; dropping at once would cut them off noisily.
      await database.close();
      await waitForDisconnect(admin, name);
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The kind used when a test does not ask: PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise. */
export const defaultTestDatabaseKind = (): TestDatabaseKind => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

export async function openTestDatabase(kind: TestDatabaseKind = defaultTestDatabaseKind()): Promise<TestDatabase> {
  const started = performance.now();
  let database: Database & { url?: string };
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    database = await openPostgres(url);
  } else {
    database = await openPglite();
  }
  const setupMs = Math.round(performance.now() - started);
  // TEST_TIMINGS=1 prints how long each file waited for its database (to watch the harness's cost).
  if (process.env.TEST_TIMINGS) process.stdout.write(`[db setup] ${kind}: ${setupMs} ms\n`);
  return { ...database, setupMs };
}
