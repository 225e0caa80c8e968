import { and, eq, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywords, savedItems, storyAngles } from '../../src/db/schema';
import { emptySummary, fakeDiscovery } from '../discovery/service/fake-discovery';
import { seedCompany, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { seedContact, seedPitch, seedStoryAngle } from './seed-targets';

/**
 * Random JSON bodies and query strings thrown at the trends, saved-items and keyword-search routes: the answer is
 * never a 5xx, and the data stays whole (bookmarks only of what the user may see, the story-angle flag in step
 * with its bookmark, another user's rows untouched).
 */
let t: TestApp;
let member: SignedUp;
let victim: SignedUp;
const mine: Record<string, number> = {};
const theirs: Record<string, number> = {};

async function seedUser(agent: SignedUp, into: Record<string, number>, name: string): Promise<void> {
  const companyId = await seedCompany(t.db, agent.userId, {
    companyName: name,
    keywords: ['payments', 'fraud', 'solar'],
  });
  into.trend = await seedTrend(t.db, new Date(), { title: `${name} trend`, companyId });
  into.angle = await seedStoryAngle(t.db, { userId: agent.userId, companyId });
  into.contact = await seedContact(t.db, { userId: agent.userId, companyId });
  into.pitch = await seedPitch(t.db, {
    userId: agent.userId,
    companyId,
    contactId: into.contact,
    storyAngleId: into.angle,
  });
  const [kw] = await t.db.select().from(keywords).where(eq(keywords.companyId, companyId));
  into.keyword = kw!.id;
}

beforeAll(async () => {
  t = await createTestApp({ deps: { discovery: fakeDiscovery({ runPersonalCycle: async () => emptySummary() }) } });
  member = await signUp(t.app);
  victim = await signUp(t.app);
  await seedUser(member, mine, 'Member Co');
  await seedUser(victim, theirs, 'Victim Co');
  mine.global = await seedTrend(t.db, new Date(), { title: 'Global story' });
  await victim.post('/api/saved-items').send({ itemType: 'story_angle', itemId: theirs.angle });
});
afterAll(() => t.close());

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    'trend',
    'story-angle',
    'story_angle',
    'pitch',
    'contact',
    'finance,health',
    '24h',
    'month',
    'a\u0000b',
    '%',
    '1e9',
    '-1',
    'x'.repeat(600),
  ),
);
const ids = () =>
  fc.oneof(
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 2_147_483_648, 99_999_999_999, 1e308, ...Object.values(mine), ...Object.values(theirs)),
    text,
  );
const anyValue = fc.oneof(
  text,
  ids(),
  fc.boolean(),
  fc.constant(null),
  fc.array(ids(), { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 2 }),
);
const pathPart = fc.oneof(ids().map(String), text).map((s) => encodeURIComponent(s));
const queryString = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'source',
        'categories',
        'sentiment',
        'mentionVelocity',
        'timeframe',
        'search',
        'itemType',
        'itemId',
        'x[y]',
      ),
      fc.oneof(text, ids().map(String)),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));

type Call = { method: 'get' | 'post' | 'delete'; path: string; body?: unknown };
const calls: fc.Arbitrary<Call> = fc.oneof(
  fc.record({
    method: fc.constant('post' as const),
    path: fc.constant('/api/saved-items'),
    body: fc.oneof(
      fc.record({ itemType: anyValue, itemId: ids() }, { requiredKeys: [] }),
      fc.jsonValue({ maxDepth: 2 }),
    ),
  }),
  fc.record({ method: fc.constant('delete' as const), path: queryString.map((q) => `/api/saved-items?${q}`) }),
  fc.record({ method: fc.constant('delete' as const), path: pathPart.map((p) => `/api/saved-items/${p}`) }),
  fc.record({
    method: fc.constant('post' as const),
    path: pathPart.map((p) => `/api/keywords/${p}/search-trends`),
    body: fc.jsonValue({ maxDepth: 1 }),
  }),
  fc.record({
    method: fc.constant('post' as const),
    path: fc.constant('/api/keywords/smart-batch-search'),
    body: fc.oneof(
      fc.record(
        {
          keywordIds: fc.oneof(fc.array(ids(), { maxLength: 5 }), anyValue),
          useSemanticGrouping: anyValue,
          useThematicClustering: anyValue,
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue({ maxDepth: 2 }),
    ),
  }),
  fc.record({
    method: fc.constant('post' as const),
    path: fc.constant('/api/trends/refresh'),
    body: fc.jsonValue({ maxDepth: 1 }),
  }),
  fc.record({ method: fc.constant('get' as const), path: queryString.map((q) => `/api/trends?${q}`) }),
  fc.record({ method: fc.constant('get' as const), path: pathPart.map((p) => `/api/trends/${p}/explanation`) }),
);

async function assertWhole(): Promise<void> {
  const rows = await t.db.select().from(savedItems).where(eq(savedItems.userId, member.userId));
  const allowed: Record<string, number[]> = {
    trend: [mine.trend!, mine.global!],
    story_angle: [mine.angle!],
    pitch: [mine.pitch!],
    contact: [mine.contact!],
  };
  expect(rows.every((r) => allowed[r.itemType]!.includes(r.itemId))).toBe(true);
  const [angle] = await t.db.select().from(storyAngles).where(eq(storyAngles.id, mine.angle!));
  expect(angle!.isSaved).toBe(rows.some((r) => r.itemType === 'story_angle'));
  const victimRows = await t.db.select().from(savedItems).where(eq(savedItems.userId, victim.userId));
  expect(victimRows.map((r) => [r.itemType, r.itemId])).toEqual([['story_angle', theirs.angle]]);
  const [victimAngle] = await t.db.select().from(storyAngles).where(eq(storyAngles.id, theirs.angle!));
  expect(victimAngle!.isSaved).toBe(true);
  const searched = await t.db
    .select()
    .from(keywords)
    .where(and(eq(keywords.id, theirs.keyword!), isNotNull(keywords.lastSearchedAt)));
  expect(searched).toEqual([]);
}

describe('random input on the trends, saved-items and keyword-search routes', () => {
  it('when any body or query is sent, then the answer is never a 5xx and nothing is half-written', async () => {
    await fc.assert(
      fc.asyncProperty(calls, async ({ method, path, body }) => {
        const req = member[method](path);
        const res =
          body === undefined ? await req : await req.set('Content-Type', 'application/json').send(JSON.stringify(body));
        expect(
          res.status,
          `${method.toUpperCase()} ${path} ${JSON.stringify(body)?.slice(0, 300)} → ${res.text.slice(0, 200)}`,
        ).toBeLessThan(500);
        if (res.status >= 400) expect(typeof res.body.message).toBe('string');
        await assertWhole();
      }),
      { numRuns: 120 },
    );
  });
});
