import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { Pool as NeonPool, neonConfig } from '@neondatabase/serverless';
import { drizzle as drizzleNeon } from 'drizzle-orm/neon-serverless';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import ws from 'ws';
import type { Config } from '../config';
import { logger } from '../logger';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';
import { WriteGeneration } from './write-generation';

export type Schema = typeof schema;

/**
 * What `db.execute()` returns. All three drivers answer with an object carrying `rows`, so one result type
 * lets repositories read raw results without caring which driver is underneath.
 */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
export type RowsResult<Row> = { rows: Row[] };

/** A count now and of the rows that existed by an earlier moment (creation times), read in one statement. */
export type CountNowAndAsOf = { now: number; asOf: number };

/** The drizzle database every repository takes. A transaction (`tx`) is also a `Db`. */
export type Db = PgDatabase<RowsResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres' | 'neon';

export type Database = { db: Db; kind: DbKind; close: () => Promise<void> };

/** One dedicated database session (connection), for work that must stay on one connection: the migrations' lock. */
export type DbSession = {
  query: <R = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<R[]>;
  release: () => void;
};

// Dedicated sessions are not part of drizzle's API, so each opened database records how to get one.
const sessionSources = new WeakMap<Db, () => Promise<DbSession>>();

/** The pool size of a PostgreSQL database opened here (node-postgres' own default, as a modest production pool). */
export const PG_POOL_MAX = 10;
/**
 * How long a query waits for a free pooled connection before failing (the error handler answers 503). Without
 * it a pool that is somehow exhausted leaves every request, sign-in and /readyz hanging for good.
 */
export const PG_CONNECTION_TIMEOUT_MS = 15_000;

const generations = new WeakMap<Db, WriteGeneration>();

/** The write counter of a database opened here (read caches compare it); a transaction has none of its own. */
export function writeGenerationOf(db: Db): WriteGeneration | undefined {
  return generations.get(db);
}

/**
 * drizzle options that feed a fresh write counter: its query hook sees every statement, in transactions too.
 * `track` then records the counter for the database and, when a transaction ends, moves again the counters its
 * writes moved (on PostgreSQL its writes become visible to other connections only then).
 */
function tracked() {
  const generation = new WriteGeneration();
  return {
    generation,
    options: { schema, logger: { logQuery: (query: string) => generation.noteStatement(query) } },
    track(db: Db): Db {
      generations.set(db, generation);
      const transaction = db.transaction.bind(db);
      db.transaction = ((...args: Parameters<Db['transaction']>) =>
        generation.inTransaction(() => transaction(...args))) as Db['transaction'];
      return db;
    },
  };
}

/** A node-postgres pool with the app's settings (size and connect timeout); tests use it too. */
export function createPgPool(connectionString: string, max = PG_POOL_MAX): pg.Pool {
  return new pg.Pool({ connectionString, max, connectionTimeoutMillis: PG_CONNECTION_TIMEOUT_MS });
}

/** A pool's connect-timeout error: node-postgres says so only in its message. */
export function isPoolTimeout(err: unknown): boolean {
  return err instanceof Error && /timeout exceeded when trying to connect/i.test(err.message);
}

export function acquireSession(db: Db): Promise<DbSession> {
  const source = sessionSources.get(db);
  if (!source) throw new Error('acquireSession needs the root database from openDatabase, not a transaction');
  return source();
}

type PoolLike = {
  connect: () => Promise<{
    query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;
    release: () => void;
  }>;
};

function poolSessions(pool: PoolLike): () => Promise<DbSession> {
  return async () => {
    const client = await pool.connect();
    return {
      query: async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[],
      release: () => client.release(),
    };
  };
}

export function databaseKind(url: string | undefined): DbKind {
  if (!url) return 'pglite';
  return new URL(url).hostname.endsWith('neon.tech') ? 'neon' : 'postgres';
}

/** Wraps an existing PGlite instance (tests reuse one per worker); the caller owns closing it. */
export function wrapPglite(client: PGlite): Database {
  const t = tracked();
  const db = t.track(drizzlePglite(client, t.options) as unknown as Db);
  sessionSources.set(db, async () => ({
    query: async <R>(text: string, params?: unknown[]) => (await client.query<R>(text, params)).rows,
    // PGlite is a single session shared by the whole process; there is nothing to hand back.
    release: () => undefined,
  }));
  return { db, kind: 'pglite', close: async () => undefined };
}

type ErrorEmitter = { on: (event: 'error', listener: (err: Error) => void) => unknown };
type PoolEvents = ErrorEmitter & { on: (event: 'connect', listener: (client: ErrorEmitter) => void) => unknown };

/**
 * A pooled connection can fail at any moment (server restart or shutdown, "terminating connection due to
 * administrator command", network loss). node-postgres reports it as an 'error' event: on the pool for an idle
 * connection, but on the client itself while it is checked out (a transaction between two statements, a session
 * held for a lock), and an 'error' event nobody listens to kills the process. So every client gets a listener
 * when it connects: the failure is logged, the statements waiting on it reject (their requests answer 503), the
 * pool drops the dead client when it is released and connects a new one for the next query.
 */
function logConnectionErrors(pool: PoolEvents): void {
  pool.on('connect', (client) => {
    client.on('error', (err) => logger.warn({ err }, 'database connection failed'));
  });
  // The pool re-emits an idle client's failure, which that client's own listener has logged already.
  pool.on('error', () => undefined);
}

/**
 * On PostgreSQL a statement outside a transaction commits on its own pool connection some time after drizzle's
 * hook saw it, and a read on another connection in between still sees the old rows, yet would be kept under the
 * counter the write already moved. So a write moves the counter again once it has finished (as a transaction does
 * when it ends). PGlite needs none of this: it runs one statement at a time, so a later read sees the write.
 */
export function noteFinishedWrites(pool: Pick<pg.Pool, 'query'>, generation: WriteGeneration): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const result = query(...args);
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    if (typeof text === 'string' && result instanceof Promise) {
      const after = () => generation.noteStatement(text);
      result.then(after, after);
    }
    return result;
  }) as pg.Pool['query'];
}

/** Wraps a node-postgres pool; closing the database ends the pool. */
export function wrapPgPool(pool: pg.Pool): Database {
  logConnectionErrors(pool);
  const t = tracked();
  noteFinishedWrites(pool, t.generation);
  const db = t.track(drizzleNodePg(pool, t.options) as unknown as Db);
  sessionSources.set(db, poolSessions(pool));
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * PostgreSQL settings of the embedded database, appended to PGlite's own start parameters. PGlite's memory is one
 * WebAssembly memory that starts at 128 MB (its module's minimum) and only grows, so these bound the server's resident size: 16 MB of shared buffers (not 128;
 * the data of a small team is far smaller, and the operating system caches the files under it), sorts and hashes in
 * 4 MB, maintenance (index builds in migrations) in 16 MB.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB', 'work_mem=4MB', 'maintenance_work_mem=16MB', 'temp_buffers=2MB'];

function pgliteOptions() {
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams ?? [];
  return {
    startParams: [...defaults, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  };
}

/**
 * Creates a new embedded database in a short-lived child process. Creating one runs initdb and unpacks PGlite's file
 * bundle, about 600 MB of memory that a Node process does not fully hand back: done here, the server itself never
 * holds it. Once only, on a fresh DATA_DIR.
 */
async function createPgliteDir(dir: string): Promise<void> {
  const module = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(module)});
const db = new PGlite(${JSON.stringify(dir)}, ${JSON.stringify(pgliteOptions())});
await db.waitReady;
await db.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { timeout: 120_000 });
}

/**
 * Opens the configured database: embedded PGlite in `DATA_DIR/pglite` when DATABASE_URL is unset, Neon's
 * serverless driver (WebSockets) for *.neon.tech hosts, node-postgres for every other postgres:// URL.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const kind = databaseKind(config.databaseUrl);
  if (kind === 'pglite') {
    const dir = path.join(config.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    // Before anything touches the files: a second process on them would see only its own writes and lose some.
    const lock = lockDataDir(config.dataDir);
    try {
      if (!existsSync(path.join(dir, 'PG_VERSION'))) await createPgliteDir(dir);
      const client = new PGlite(dir, pgliteOptions());
      await client.waitReady;
      const wrapped = wrapPglite(client);
      return {
        ...wrapped,
        close: async () => {
          await client.close();
          lock.release();
        },
      };
    } catch (err) {
      lock.release();
      throw err;
    }
  }
  if (kind === 'neon') {
    // Node 20 has no global WebSocket; Neon's Pool speaks the Postgres protocol over one.
    neonConfig.webSocketConstructor = ws;
    const pool = new NeonPool({
      connectionString: config.databaseUrl,
      max: PG_POOL_MAX,
      connectionTimeoutMillis: PG_CONNECTION_TIMEOUT_MS,
    });
    logConnectionErrors(pool);
    const t = tracked();
    const db = t.track(drizzleNeon(pool, t.options) as unknown as Db);
    sessionSources.set(db, poolSessions(pool as unknown as PoolLike));
    return { db, kind, close: () => pool.end() };
  }
  return wrapPgPool(createPgPool(config.databaseUrl!));
}

/** Runs `fn` in one transaction; everything it writes through `tx` commits or rolls back together. */
export function withTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx));
}
