import { statsSchema } from '@newsjack/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywords, savedItems } from '../../src/db/schema';
import { DAY, seedCompany, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { seedStoryAngle } from '../saved-items/seed-targets';

/** A movable clock: figures are "now" and "now − 7 days" of whatever it reads. */
let now = new Date('2025-06-15T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);
const weekHours = 7 * 24;

let t: TestApp;
let alice: SignedUp;
let carol: SignedUp;
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => now } });
  alice = await signUp(t.app);
  carol = await signUp(t.app);
  const bob = await signUp(t.app);
  const company = await seedCompany(t.db, alice.userId, { keywords: ['payments', 'fraud'], at: ago(10) });
  await t.db
    .insert(keywords)
    .values(
      ['open banking', 'payouts', 'chargebacks'].map((term) => ({
        userId: alice.userId,
        companyId: company,
        term,
        createdAt: ago(1),
      })),
    );
  for (let i = 0; i < 4; i += 1)
    await seedStoryAngle(t.db, { userId: alice.userId, companyId: company, createdAt: ago(10) });
  await seedStoryAngle(t.db, { userId: alice.userId, companyId: company, createdAt: ago(0) });

  // Global: two live now; three were live a week ago (one of them since deactivated).
  const g1 = await seedTrend(t.db, now, {
    title: 'G1',
    mentions: [
      [1, 2],
      [weekHours + 1, 1],
    ],
  });
  await seedTrend(t.db, now, { title: 'G2', mentions: [[3, 1]] });
  await seedTrend(t.db, now, { title: 'G3', isActive: false, mentions: [[weekHours + 2, 4]] });
  await seedTrend(t.db, now, {
    title: 'G4',
    mentions: [
      [weekHours + 5, 1],
      [weekHours - 40, 1],
    ],
  });
  // Alice's company: two personal trends live now, none a week ago. Bob's never count for her.
  await seedTrend(t.db, now, { title: 'P1', companyId: company, mentions: [[2, 1]] });
  await seedTrend(t.db, now, { title: 'P2', companyId: company, mentions: [[20, 1]] });
  const bobCompany = await seedCompany(t.db, bob.userId, { companyName: 'Sunward' });
  await seedTrend(t.db, now, {
    title: 'Bob',
    companyId: bobCompany,
    mentions: [
      [1, 5],
      [weekHours + 1, 5],
    ],
  });
  // Two saved a while ago, one today.
  await t.db.insert(savedItems).values([
    { userId: alice.userId, companyId: company, itemType: 'trend', itemId: g1, createdAt: ago(9) },
    { userId: alice.userId, companyId: company, itemType: 'story_angle', itemId: 1, createdAt: ago(8) },
    { userId: alice.userId, companyId: company, itemType: 'contact', itemId: 1, createdAt: ago(0) },
  ]);
});
afterAll(() => t.close());

const stats = async (agent: SignedUp) => {
  const res = await agent.get('/api/stats');
  expect(res.status, res.text).toBe(200);
  return statsSchema.parse(res.body);
};

describe('dashboard stats', () => {
  it('when signed out, then 401', async () => {
    expect((await request(t.app).get('/api/stats')).status).toBe(401);
  });

  it('when the user has a company, then the four figures count its trends, angles, saved items and keywords', async () => {
    expect(await stats(alice)).toMatchObject({ activeTrends: 4, storyAngles: 5, savedItems: 3, keywordsTracked: 5 });
  });

  it('when compared with a week before, then each card has a real change label', async () => {
    const { changes } = await stats(alice);
    expect(changes).toEqual({
      activeTrends: { value: 33, label: '+33%' },
      storyAngles: { value: 25, label: '+25%' },
      savedItems: { value: 50, label: '+50%' },
      keywordsTracked: { value: 3, label: '+3 new' },
    });
  });

  it('when the user has no company, then only global trends and their own saved items count', async () => {
    const body = await stats(carol);
    expect(body).toMatchObject({ activeTrends: 2, storyAngles: 0, savedItems: 0, keywordsTracked: 0 });
    expect(body.changes.activeTrends).toEqual({ value: -33, label: '-33%' });
    expect(body.changes.keywordsTracked.label).toBe('No change');
  });

  it('when the clock moves on a week, then today\u2019s additions become the baseline', async () => {
    const saved = now;
    now = new Date(now.getTime() + 7 * DAY);
    try {
      const body = await stats(alice);
      expect(body).toMatchObject({ activeTrends: 0, storyAngles: 5, keywordsTracked: 5 });
      expect(body.changes.storyAngles.label).toBe('No change');
      // Nothing was mentioned since; a week ago (the old "now") four trends were live.
      expect(body.changes.activeTrends).toEqual({ value: -100, label: '-100%' });
    } finally {
      now = saved;
    }
  });
});
