import {
  discoveredTopicsResponseSchema,
  globalTrendsResponseSchema,
  topicCleanupResponseSchema,
} from '@newsjack/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveredTopics, savedItems, trends } from '../../src/db/schema';
import { HOUR, seedCompany, seedExplanation, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: SignedUp;
let user: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { admin: true });
  user = await signUp(t.app);
});
afterAll(() => t.close());

const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

async function seedTopic(title: string, lastSeenHoursAgo: number, enrichedTrendId: number | null = null) {
  const [row] = await t.db
    .insert(discoveredTopics)
    .values({
      rawTitle: title,
      normalizedTitle: title.toLowerCase(),
      enrichedTrendId,
      lastSeenAt: ago(lastSeenHoursAgo),
    })
    .returning({ id: discoveredTopics.id });
  return row!.id;
}

describe('admin global trends', () => {
  it('when an admin lists global trends, then at most 10 come back, newest first, with relevance 0..1 and no personal trend', async () => {
    const companyId = await seedCompany(t.db, user.userId, { companyName: 'Globalco' });
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await seedTrend(t.db, new Date(), { title: `Global ${i}` }));
    await seedTrend(t.db, new Date(), { title: 'Only mine', companyId });
    await seedExplanation(t.db, { trendId: ids[11]!, companyId, relevanceScore: 0.734 });
    const res = await admin.get('/api/admin/global-trends');
    expect(res.status).toBe(200);
    const list = globalTrendsResponseSchema.parse(res.body);
    expect(list).toHaveLength(10);
    expect(list.some((x) => x.title === 'Only mine')).toBe(false);
    expect(list.find((x) => x.id === ids[11])?.relevanceScore).toBeCloseTo(0.734);
    expect(list.every((x) => x.relevanceScore >= 0 && x.relevanceScore <= 1)).toBe(true);
  });

  it('when an admin cleans up global trends older than N hours, then old global ones go; personal and saved ones stay', async () => {
    const companyId = await seedCompany(t.db, user.userId, { companyName: 'Cleanco' });
    const oldGlobal = await seedTrend(t.db, new Date(), { title: 'Old global' });
    const oldSaved = await seedTrend(t.db, new Date(), { title: 'Old saved global' });
    const oldPersonal = await seedTrend(t.db, new Date(), { title: 'Old personal', companyId });
    const fresh = await seedTrend(t.db, new Date(), { title: 'Fresh global' });
    await t.db
      .update(trends)
      .set({ lastSeenAt: ago(200) })
      .where(inArray(trends.id, [oldGlobal, oldSaved, oldPersonal]));
    await t.db.insert(savedItems).values({ userId: user.userId, itemType: 'trend', itemId: oldSaved });

    const res = await admin.delete('/api/admin/global-trends/cleanup').send({ olderThanHours: 168 });
    expect(res.status).toBe(200);
    expect(res.body.deleted).toBeGreaterThanOrEqual(1);
    const left = (await t.db.select({ id: trends.id }).from(trends)).map((r) => r.id);
    expect(left).not.toContain(oldGlobal);
    expect(left).toEqual(expect.arrayContaining([oldSaved, oldPersonal, fresh]));
  });

  it('when the cleanup hours are below 1 or not a number, then 400 with the spec message and nothing is deleted', async () => {
    const before = (await t.db.select({ id: trends.id }).from(trends)).length;
    for (const olderThanHours of [0, -5, 'soon']) {
      const res = await admin.delete('/api/admin/global-trends/cleanup').send({ olderThanHours });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('olderThanHours: Hours must be a positive number');
    }
    expect((await t.db.select({ id: trends.id }).from(trends)).length).toBe(before);
  });
});

describe('admin discovered topics', () => {
  it('when an admin filters by hours, then only topics last seen before then come back; bad filters are 400', async () => {
    const old = await seedTopic('Old topic', 300);
    const recent = await seedTopic('Recent topic', 2);
    const all = discoveredTopicsResponseSchema
      .parse((await admin.get('/api/admin/discovered-topics')).body)
      .map((x) => x.id);
    expect(all).toEqual(expect.arrayContaining([old, recent]));
    const filtered = discoveredTopicsResponseSchema.parse(
      (await admin.get('/api/admin/discovered-topics?olderThanHours=168')).body,
    );
    expect(filtered.map((x) => x.id)).toContain(old);
    expect(filtered.map((x) => x.id)).not.toContain(recent);
    const bad = await admin.get('/api/admin/discovered-topics?olderThanHours=-1');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('olderThanHours: Filter hours must be a non-negative number');
  });

  it('when an admin cleans up topics, then unlinked and unsaved-linked old ones go and topics linked to saved trends are preserved', async () => {
    await t.db.delete(discoveredTopics);
    const savedTrend = await seedTrend(t.db, new Date(), { title: 'Saved story' });
    const unsavedTrend = await seedTrend(t.db, new Date(), { title: 'Unsaved story' });
    await t.db.insert(savedItems).values({ userId: user.userId, itemType: 'trend', itemId: savedTrend });
    const keep = await seedTopic('Linked and saved', 800, savedTrend);
    const goLinked = await seedTopic('Linked not saved', 800, unsavedTrend);
    const goUnlinked = await seedTopic('Unlinked', 800);
    const young = await seedTopic('Young', 10);

    const res = await admin.delete('/api/admin/discovered-topics/cleanup').send({ olderThanHours: 720 });
    expect(res.status).toBe(200);
    expect(topicCleanupResponseSchema.parse(res.body).results).toEqual({ evaluated: 3, deleted: 2, preserved: 1 });
    const left = (await t.db.select({ id: discoveredTopics.id }).from(discoveredTopics)).map((r) => r.id).sort();
    expect(left).toEqual([keep, young].sort());
    expect(left).not.toContain(goLinked);
    expect(left).not.toContain(goUnlinked);
  });

  it('when no body is sent, then the default of 720 hours applies; hours below 1 are 400 with the spec message', async () => {
    await seedTopic('Ancient', 1000);
    const res = await admin.delete('/api/admin/discovered-topics/cleanup');
    expect(res.status).toBe(200);
    expect(res.body.results.deleted).toBeGreaterThanOrEqual(1);
    const bad = await admin.delete('/api/admin/discovered-topics/cleanup').send({ olderThanHours: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('olderThanHours: Cleanup hours must be a positive number');
    expect((await t.db.select().from(discoveredTopics).where(eq(discoveredTopics.rawTitle, 'Young'))).length).toBe(1);
  });
});
