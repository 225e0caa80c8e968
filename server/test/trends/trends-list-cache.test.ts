import { trendsResponseSchema, type Trend } from '@newsjack/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeGenerationOf } from '../../src/db/client';
import { trendExplanations, trendFacts } from '../../src/db/schema';
import { HOUR, seedCompany, seedExplanation, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

/**
 * The trends list is kept per company and follows only the tables it reads (TREND_LIST_TABLES) and the clock: the
 * user's own bookmarks leave it alone, while discovery's writes (and the rescoring an edit of the profile or the
 * keywords runs) show at once.
 */
const clock = { now: new Date('2025-06-15T12:00:00Z') };
let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let aliceCompany: number;
const ids: Record<string, number> = {};
/** Statements sent to the database, as drizzle's hook sees them. */
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock.now } });
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  aliceCompany = await seedCompany(t.db, alice.userId, { companyName: 'Ledgerline', keywords: ['payments'] });
  await seedCompany(t.db, bob.userId, { companyName: 'Sunward', keywords: ['solar'] });
  ids.global = await seedTrend(t.db, clock.now, { title: 'Card payments fraud surges', rank: 1 });
  ids.personal = await seedTrend(t.db, clock.now, { title: 'Ledgerline payouts grow', companyId: aliceCompany });
  const generation = writeGenerationOf(t.db)!;
  const note = generation.noteStatement.bind(generation);
  generation.noteStatement = (text: string) => {
    statements.push(text);
    note(text);
  };
});
afterAll(() => t.close());

const list = async (user: SignedUp, query = ''): Promise<Trend[]> =>
  trendsResponseSchema.parse((await user.get(`/api/trends${query}`).expect(200)).body);
const titles = (trends: Trend[]) => trends.map((trend) => trend.title);
/** Whether the live list was read from the database since `from` (its statement joins trend_facts). */
const listReadSince = (from: number) => statements.slice(from).some((s) => s.includes('from "trend_facts"'));

describe('the trends list, kept per company', () => {
  it('when the user saves a trend, then the list is answered without reading it again, unchanged', async () => {
    const before = await list(alice);
    expect(titles(before)).toContain('Ledgerline payouts grow');
    const from = statements.length;
    await alice.post('/api/saved-items').send({ itemType: 'trend', itemId: ids.global }).expect(201);
    expect(await list(alice)).toEqual(before);
    expect(listReadSince(from)).toBe(false);
  });

  it('when the user edits their profile or keywords, then the company\u2019s trends are scored again and the next list is read anew', async () => {
    // Relevance follows such an edit at once (company-edit-relevance.test.ts): it writes trend_explanations.
    await list(alice);
    let from = statements.length;
    await alice
      .patch(`/api/company-profile/${aliceCompany}`)
      .send({ companyProfile: 'Ledgerline settles instant payouts for marketplaces.' })
      .expect(200);
    await list(alice);
    expect(listReadSince(from)).toBe(true);
    from = statements.length;
    await alice.post('/api/keywords').send({ term: 'chargebacks' }).expect(201);
    await list(alice);
    expect(listReadSince(from)).toBe(true);
  });

  it('when the list is filtered, then the filter applies to the kept list and the list is not read again', async () => {
    await list(alice);
    const from = statements.length;
    expect(titles(await list(alice, '?search=payouts'))).toEqual(['Ledgerline payouts grow']);
    expect(listReadSince(from)).toBe(false);
  });

  it('when another company’s user lists, then they get their company’s list, never the kept one of another company', async () => {
    await list(alice);
    const bobs = titles(await list(bob));
    expect(bobs).toContain('Card payments fraud surges');
    expect(bobs).not.toContain('Ledgerline payouts grow');
  });

  it('when discovery stores the company’s relevance of a trend, then the next list shows it at once', async () => {
    // The profile edit above scored the trend for the company already: discovery's write below replaces that row.
    await t.db.delete(trendExplanations).where(and(eq(trendExplanations.trendId, ids.global!), eq(trendExplanations.companyId, aliceCompany)));
    await list(alice);
    await seedExplanation(t.db, {
      trendId: ids.global!,
      companyId: aliceCompany,
      relevanceScore: 91,
      matchedKeywords: ['payments'],
    });
    const global = (await list(alice)).find((trend) => trend.id === ids.global)!;
    expect(global.relevanceScore).toBe(91);
    expect(global.matchedKeywords).toEqual(['payments']);
  });

  it('when a rescore updates the company’s relevance, then the next list shows the new score at once', async () => {
    await list(alice);
    await t.db
      .update(trendExplanations)
      .set({ relevanceScore: 12 })
      .where(and(eq(trendExplanations.trendId, ids.global!), eq(trendExplanations.companyId, aliceCompany)));
    expect((await list(alice)).find((trend) => trend.id === ids.global)!.relevanceScore).toBe(12);
  });

  it('when discovery stores a new trend, then every company’s next list shows it at once', async () => {
    await list(alice);
    await list(bob);
    await seedTrend(t.db, clock.now, { title: 'Instant payouts reach small merchants' });
    expect(titles(await list(alice))).toContain('Instant payouts reach small merchants');
    expect(titles(await list(bob))).toContain('Instant payouts reach small merchants');
  });

  it('when the clock passes the window of a listed trend’s facts, then it leaves the list without any write', async () => {
    // The personal trend's 24h facts were computed 24 h minus 10 s ago: listed now, too old in 10 s.
    await t.db
      .update(trendFacts)
      .set({ computedAt: new Date(clock.now.getTime() - 24 * HOUR + 10_000) })
      .where(and(eq(trendFacts.trendId, ids.personal!), eq(trendFacts.timeframe, '24h')));
    expect(titles(await list(alice))).toContain('Ledgerline payouts grow');
    clock.now = new Date(clock.now.getTime() + 11_000);
    expect(titles(await list(alice))).not.toContain('Ledgerline payouts grow');
  });
});
