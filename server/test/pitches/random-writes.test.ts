import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pitches, users } from '../../src/db/schema';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { seedAngle, seedContact } from './seed-pitches';

/**
 * Random JSON bodies and path parts thrown at the pitches write routes: the answer is never a 5xx, a refused
 * generation spends nothing and writes nothing, and another user's pitches are never touched.
 */
let t: TestApp;
let member: SignedUp;
let victim: SignedUp;
const mine = { contacts: [] as number[], angle: 0, pitches: [] as number[] };
const theirs = { contacts: [] as number[], angle: 0, pitches: [] as number[] };

async function seedAccount(agent: SignedUp, into: typeof mine, companyName: string) {
  const company = await seedCompany(t.db, agent.userId, { companyName });
  into.angle = await seedAngle(t.db, agent.userId, company, {
    headline: 'Same-day card settlement for small merchants',
    angle: `${companyName} on paying merchants the same day.`,
  });
  for (const name of ['Ana Lima', 'Ben Ford'])
    into.contacts.push(
      await seedContact(t.db, agent.userId, company, { name, outlet: 'Reuters', areasOfFocus: ['payments'] }),
    );
  const res = await agent.post('/api/pitches/generate').send({ storyAngleId: into.angle, contactIds: into.contacts });
  into.pitches.push(...(res.body.pitches as { id: number }[]).map((p) => p.id));
}

beforeAll(async () => {
  // The AI budget is not what is under test here: a high one lets every random generation reach the rules.
  t = await createTestApp({ config: { rateLimits: generousRateLimits() } });
  member = await signUp(t.app);
  victim = await signUp(t.app);
  await seedAccount(member, mine, 'Member Co');
  await seedAccount(victim, theirs, 'Victim Co');
}, 60_000);
afterAll(() => t.close());

function generousRateLimits() {
  const rule = { windowMs: 60_000, max: 10_000 };
  return { auth: rule, ai: rule, refresh: rule };
}

function arbitraries() {
  const ids = () =>
    fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom(0, -1, 2_147_483_648, 99_999_999_999, 1e308, '1', 'abc', mine.angle, theirs.angle),
      fc.constantFrom(...mine.contacts, ...theirs.contacts, ...mine.pitches, ...theirs.pitches),
    );
  const anyValue = fc.oneof(
    ids(),
    fc.boolean(),
    fc.constant(null),
    fc.string({ maxLength: 20 }),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const status = fc.oneof(fc.constantFrom('drafted', 'sent', 'replied', 'SENT', '', 'archived'), anyValue);
  const pathPart = fc
    .oneof(
      ids().map(String),
      fc.string({ maxLength: 12 }),
      fc.constantFrom(...mine.pitches.map(String), ...theirs.pitches.map(String)),
    )
    .map((s) => encodeURIComponent(s));

  type Call = { method: 'post' | 'patch'; path: string; body: unknown };
  const calls: fc.Arbitrary<Call> = fc.oneof(
    fc.record({
      method: fc.constant('post' as const),
      path: fc.constant('/api/pitches/generate'),
      body: fc.oneof(
        fc.record(
          {
            storyAngleId: ids(),
            contactIds: fc.oneof(fc.array(ids(), { maxLength: 4 }), anyValue),
            mode: fc.oneof(fc.constantFrom('quick', 'advanced', 'turbo'), anyValue),
          },
          { requiredKeys: [] },
        ),
        fc.jsonValue({ maxDepth: 2 }),
      ),
    }),
    fc.record({
      method: fc.constant('patch' as const),
      path: pathPart.map((p) => `/api/pitches/${p}`),
      body: fc.oneof(
        fc.record({ status, followUpSent: anyValue }, { requiredKeys: [] }),
        fc.jsonValue({ maxDepth: 1 }),
      ),
    }),
  );
  return calls;
}

const balanceOf = async (userId: string) =>
  (await t.db.select({ apiCredits: users.apiCredits }).from(users).where(eq(users.id, userId)))[0]!.apiCredits;
const pitchesOf = (userId: string) => t.db.select().from(pitches).where(eq(pitches.userId, userId));

describe('random input on the pitches write routes', () => {
  it("when any body is sent, then the answer is never a 5xx, a refusal changes nothing and another user's pitches stay as they were", async () => {
    const victimBefore = await pitchesOf(victim.userId);
    await fc.assert(
      fc.asyncProperty(arbitraries(), async ({ method, path, body }) => {
        const [balance, before] = [await balanceOf(member.userId), await pitchesOf(member.userId)];
        const res = await member[method](path).set('Content-Type', 'application/json').send(JSON.stringify(body));
        expect(
          res.status,
          `${method} ${path} ${JSON.stringify(body)?.slice(0, 300)} → ${res.text.slice(0, 200)}`,
        ).toBeLessThan(500);
        if (res.status >= 400) {
          expect(typeof res.body.message).toBe('string');
          expect(await balanceOf(member.userId)).toBe(balance);
          expect(await pitchesOf(member.userId)).toEqual(before);
        } else if (method === 'post') {
          expect(await balanceOf(member.userId)).toBe(balance - 1);
        }
        expect(await pitchesOf(victim.userId)).toEqual(victimBefore);
      }),
      { numRuns: 120 },
    );
  }, 120_000);
});
