import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import { createPgPool, wrapPgPool, type Database } from '../../src/db/client';
import { DbRateLimitStore, RATE_LIMIT_PRUNE_EVERY_MS } from '../../src/http/rate-limit-store';
import { AUTH_RATE_LIMIT_MESSAGE } from '../../src/http/rate-limit';
import { createTestApp, uniqueEmail, type TestApp } from '../helpers/test-app';
import type { TestDatabase } from '../helpers/test-db';

const threePerMinute = { windowMs: 60_000, max: 3 };
const origin = 'https://pr.example.test';
const limits: Partial<Config> = {
  appOrigin: origin,
  rateLimits: { auth: threePerMinute, ai: threePerMinute, refresh: threePerMinute },
};

let first: TestApp;
let second: TestApp;
/** On PostgreSQL the second app has a pool of its own, as a second server process would. */
let secondDatabase: Database | undefined;

beforeAll(async () => {
  first = await createTestApp({ config: limits });
  const url = (first.database as TestDatabase).url;
  secondDatabase = url ? wrapPgPool(createPgPool(url)) : undefined;
  second = await createTestApp({ config: limits, database: secondDatabase ?? first.database });
});
afterAll(async () => {
  await second.close();
  await secondDatabase?.close();
  await first.close();
});

/** A store on the test database whose clock the test moves. */
function storeAt(start: number, windowMs = 1_000) {
  const clock = { now: start };
  const store = new DbRateLimitStore(first.db, 'probe', () => new Date(clock.now));
  store.init({ windowMs } as Parameters<DbRateLimitStore['init']>[0]);
  return { store, clock };
}

const storedKeys = async () =>
  (await first.db.execute<{ key: string }>(sql`select key from rate_limit_hits order by key`)).rows.map((r) => r.key);

describe('rate limits shared by every server on one database', () => {
  it('when one address signs in through two app instances, then both draw on one budget', async () => {
    const attempt = (t: TestApp) =>
      request(t.app).post('/api/auth/login').send({ email: 'nobody@example.test', password: 'guess' });
    const statuses = [];
    for (const t of [first, second, first]) statuses.push((await attempt(t)).status);
    expect(statuses).toEqual([401, 401, 401]);
    // Each instance alone has seen fewer than three attempts; together they have used the budget.
    const refused = await attempt(second);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: AUTH_RATE_LIMIT_MESSAGE });
    expect((await attempt(first)).status).toBe(429);
  });

  it("when a user's AI requests go to two app instances, then the fourth is refused wherever it lands", async () => {
    // The address's sign-in budget was spent above; this test is about the user's AI budget.
    await first.db.execute(sql`delete from rate_limit_hits`);
    const registered = await request(first.app)
      .post('/api/auth/register')
      .send({ email: uniqueEmail('shared-ai'), password: 'violet kettle orbit lantern' });
    expect(registered.status).toBe(201);
    const cookie = String(registered.headers['set-cookie']).split(';')[0]!;
    const ask = (t: TestApp) =>
      request(t.app).post('/api/keywords/smart-batch-search').set('Cookie', cookie).set('Origin', origin).send({});
    const statuses = [];
    for (const t of [second, first, second, first]) statuses.push((await ask(t)).status);
    // Three requests pass the limiter (and are refused by validation); the fourth is over the shared budget.
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('the database store', () => {
  it('when hits come at once from two stores, then each is counted once', async () => {
    const a = storeAt(Date.now(), 60_000);
    const b = new DbRateLimitStore(secondDatabase?.db ?? first.db, 'probe');
    b.init({ windowMs: 60_000 } as Parameters<DbRateLimitStore['init']>[0]);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a.store : b).increment('probe:burst')),
    );
    expect(results.map((r) => r.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await a.store.get('probe:burst'))?.totalHits).toBe(20);
  });

  it('when a window is over, then the next hit starts a new one at 1 with a new reset time', async () => {
    const { store, clock } = storeAt(Date.parse('2026-03-02T10:00:00Z'));
    await store.increment('probe:window');
    const second = await store.increment('probe:window');
    expect(second).toEqual({ totalHits: 2, resetTime: new Date('2026-03-02T10:00:01Z') });
    clock.now += 1_000;
    expect(await store.get('probe:window')).toBeUndefined();
    expect(await store.increment('probe:window')).toEqual({
      totalHits: 1,
      resetTime: new Date('2026-03-02T10:00:02Z'),
    });
  });

  it('when windows have ended, then they are deleted at the next hit after the prune interval', async () => {
    const { store, clock } = storeAt(Date.parse('2026-03-03T10:00:00Z'));
    await store.increment('probe:old');
    clock.now += RATE_LIMIT_PRUNE_EVERY_MS;
    await store.increment('probe:new');
    const keys = await storedKeys();
    expect(keys).toContain('probe:new');
    expect(keys).not.toContain('probe:old');
  });

  it('when a key is reset, decremented or its limiter reset, then only that counter changes', async () => {
    const { store } = storeAt(Date.now(), 60_000);
    for (const key of ['probe:x', 'probe:x', 'probe:y', 'probe:z']) await store.increment(key);
    await first.db.execute(sql`insert into rate_limit_hits values ('other:x', 5, now() + interval '1 minute')`);
    await store.decrement('probe:x');
    expect((await store.get('probe:x'))?.totalHits).toBe(1);
    await store.resetKey('probe:y');
    expect(await store.get('probe:y')).toBeUndefined();
    expect((await store.get('probe:z'))?.totalHits).toBe(1);
    await store.resetAll();
    expect((await storedKeys()).filter((k) => !k.startsWith('auth:') && !k.startsWith('ai:'))).toEqual(['other:x']);
  });
});
