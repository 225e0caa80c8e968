import { statsSchema, type Stats } from '@newsjack/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeGenerationOf } from '../../src/db/client';
import { trendFacts, trends } from '../../src/db/schema';
import { DAY, seedCompany, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

/**
 * The active-trend figures are kept per company and follow only the trend tables and the clock: the user's own
 * writes change only the user's figures, a write to a trend table and the clock moving a trend across a window
 * show at once. The clock's steps stay under a minute, the figures' time cap on PGlite, so only the entry's own
 * `holdsAt` can make them show.
 */
const clock0 = new Date('2025-06-15T11:59:30Z');
const clock = { now: clock0 };
const at = (seconds: number) => new Date(clock0.getTime() + seconds * 1000);
const weekHours = 7 * 24;
let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
const ids = { g1: 0, g2: 0 };
/** Statements sent to the database, as drizzle's hook sees them. */
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock.now } });
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  const aliceCompany = await seedCompany(t.db, alice.userId, { companyName: 'Ledgerline', keywords: ['payments'] });
  const bobCompany = await seedCompany(t.db, bob.userId, { companyName: 'Sunward', keywords: ['solar'] });
  // Live now: G1, G2 and each company's own. A week ago: G2 (and Bob's). P1's mention 36 s after the week-ago
  // moment lands in the bucket starting 30 s after it: it enters the week-ago figure at clock0 + 30 s.
  ids.g1 = await seedTrend(t.db, clock0, { title: 'G1', mentions: [[1, 2]] });
  ids.g2 = await seedTrend(t.db, clock0, {
    title: 'G2',
    mentions: [
      [3, 1],
      [weekHours + 1, 1],
    ],
  });
  await seedTrend(t.db, clock0, {
    title: 'P1',
    companyId: aliceCompany,
    mentions: [
      [2, 1],
      [weekHours - 0.01, 1],
    ],
  });
  await seedTrend(t.db, clock0, {
    title: 'B1',
    companyId: bobCompany,
    mentions: [
      [1, 5],
      [weekHours + 1, 5],
    ],
  });
  // G1's facts were computed so long ago that they leave the 24 h window at clock0 + 45 s.
  await t.db
    .update(trendFacts)
    .set({ computedAt: new Date(clock0.getTime() - DAY + 45_000) })
    .where(and(eq(trendFacts.trendId, ids.g1), eq(trendFacts.timeframe, '24h')));
  const generation = writeGenerationOf(t.db)!;
  const note = generation.noteStatement.bind(generation);
  generation.noteStatement = (text: string) => {
    statements.push(text);
    note(text);
  };
});
afterAll(() => t.close());

const stats = async (user: SignedUp): Promise<Stats> =>
  statsSchema.parse((await user.get('/api/stats').expect(200)).body);
/** Whether a trend figure was counted from the database since `from` (they read trend_facts and trend_mentions). */
const trendFiguresReadSince = (from: number) =>
  statements.slice(from).some((s) => s.includes('from "trend_facts"') || s.includes('from "trend_mentions"'));
const writesSince = (from: number) => statements.slice(from).filter((s) => !/^\s*select/i.test(s));

describe('the stats trend figures, kept per company', () => {
  it('when another company asks after this company\u2019s figures are kept, then it gets its own figures', async () => {
    const aliceStats = await stats(alice);
    expect(aliceStats.activeTrends).toBe(3);
    expect(aliceStats.changes.activeTrends.label).toBe('+200%');
    const from = statements.length;
    const bobStats = await stats(bob);
    expect(bobStats.activeTrends).toBe(3);
    expect(bobStats.changes.activeTrends.label).toBe('+50%');
    expect(trendFiguresReadSince(from)).toBe(true);
  });

  it('when the user adds a keyword and saves a trend, then only their keyword and saved-item figures change, without counting trends again', async () => {
    const before = await stats(alice);
    const from = statements.length;
    await alice.post('/api/keywords').send({ term: 'chargebacks' }).expect(201);
    await alice.post('/api/saved-items').send({ itemType: 'trend', itemId: ids.g2 }).expect(201);
    const after = await stats(alice);
    expect(after.keywordsTracked).toBe(before.keywordsTracked + 1);
    expect(after.savedItems).toBe(before.savedItems + 1);
    expect(after.activeTrends).toBe(before.activeTrends);
    expect(after.changes.activeTrends).toEqual(before.changes.activeTrends);
    expect(trendFiguresReadSince(from)).toBe(false);
  });

  it('when the clock moves within the figures\u2019 span, then they are answered without counting trends again', async () => {
    const from = statements.length;
    clock.now = at(10);
    const body = await stats(alice);
    expect(body.activeTrends).toBe(3);
    expect(body.changes.activeTrends.label).toBe('+200%');
    expect(trendFiguresReadSince(from)).toBe(false);
  });

  it('when the clock moves a mention bucket into the week-ago window, then the change shows without a write', async () => {
    const from = statements.length;
    clock.now = at(35);
    const body = await stats(alice);
    expect(body.activeTrends).toBe(3);
    expect(body.changes.activeTrends.label).toBe('+50%');
    expect(writesSince(from)).toEqual([]);
  });

  it('when the clock moves a trend\u2019s facts out of the 24 h window, then the figure drops without a write', async () => {
    await stats(alice);
    const from = statements.length;
    clock.now = at(50);
    const body = await stats(alice);
    expect(body.activeTrends).toBe(2);
    expect(body.changes.activeTrends.label).toBe('No change');
    expect(writesSince(from)).toEqual([]);
  });

  it('when discovery writes a trend table, then the figures change at once', async () => {
    expect((await stats(alice)).activeTrends).toBe(2);
    await t.db.update(trends).set({ isActive: false }).where(eq(trends.id, ids.g2));
    const body = await stats(alice);
    expect(body.activeTrends).toBe(1);
    expect(body.changes.activeTrends.label).toBe('-50%');
  });
});
