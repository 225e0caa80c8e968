import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeGenerationOf } from '../../src/db/client';
import { sessions } from '../../src/db/schema';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

/**
 * The read caches (db/read-cache.ts): the session, the signed-in user and the dashboard's answers are reused only
 * while nothing was written to the database, and never across users.
 */
let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let computed = 0;
let now = new Date('2025-06-15T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({
    deps: {
      now: () => now,
    },
  });
  // Count how often the stats figures are really computed, through the real service.
  const real = t.deps.stats.forUser;
  t.deps.stats.forUser = (userId: string) => {
    computed += 1;
    return real(userId);
  };
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  await seedCompany(t.db, alice.userId, { keywords: ['payments'], at: now });
});
afterAll(() => t.close());

describe('dashboard answers', () => {
  it('when a dashboard read is repeated and nothing was written, then it is answered again without computing it', async () => {
    const first = await alice.get('/api/stats').expect(200);
    const before = computed;
    const again = await alice.get('/api/stats').expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(computed).toBe(before);
  });

  it('when the user writes, then the next read is computed again and shows the change', async () => {
    const before = (await alice.get('/api/stats').expect(200)).body as { keywordsTracked: number };
    await alice.post('/api/keywords').send({ term: 'chargebacks' }).expect(201);
    const calls = computed;
    const after = (await alice.get('/api/stats').expect(200)).body as { keywordsTracked: number };
    expect(computed).toBe(calls + 1);
    expect(after.keywordsTracked).toBe(before.keywordsTracked + 1);
  });

  it('when anything is written outside a request (a background job), then no cached answer survives it', async () => {
    await alice.get('/api/keywords').expect(200);
    const generation = writeGenerationOf(t.db)!.current;
    await t.db
      .update(sessions)
      .set({ expire: new Date('2031-01-01T00:00:00Z') })
      .where(eq(sessions.sid, 'none'));
    expect(writeGenerationOf(t.db)!.current).toBeGreaterThan(generation);
    const calls = computed;
    await alice.get('/api/stats').expect(200);
    expect(computed).toBe(calls + 1);
  });

  it('when two users read the same path, then each gets their own answer', async () => {
    const a = (await alice.get('/api/auth/user').expect(200)).body as { id: string };
    const b = (await bob.get('/api/auth/user').expect(200)).body as { id: string };
    expect(a.id).toBe(alice.userId);
    expect(b.id).toBe(bob.userId);
    expect((await alice.get('/api/auth/user').expect(200)).body.id).toBe(alice.userId);
  });

  it('when the clock moves past the cache time, then the answer is computed again', async () => {
    await alice.get('/api/stats').expect(200);
    const calls = computed;
    now = new Date(now.getTime() + 3_000);
    await alice.get('/api/stats').expect(200);
    expect(computed).toBe(calls + 1);
  });
});

describe('sessions', () => {
  it('when signed-in requests change nothing in the session, then nothing is written to the database', async () => {
    await alice.get('/api/auth/user').expect(200);
    const generation = writeGenerationOf(t.db)!.current;
    const [row] = await t.db.select({ expire: sessions.expire }).from(sessions).limit(1);
    for (const path of ['/api/auth/user', '/api/keywords', '/api/trends', '/api/company-profile'])
      await alice.get(path).expect(200);
    expect(writeGenerationOf(t.db)!.current).toBe(generation);
    const [same] = await t.db.select({ expire: sessions.expire }).from(sessions).limit(1);
    expect(same!.expire).toEqual(row!.expire);
  });

  it('when a user signs out, then the session is gone at once on this instance', async () => {
    const carol = await signUp(t.app);
    await carol.get('/api/auth/user').expect(200);
    await carol
      .get('/api/logout')
      .set('Sec-Fetch-Site', 'same-origin')
      .expect((res) => expect(res.status).toBeLessThan(400));
    await carol.get('/api/auth/user').expect(401);
  });
});
