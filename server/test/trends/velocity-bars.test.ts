import type { Trend } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCompany, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

const NOW = new Date('2026-06-10T12:00:00Z');
let t: TestApp;
let alice: SignedUp;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => NOW } });
  alice = await signUp(t.app);
  await seedCompany(t.db, alice.userId, { companyName: 'Busyfeed' });
  // A busy live feed: 24 stories, each with 6 fresh mentions in the last 6 hours (from nothing), and one with 3.
  for (let i = 0; i < 24; i++) {
    await seedTrend(t.db, NOW, {
      title: `Busy story ${i}`,
      mentions: [
        [1, 3],
        [2, 3],
      ],
    });
  }
  await seedTrend(t.db, NOW, { title: 'Quiet riser', mentions: [[1, 3]] });
});
afterAll(() => t.close());

describe('velocity graded against the stories shown', () => {
  it('when many stories are busy, then a story only as busy as the floor is no longer explosive', async () => {
    const res = await alice.get('/api/trends');
    expect(res.status).toBe(200);
    const list = res.body as Trend[];
    // Alone, 3 fresh mentions clear the explosive floor (3; see trends.test.ts). Here every bar is this feed's
    // percentile (95th, 80th and median are all 6), so the same story grades low against its busy neighbours.
    expect(list.find((x) => x.title === 'Quiet riser')?.mentionVelocity).toBe('low');
    expect(list.filter((x) => x.title.startsWith('Busy story')).every((x) => x.mentionVelocity === 'explosive')).toBe(
      true,
    );
  });
});
