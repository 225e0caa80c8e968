import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCompany, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

/**
 * The read caches follow each user's view of the writes (db/write-generation.ts): a user's write to their own rows
 * leaves other users' cached answers alone, while the user sees it at once, and shared changes (discovery's trends,
 * an admin's edits) reach everybody at once.
 */
let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let admin: SignedUp;
let computed: Record<string, number> = {};
const now = new Date('2025-06-15T12:00:00Z');

type Stats = { activeTrends: number; keywordsTracked: number; savedItems: number };

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => now } });
  // Count how often each user's stats are really computed, through the real service.
  const real = t.deps.stats.forUser;
  t.deps.stats.forUser = (userId: string) => {
    computed[userId] = (computed[userId] ?? 0) + 1;
    return real(userId);
  };
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  admin = await signUp(t.app, { admin: true });
  await seedCompany(t.db, alice.userId, { companyName: 'Ledgerline', keywords: ['payments'], at: now });
  await seedCompany(t.db, bob.userId, { companyName: 'Voltstack', keywords: ['batteries'], at: now });
  computed = {};
});
afterAll(() => t.close());

const stats = async (user: SignedUp) => (await user.get('/api/stats').expect(200)).body as Stats;

describe('answers per user', () => {
  it('when another user writes their own keywords and company profile, then this user’s cached answer is reused', async () => {
    await stats(alice);
    const before = computed[alice.userId];
    const added = await bob.post('/api/keywords').send({ term: 'grid storage' }).expect(201);
    await bob.delete(`/api/keywords/${(added.body as { id: number }).id}`).expect(204);
    await bob
      .patch(`/api/company-profile/${(await bob.get('/api/user/active-company').expect(200)).body.activeCompanyId}`)
      .send({ companyProfile: 'Voltstack builds grid batteries for utilities.' })
      .expect(200);
    await stats(alice);
    expect(computed[alice.userId]).toBe(before);
  });

  it('when a user adds a keyword, then their own next reads show it at once', async () => {
    const before = await stats(alice);
    await alice.get('/api/keywords').expect(200);
    await alice.post('/api/keywords').send({ term: 'chargebacks' }).expect(201);
    expect((await stats(alice)).keywordsTracked).toBe(before.keywordsTracked + 1);
    const list = (await alice.get('/api/keywords').expect(200)).body as unknown;
    expect(JSON.stringify(list)).toContain('chargebacks');
  });

  it('when a user edits their company profile, then their next profile read shows the new text at once', async () => {
    const first = (await alice.get('/api/company-profile').expect(200)).body as { id: number; companyProfile: string };
    await alice
      .patch(`/api/company-profile/${first.id}`)
      .send({ companyProfile: 'Ledgerline settles instant payouts for marketplaces.' })
      .expect(200);
    const again = (await alice.get('/api/company-profile').expect(200)).body as { companyProfile: string };
    expect(again.companyProfile).toBe('Ledgerline settles instant payouts for marketplaces.');
  });

  it('when a user switches their active company, then their keywords and stats follow it at once', async () => {
    const other = await seedCompany(t.db, alice.userId, { companyName: 'Payloop', keywords: ['a', 'b', 'c'], at: now });
    // Seeded last, so active: it tracks no keywords.
    await seedCompany(t.db, alice.userId, { companyName: 'Cardwise', keywords: [], at: now });
    expect((await stats(alice)).keywordsTracked).toBe(0);
    await alice.get('/api/keywords').expect(200);
    await alice.post('/api/user/switch-company').send({ companyId: other }).expect(200);
    expect((await stats(alice)).keywordsTracked).toBe(3);
    expect(JSON.stringify((await alice.get('/api/keywords').expect(200)).body)).toContain('"term":"c"');
  });
});

describe('shared changes reach every user', () => {
  it('when discovery stores a new global trend (outside any request), then every user’s next stats count it', async () => {
    const a = await stats(alice);
    const b = await stats(bob);
    await seedTrend(t.db, now, { title: 'Instant payouts reach small merchants', mentions: [[1, 4]] });
    expect((await stats(alice)).activeTrends).toBe(a.activeTrends + 1);
    expect((await stats(bob)).activeTrends).toBe(b.activeTrends + 1);
  });

  it('when an admin changes a user’s plan, then that user’s next account read shows it at once', async () => {
    const before = (await bob.get('/api/auth/user').expect(200)).body as { agencyPlan: boolean };
    expect(before.agencyPlan).toBe(false);
    await admin.patch(`/api/admin/users/${bob.userId}/plan`).send({ agencyPlan: true }).expect(200);
    const after = (await bob.get('/api/auth/user').expect(200)).body as { agencyPlan: boolean };
    expect(after.agencyPlan).toBe(true);
  });

  it('when an admin deletes a user, then that user’s next request is signed out at once', async () => {
    const carol = await signUp(t.app);
    await carol.get('/api/auth/user').expect(200);
    await admin.delete(`/api/admin/users/${carol.userId}`).expect(204);
    await carol.get('/api/auth/user').expect(401);
  });
});
