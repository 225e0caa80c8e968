import { eq } from 'drizzle-orm';
import type { SessionData } from 'express-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbSessionStore } from '../../src/auth/session-store';
import { withAdvisoryLock } from '../../src/db/advisory-lock';
import pg from 'pg';
import { wrapPgPool, type Db } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { sessions } from '../../src/db/schema';
import { logger } from '../../src/logger';
import { openTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const silent = logger.child({}, { level: 'silent' });
const call = <T>(fn: (cb: (err: unknown, value?: T) => void) => void) =>
  new Promise<T | undefined>((resolve, reject) => fn((err, value) => (err ? reject(err) : resolve(value))));
const sessionFor = (userId: string, expires: Date) =>
  ({ cookie: { expires, originalMaxAge: 1000 }, userId }) as unknown as SessionData;

describe('the migrations\' advisory lock', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'when two instances (two pools) run under it at once on PostgreSQL, then they take turns',
    async () => {
      const a = database.kind === 'postgres' ? database : await openTestDatabase('postgres');
      // A second pool on the same database stands for a second API instance (advisory locks are per database).
      const b = wrapPgPool(new pg.Pool({ connectionString: a.url, max: 2 }));
      try {
        const spans: Array<[number, number]> = [];
        const hold = async () => {
          const start = Date.now();
          await new Promise((resolve) => setTimeout(resolve, 200));
          spans.push([start, Date.now()]);
        };
        await Promise.all([withAdvisoryLock(a.db, 'test:cross-instance', hold), withAdvisoryLock(b.db, 'test:cross-instance', hold)]);
        spans.sort((x, y) => x[0] - y[0]);
        expect(spans).toHaveLength(2);
        expect(spans[1]![0]).toBeGreaterThanOrEqual(spans[0]![1]);
      } finally {
        await b.close();
        if (a !== database) await a.close();
      }
    },
  );
});

describe('database session store', () => {
  const store = (db: Db, now: () => Date) => new DbSessionStore({ db, logger: silent, now });

  it('when a session is stored, then it reads back until it expires, and expired rows are pruned', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const s = store(database.db, () => now);
    await call<void>((cb) => s.set('sid-live', sessionFor('u1', new Date('2030-01-31T00:00:00Z')), cb));
    await call<void>((cb) => s.set('sid-old', sessionFor('u2', new Date('2030-01-02T00:00:00Z')), cb));
    expect((await call<SessionData | null>((cb) => s.get('sid-live', cb)))?.userId).toBe('u1');

    now = new Date('2030-01-05T00:00:00Z');
    expect(await call<SessionData | null>((cb) => s.get('sid-old', cb))).toBeNull();
    expect(await call<number>((cb) => s.length(cb))).toBe(1);
    expect(await s.pruneExpired()).toBe(1);
    expect(await database.db.select().from(sessions).where(eq(sessions.sid, 'sid-old'))).toEqual([]);

    await call<void>((cb) => s.destroy('sid-live', cb));
    expect(await call<SessionData | null>((cb) => s.get('sid-live', cb))).toBeNull();
  });

  it('when a store is given to express-session, then it has no touch: a session lives as long as its cookie', () => {
    // With a touch method express-session rewrites (or asks the database) on every unmodified request; the
    // behaviour on the wire is in test/auth/session-writes.test.ts.
    expect((store(database.db, () => new Date()) as unknown as { touch?: unknown }).touch).toBeUndefined();
  });
});

describe('migrations', () => {
  it('when migrations run again on a migrated database, then nothing changes and nothing fails', async () => {
    await expect(migrateDatabase(database)).resolves.toBeUndefined();
  });
});
