import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, contactSuggestions, duplicateFlags, newsItems } from '../../src/db/schema';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { seedStoryAngle } from '../saved-items/seed-targets';

/**
 * Random JSON bodies and path parts thrown at the contacts write routes: the answer is never a 5xx, another
 * user's contacts are never touched, and nothing is stored for an answer that is not a success.
 */
let t: TestApp;
let member: SignedUp;
let victim: SignedUp;
const mine: number[] = [];
const theirs: number[] = [];
let theirAngle = 0;
let myAngle = 0;

beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t.app);
  victim = await signUp(t.app);
  const memberCompany = await seedCompany(t.db, member.userId, { companyName: 'Member Co' });
  const victimCompany = await seedCompany(t.db, victim.userId, { companyName: 'Victim Co' });
  await t.db.insert(newsItems).values({
    source: 'demo:settle-and-clear',
    fingerprint: 'seed',
    title: 'x',
    outlet: 'Settle & Clear',
    publishedAt: new Date(),
  });
  for (const agent of [member, victim])
    await agent.post('/api/contacts/generate').send({ outlet: 'Settle & Clear' }).expect(200);
  mine.push(...(await t.db.select().from(contacts).where(eq(contacts.userId, member.userId))).map((c) => c.id));
  theirs.push(...(await t.db.select().from(contacts).where(eq(contacts.userId, victim.userId))).map((c) => c.id));
  myAngle = await seedStoryAngle(t.db, { userId: member.userId, companyId: memberCompany });
  theirAngle = await seedStoryAngle(t.db, { userId: victim.userId, companyId: victimCompany });
}, 60_000);
afterAll(() => t.close());

/** The arbitraries, built once the seeded ids are known. */
function arbitraries() {
  // Outlet names only: a random domain-like string would make the test fetch from the internet.
  const outletName = fc.oneof(
    fc.string({ maxLength: 40 }).filter((s) => !/\S\.\S/.test(s)),
    fc.constantFrom(
      '',
      ' ',
      'Settle & Clear',
      'settle  &  CLEAR',
      'The Nonexistent Gazette',
      'x'.repeat(600),
      'a\u0000b',
    ),
  );
  const ids = () =>
    fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom(0, -1, 2_147_483_648, 99_999_999_999, 1e308, '1', 'abc', ...mine, ...theirs, myAngle, theirAngle),
    );
  const anyValue = fc.oneof(
    outletName,
    ids(),
    fc.boolean(),
    fc.constant(null),
    fc.array(ids(), { maxLength: 4 }),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const pathPart = fc.oneof(ids().map(String), fc.string({ maxLength: 12 })).map((s) => encodeURIComponent(s));
  const suggested = fc.record(
    {
      name: anyValue,
      title: anyValue,
      outlet: anyValue,
      email: anyValue,
      phone: anyValue,
      profileUrl: anyValue,
      linkedinUrl: anyValue,
      areasOfFocus: anyValue,
      other: anyValue,
    },
    { requiredKeys: [] },
  );

  type Call = { path: string; body: unknown };
  const calls: fc.Arbitrary<Call> = fc.oneof(
    fc.record({
      path: fc.constant('/api/contacts/generate'),
      body: fc.oneof(
        fc.record({ outlet: fc.oneof(outletName, ids(), fc.constant(null)) }, { requiredKeys: [] }),
        fc.jsonValue({ maxDepth: 1 }).filter((v) => !JSON.stringify(v).includes('.')),
      ),
    }),
    fc.record({
      path: fc.constant('/api/contacts/score'),
      body: fc.oneof(fc.record({ storyAngleId: ids() }, { requiredKeys: [] }), fc.jsonValue({ maxDepth: 1 })),
    }),
    fc.record({
      path: fc
        .oneof(pathPart, fc.constantFrom(...mine.map(String), ...theirs.map(String)))
        .map((p) => `/api/contacts/${p}/suggest-edit`),
      body: fc.oneof(
        fc.record({ suggestedData: fc.oneof(suggested, anyValue), notes: anyValue }, { requiredKeys: [] }),
        fc.jsonValue({ maxDepth: 2 }),
      ),
    }),
    fc.record({
      path: fc.constant('/api/contacts/flag-duplicate'),
      body: fc.oneof(
        fc.record({ contactId1: ids(), contactId2: ids() }, { requiredKeys: [] }),
        fc.jsonValue({ maxDepth: 1 }),
      ),
    }),
  );

  return calls;
}

describe('random input on the contacts write routes', () => {
  it("when any body is sent, then the answer is never a 5xx and another user's contacts stay as they were", async () => {
    const victimBefore = await t.db.select().from(contacts).where(eq(contacts.userId, victim.userId));
    await fc.assert(
      fc.asyncProperty(arbitraries(), async ({ path, body }) => {
        const [suggestions, flags] = await Promise.all([
          t.db.select().from(contactSuggestions),
          t.db.select().from(duplicateFlags),
        ]);
        const res = await member.post(path).set('Content-Type', 'application/json').send(JSON.stringify(body));
        expect(
          res.status,
          `POST ${path} ${JSON.stringify(body)?.slice(0, 300)} → ${res.text.slice(0, 200)}`,
        ).toBeLessThan(500);
        if (res.status >= 400) {
          expect(typeof res.body.message).toBe('string');
          expect(await t.db.select().from(contactSuggestions)).toHaveLength(suggestions.length);
          expect(await t.db.select().from(duplicateFlags)).toHaveLength(flags.length);
        }
        const rows = [...(await t.db.select().from(contactSuggestions)), ...(await t.db.select().from(duplicateFlags))];
        expect(rows.every((r) => r.userId === member.userId)).toBe(true);
        expect(await t.db.select().from(contacts).where(eq(contacts.userId, victim.userId))).toEqual(victimBefore);
      }),
      { numRuns: 120 },
    );
  }, 120_000);
});
