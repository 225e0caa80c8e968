import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfiles, keywords, users } from '../../src/db/schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { curationBody, fakeWebsites, onboard, recordDiscovery } from './onboarding-fixtures';

/**
 * Random JSON thrown at every write route of companies, onboarding and keywords: the answer is never a 5xx,
 * and the data always stays whole (a plain user has zero or one company; onboarded exactly when they have one;
 * the active company is their own; no keyword without a company; another user's data untouched).
 */
let t: TestApp;
/** `fresh` starts without a company (so onboarding can succeed once); `member` has one (so keyword writes land). */
let fresh: SignedUp;
let member: SignedUp;
let victim: SignedUp;
let victimCompany: number;
let memberCompany: number;
beforeAll(async () => {
  t = await createTestApp({ deps: { fetchWebsite: fakeWebsites() } });
  recordDiscovery(t);
  fresh = await signUp(t.app);
  member = await signUp(t.app);
  memberCompany = await onboard(member, { companyName: 'Member Co' });
  victim = await signUp(t.app);
  victimCompany = await onboard(victim, { companyName: 'Victim Co' });
});
afterAll(() => t.close());

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    '   ',
    'ledgerline.com',
    'x'.repeat(1200),
    'Solar\u0000power',
    'A profile with a NUL \u0000 in the middle of it, long enough to pass.',
    '<script>alert(1)</script>',
  ),
);
const id = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2_147_483_648, 99_999_999_999, 1e308), text);
const anyValue = fc.oneof(
  text,
  id,
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A valid curation payload with some fields replaced by random values (sometimes none: then it may succeed). */
const curation = fc
  .dictionary(fc.constantFrom(...Object.keys(curationBody())), anyValue, { maxKeys: 3 })
  .map((overrides) => curationBody(overrides));
const analysisForm = fc.record(
  {
    companyName: anyValue,
    website: fc.oneof(anyValue, fc.constant('ledgerline.com')),
    mediaOutlets: anyValue,
    socialMediaLinks: anyValue,
  },
  { requiredKeys: [] },
);

type Write = { method: 'post' | 'patch' | 'delete'; path: string; body: unknown };
/** Built inside the test, once the ids of the seeded companies are known. */
const writes = (): fc.Arbitrary<Write> =>
  fc.oneof(
    fc.record({
      method: fc.constant('post' as const),
      path: fc.constant('/api/onboarding/complete'),
      body: fc.oneof(analysisForm, fc.jsonValue({ maxDepth: 3 })),
    }),
    fc.record({
      method: fc.constant('post' as const),
      path: fc.constant('/api/onboarding/curate'),
      body: fc.oneof(curation, fc.jsonValue({ maxDepth: 3 })),
    }),
    fc.record({
      method: fc.constant('patch' as const),
      path: fc.oneof(
        fc.constant(`/api/company-profile/${victimCompany}`),
        fc.constant(`/api/company-profile/${memberCompany}`),
        fc.constant('/api/company-profile/1'),
        text.map((s) => `/api/company-profile/${encodeURIComponent(s)}`),
      ),
      body: fc.oneof(fc.record({ companyProfile: anyValue }), fc.jsonValue({ maxDepth: 3 })),
    }),
    fc.record({
      method: fc.constant('post' as const),
      path: fc.constant('/api/user/switch-company'),
      body: fc.oneof(
        fc.record({ companyId: fc.oneof(id, fc.constant(victimCompany), fc.constant(memberCompany)) }),
        fc.jsonValue({ maxDepth: 2 }),
      ),
    }),
    fc.record({
      method: fc.constant('post' as const),
      path: fc.constant('/api/keywords'),
      body: fc.oneof(fc.record({ term: anyValue }), fc.jsonValue({ maxDepth: 2 })),
    }),
    fc.record({
      method: fc.constant('delete' as const),
      path: fc.oneof(
        fc.nat().map((n) => `/api/keywords/${n}`),
        text.map((s) => `/api/keywords/${encodeURIComponent(s)}`),
      ),
      body: fc.constant(undefined),
    }),
  );

async function assertWhole(userId: string): Promise<void> {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  const owned = await t.db.select().from(companyProfiles).where(eq(companyProfiles.userId, userId));
  const tracked = await t.db.select().from(keywords).where(eq(keywords.userId, userId));
  expect(owned.length).toBeLessThanOrEqual(1);
  expect(row!.hasCompletedOnboarding).toBe(owned.length === 1);
  expect(row!.activeCompanyId).toBe(owned[0]?.id ?? null);
  expect(tracked.every((k) => k.companyId === owned[0]?.id && !k.term.includes('\u0000'))).toBe(true);
  const [victimProfile] = await t.db.select().from(companyProfiles).where(eq(companyProfiles.id, victimCompany));
  expect(victimProfile!.companyName).toBe('Victim Co');
  expect(victimProfile!.companyProfile).toBe(curationBody({ companyName: 'Victim Co' }).companyProfile);
  expect(await t.db.select().from(keywords).where(eq(keywords.companyId, victimCompany))).toHaveLength(3);
}

describe('random bodies on the company, onboarding and keyword write routes', () => {
  it('when any JSON is sent, then the answer is never a 5xx and nothing is half-written', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('fresh', 'member'), writes(), async (who, { method, path, body }) => {
        const req = (who === 'fresh' ? fresh : member)[method](path);
        const res =
          body === undefined ? await req : await req.set('Content-Type', 'application/json').send(JSON.stringify(body));
        expect(
          res.status,
          `${method.toUpperCase()} ${path} ${JSON.stringify(body)?.slice(0, 300)} → ${res.text.slice(0, 200)}`,
        ).toBeLessThan(500);
        if (res.status >= 400) expect(typeof res.body.message).toBe('string');
        await assertWhole(fresh.userId);
        await assertWhole(member.userId);
      }),
      { numRuns: 150 },
    );
  });
});
