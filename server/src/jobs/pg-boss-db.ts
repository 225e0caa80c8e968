import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';

type Rows = { rows: unknown[] };
type PgliteLike = {
  query: (text: string, params?: unknown[]) => Promise<Rows>;
  exec: (text: string) => Promise<Rows[]>;
};
type PoolLike = { connect: () => Promise<{ query: (text: string, params?: unknown[]) => Promise<Rows>; release: () => void }> };

/**
 * pg-boss's database port (`{ db: { executeSql } }`) on the app's own connection, so the queue lives in the same
 * database as the data, on PGlite too. It reaches the driver under drizzle (`$client`) rather than drizzle itself:
 * pg-boss sends multi-statement scripts (its schema, its locked maintenance) that only a simple query runs, and its
 * polling must not count as writes for the read caches (db/write-generation.ts sees only drizzle's statements).
 */
export function pgBossDb(db: Db): PgBoss.Db {
  // Resolved at the first statement, not here: buildDeps makes a queue for every app, some on a stand-in `db`.
  let executor: PgBoss.Db | null = null;
  return { executeSql: (text, values) => (executor ??= executorFor(db)).executeSql(text, values) };
}

function executorFor(db: Db): PgBoss.Db {
  const client = (db as unknown as { $client: PgliteLike | PoolLike }).$client;
  if (!('connect' in client)) {
    // PGlite: `query` takes parameters but one statement; `exec` takes a script and no parameters.
    return {
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  return {
    // One pooled connection per statement (as pool.query would), taken by hand so that a script failing inside
    // its own BEGIN (two processes creating a queue together) is rolled back before the connection goes back.
    executeSql: async (text, values) => {
      const connection = await client.connect();
      try {
        return await connection.query(text, values);
      } catch (err) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        connection.release();
      }
    },
  };
}
