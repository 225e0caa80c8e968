import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { noteFinishedWrites } from '../../src/db/client';
import { WriteGeneration } from '../../src/db/write-generation';

/** A pool whose statements finish when the test says so. */
function slowPool() {
  const pending: Array<() => void> = [];
  const pool = {
    query: (_q: unknown) =>
      new Promise<{ rows: unknown[] }>((resolve) => {
        pending.push(() => resolve({ rows: [] }));
      }),
  };
  return { pool: pool as unknown as Pick<pg.Pool, 'query'>, finishAll: () => pending.splice(0).forEach((f) => f()) };
}

describe('write counter on a PostgreSQL pool', () => {
  it('when a write outside a transaction finishes, then the counter moves again, so a read that began while it ran is not kept', async () => {
    const generation = new WriteGeneration();
    const { pool, finishAll } = slowPool();
    noteFinishedWrites(pool, generation);
    generation.noteStatement('update "users" set "first_name" = $1'); // drizzle's hook, before the statement is sent
    const write = pool.query({ text: 'update "users" set "first_name" = $1', values: ['A'] } as never);
    const readToken = generation.current; // a read on another connection begins while the write runs
    finishAll();
    await write;
    expect(generation.current).not.toBe(readToken);
  });

  it('when a read finishes, then the counter stays where it was', async () => {
    const generation = new WriteGeneration();
    const { pool, finishAll } = slowPool();
    noteFinishedWrites(pool, generation);
    const read = pool.query('select 1' as never);
    const before = generation.current;
    finishAll();
    await read;
    expect(generation.current).toBe(before);
  });
});
