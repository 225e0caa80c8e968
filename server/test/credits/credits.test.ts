import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import type { Db } from '../../src/db/client';
import { creditLedger, users } from '../../src/db/schema';
import { AppError } from '../../src/errors';
import { createCreditsService } from '../../src/modules/credits/credits.service';
import { createUsersService } from '../../src/modules/users/users.service';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { defaultTestDatabaseKind, openTestDatabase, type TestDatabaseKind } from '../helpers/test-db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newUser(db: Db, apiCredits: number, periodStart = new Date()): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      email: `credits-${Math.random().toString(36).slice(2)}@example.test`,
      apiCredits,
      creditsPeriodStart: periodStart,
    })
    .returning({ id: users.id });
  return row!.id;
}

/** A credits service on `db` with its own clock; the balance columns are read through a users service. */
const creditsOn = (db: Db, now?: () => Date) =>
  createCreditsService({ db, users: createUsersService({ db, config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }) }), ...(now ? { now } : {}) });

const ledgerOf = (db: Db, userId: string) =>
  db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.id));

/** 30 generations at once against a balance of 5: exactly 5 may be paid for. */
async function raceSpends(db: Db): Promise<void> {
  const credits = creditsOn(db);
  const userId = await newUser(db, 5);
  const outcomes = await Promise.allSettled(
    Array.from({ length: 30 }, (_, i) =>
      db.transaction((tx) => credits.spendCredit(tx, userId, 'story_generation', { attempt: i })),
    ),
  );
  const ok = outcomes.filter((o) => o.status === 'fulfilled');
  const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
  expect(ok).toHaveLength(5);
  expect(refused.every((o) => o.reason instanceof AppError && o.reason.status === 402)).toBe(true);
  expect((await credits.getBalance(userId)).apiCredits).toBe(0);
  const ledger = await ledgerOf(db, userId);
  expect(ledger).toHaveLength(5);
  expect(ledger.map((l) => l.balanceAfter).sort()).toEqual([0, 1, 2, 3, 4]);
  expect(ledger.every((l) => l.delta === -1 && l.reason === 'story_generation')).toBe(true);
}

/** Runs on this file's database when it is of that kind, else on a fresh one of that kind. */
async function onDatabase(kind: TestDatabaseKind, fn: (db: Db) => Promise<void>): Promise<void> {
  if (kind === defaultTestDatabaseKind()) return fn(t.db);
  const other = await openTestDatabase(kind);
  try {
    await fn(other.db);
  } finally {
    await other.close();
  }
}

describe('spending credits', () => {
  it('when 30 spends race on a balance of 5 (PGlite), then exactly 5 succeed, the balance is 0 and 5 ledger rows exist', async () => {
    await onDatabase('pglite', raceSpends);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'when 30 spends race on a balance of 5 (PostgreSQL server), then exactly 5 succeed, the balance is 0 and 5 ledger rows exist',
    () => onDatabase('postgres', raceSpends),
  );

  it('when the balance is empty, then the 402 names the next reset date', async () => {
    const credits = creditsOn(t.db, () => new Date('2026-02-14T10:00:00Z'));
    const userId = await newUser(t.db, 0, new Date('2026-02-01T00:00:00Z'));
    const attempt = t.db.transaction((tx) => credits.spendCredit(tx, userId, 'pitch_generation'));
    await expect(attempt).rejects.toMatchObject({
      status: 402,
      message: 'You have no API credits left this month. Credits reset on March 1, 2026.',
    });
    expect(await ledgerOf(t.db, userId)).toHaveLength(0);
  });

  it('when the work paid for fails, then the credit and the ledger row roll back with it', async () => {
    const credits = creditsOn(t.db);
    const userId = await newUser(t.db, 3);
    const failing = t.db.transaction(async (tx) => {
      await credits.spendCredit(tx, userId, 'story_generation');
      throw new Error('generation failed after paying');
    });
    await expect(failing).rejects.toThrow('generation failed after paying');
    expect((await credits.getBalance(userId)).apiCredits).toBe(3);
    expect(await ledgerOf(t.db, userId)).toHaveLength(0);
  });
});

describe('monthly reset', () => {
  it('when the first request after the month turns reads the balance, then it is 1000 again with one reset ledger row', async () => {
    let now = new Date('2026-01-20T12:00:00Z');
    const credits = creditsOn(t.db, () => now);
    const userId = await newUser(t.db, 2, new Date('2026-01-01T00:00:00Z'));
    await t.db.transaction((tx) => credits.spendCredit(tx, userId, 'story_generation'));
    expect(await credits.getBalance(userId)).toEqual({
      apiCredits: 1,
      creditsResetAt: new Date('2026-02-01T00:00:00Z'),
    });

    now = new Date('2026-02-01T00:00:05Z');
    const [a, b] = await Promise.all([credits.getBalance(userId), credits.getBalance(userId)]);
    expect(a.apiCredits).toBe(1000);
    expect(b.apiCredits).toBe(1000);
    expect(a.creditsResetAt).toEqual(new Date('2026-03-01T00:00:00Z'));
    const resets = (await ledgerOf(t.db, userId)).filter((l) => l.reason === 'monthly_reset');
    expect(resets).toHaveLength(1);
    expect(resets[0]).toMatchObject({ delta: 999, balanceAfter: 1000 });

    // Spending later that month does not reset again.
    now = new Date('2026-02-27T09:00:00Z');
    expect(await t.db.transaction((tx) => credits.spendCredit(tx, userId, 'story_generation'))).toBe(999);
  });

  it('when an empty balance is spent from after the month turns, then the reset happens first and the spend succeeds', async () => {
    const credits = creditsOn(t.db, () => new Date('2026-04-02T08:00:00Z'));
    const userId = await newUser(t.db, 0, new Date('2026-03-01T00:00:00Z'));
    expect(await t.db.transaction((tx) => credits.spendCredit(tx, userId, 'pitch_generation', { pitchId: 7 }))).toBe(
      999,
    );
    const ledger = await ledgerOf(t.db, userId);
    expect(ledger.map((l) => [l.reason, l.delta, l.balanceAfter])).toEqual([
      ['monthly_reset', 1000, 1000],
      ['pitch_generation', -1, 999],
    ]);
    expect(ledger[1]!.reference).toEqual({ pitchId: 7 });
  });
});

describe('GET /api/credits', () => {
  it('when a signed-in user asks, then the real balance, the allowance and the next reset come back', async () => {
    const agent = await signUp(t.app);
    await t.db.update(users).set({ apiCredits: 847 }).where(eq(users.id, agent.userId));
    const res = await agent.get('/api/credits');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ apiCredits: 847, monthlyAllowance: 1000 });
    expect(new Date(res.body.creditsResetAt).getUTCDate()).toBe(1);
    expect((await agent.get('/api/auth/user')).body.apiCredits).toBe(847);
  });
});
