import { trendsRefreshResponseSchema } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CycleSummary, PersonalCycleInput } from '../../src/discovery/discovery.service';
import { REFRESH_RATE_LIMIT_MESSAGE } from '../../src/http/rate-limit';
import { emptySummary, fakeDiscovery } from '../discovery/service/fake-discovery';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

/** Discovery that records each personal cycle and answers with `next`. */
const cycles: PersonalCycleInput[] = [];
let next: CycleSummary = { ...emptySummary(), trendsUpserted: 7 };
const discovery = fakeDiscovery({
  runPersonalCycle: async (input) => {
    cycles.push(input);
    return next;
  },
});

let t: TestApp;
let alice: SignedUp;
let aliceCompany: number;
beforeAll(async () => {
  t = await createTestApp({ deps: { discovery } });
  alice = await signUp(t.app);
  aliceCompany = await seedCompany(t.db, alice.userId);
});
afterAll(() => t.close());

/** Each test uses a fresh user with a company, so the per-user refresh budget starts full. */
async function userWithCompany(): Promise<{ agent: SignedUp; companyId: number }> {
  const agent = await signUp(t.app);
  return { agent, companyId: await seedCompany(t.db, agent.userId, { companyName: 'Refresh Co' }) };
}

describe('refreshing trends', () => {
  it('when the active company refreshes, then one personal cycle runs and the answer says what it found', async () => {
    next = { ...emptySummary(), trendsUpserted: 7 };
    const res = await alice.post('/api/trends/refresh');
    expect(res.status).toBe(200);
    expect(trendsRefreshResponseSchema.parse(res.body).message).toBe(
      'Enhanced trends discovery completed successfully',
    );
    expect(res.body.trendsFound).toBe(7);
    expect(cycles.at(-1)).toEqual({ companyId: aliceCompany, userId: alice.userId, trigger: 'manual' });
  });

  it('when the user has no company, then 404 and no cycle', async () => {
    const before = cycles.length;
    const res = await (await signUp(t.app)).post('/api/trends/refresh');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No company profile found');
    expect(cycles.length).toBe(before);
  });

  it('when a cycle for the company is already running, then 409', async () => {
    const { agent } = await userWithCompany();
    next = emptySummary('skipped');
    const res = await agent.post('/api/trends/refresh');
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already running/);
  });

  it('when every news source failed, then 503 with a readable message', async () => {
    const { agent } = await userWithCompany();
    next = { ...emptySummary('failed'), errors: ['source x: down'] };
    const res = await agent.post('/api/trends/refresh');
    expect(res.status).toBe(503);
    expect(res.body.message).not.toMatch(/source x/);
  });

  it('when one user refreshes a fourth time within a minute, then 429 JSON, and another user is unaffected', async () => {
    next = emptySummary();
    const { agent } = await userWithCompany();
    for (let i = 0; i < 3; i += 1) expect((await agent.post('/api/trends/refresh')).status).toBe(200);
    const limited = await agent.post('/api/trends/refresh');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: REFRESH_RATE_LIMIT_MESSAGE });
    const other = await userWithCompany();
    expect((await other.agent.post('/api/trends/refresh')).status).toBe(200);
  });
});
