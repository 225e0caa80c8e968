import { savedItemSchema, savedItemsExportSchema, savedItemsResponseSchema } from '@newsjack/shared';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedItems, storyAngles, trends } from '../../src/db/schema';
import { seedCompany, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { seedContact, seedPitch, seedStoryAngle } from './seed-targets';

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
const mine: Record<string, number> = {};
const bobs: Record<string, number> = {};

async function seedUserContent(userId: string, name: string, into: Record<string, number>): Promise<void> {
  const companyId = await seedCompany(t.db, userId, { companyName: name });
  into.company = companyId;
  into.personalTrend = await seedTrend(t.db, new Date(), { title: `${name} personal trend`, companyId });
  into.angle = await seedStoryAngle(t.db, { userId, companyId, headline: `${name} angle` });
  into.contact = await seedContact(t.db, { userId, companyId });
  into.pitch = await seedPitch(t.db, { userId, companyId, contactId: into.contact, storyAngleId: into.angle });
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  await seedUserContent(alice.userId, 'Ledgerline', mine);
  await seedUserContent(bob.userId, 'Sunward', bobs);
  mine.globalTrend = await seedTrend(t.db, new Date(), {
    title: 'Card payments fraud surges',
    relatedKeywords: ['fraud'],
  });
  mine.doomedTrend = await seedTrend(t.db, new Date(), { title: 'A trend about to be removed' });
});
afterAll(() => t.close());

const rowsOf = (userId: string) => t.db.select().from(savedItems).where(eq(savedItems.userId, userId));
const angleSaved = async (id: number) =>
  (await t.db.select().from(storyAngles).where(eq(storyAngles.id, id)))[0]!.isSaved;

describe('saving items', () => {
  it('when signed out, then every saved-items route answers 401', async () => {
    expect((await request(t.app).get('/api/saved-items')).status).toBe(401);
    expect((await request(t.app).get('/api/saved-items/export')).status).toBe(401);
    expect((await request(t.app).post('/api/saved-items').send({ itemType: 'trend', itemId: 1 })).status).toBe(401);
    expect((await request(t.app).delete('/api/saved-items/1')).status).toBe(401);
  });

  it('when nothing is saved yet, then the list is empty', async () => {
    expect((await alice.get('/api/saved-items')).body).toEqual([]);
  });

  it('when a trend is saved, then 201 with the trend resolved; saving it again answers the same item with 200', async () => {
    const first = await alice.post('/api/saved-items').send({ itemType: 'trend', itemId: mine.globalTrend });
    expect(first.status).toBe(201);
    const item = savedItemSchema.parse(first.body);
    expect(item).toMatchObject({ type: 'trend', itemType: 'trend', itemId: mine.globalTrend });
    expect(item.trend).toMatchObject({ title: 'Card payments fraud surges', relatedKeywords: ['fraud'] });
    const again = await alice.post('/api/saved-items').send({ itemType: 'trend', itemId: String(mine.globalTrend) });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(item.id);
    expect(await rowsOf(alice.userId)).toHaveLength(1);
  });

  it('when one trend is saved and then unsaved by concurrent requests, then one bookmark is made and one removal succeeds', async () => {
    const trend = await seedTrend(t.db, new Date(), { title: 'Saved from two tabs at once' });
    const saves = await Promise.all(
      Array.from({ length: 4 }, () => alice.post('/api/saved-items').send({ itemType: 'trend', itemId: trend })),
    );
    expect(saves.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(saves.map((r) => r.body.id)).size).toBe(1);
    expect(saves.every((r) => r.body.trend?.title === 'Saved from two tabs at once')).toBe(true);
    const bookmarks = () =>
      t.db
        .select()
        .from(savedItems)
        .where(and(eq(savedItems.userId, alice.userId), eq(savedItems.itemId, trend)));
    expect(await bookmarks()).toHaveLength(1);
    const removals = await Promise.all(
      Array.from({ length: 3 }, () => alice.delete(`/api/saved-items?itemType=trend&itemId=${trend}`)),
    );
    expect(removals.map((r) => r.status).sort()).toEqual([204, 404, 404]);
    expect(await bookmarks()).toEqual([]);
  });

  it('when a story angle is saved with the hyphenated alias, then it is stored as story_angle and flagged saved', async () => {
    const res = await alice.post('/api/saved-items').send({ itemType: 'story-angle', itemId: mine.angle });
    expect(res.status).toBe(201);
    expect(savedItemSchema.parse(res.body)).toMatchObject({
      itemType: 'story_angle',
      storyAngle: { id: mine.angle, headline: 'Ledgerline angle', isSaved: true },
    });
    expect(await angleSaved(mine.angle!)).toBe(true);
  });

  it('when a pitch and a contact are saved, then each comes back with its snapshot and its evidence', async () => {
    const pitch = await alice.post('/api/saved-items').send({ itemType: 'pitch', itemId: mine.pitch });
    expect(pitch.status).toBe(201);
    expect(pitch.body.pitch).toMatchObject({
      subjectLine: 'Instant settlement for merchants',
      contact: { name: 'Dana Reporter', outlet: 'Payments Weekly' },
      storyAngle: { id: mine.angle },
    });
    const contact = await alice.post('/api/saved-items').send({ itemType: 'contact', itemId: mine.contact });
    expect(contact.status).toBe(201);
    expect(contact.body.contact).toMatchObject({
      name: 'Dana Reporter',
      relevanceTier: 1,
      articles: [{ title: 'Card fraud at record high' }],
    });
  });

  it('when a personal trend of the user\u2019s company is saved and another company becomes active, then that company\u2019s list does not show it', async () => {
    expect((await alice.post('/api/saved-items').send({ itemType: 'trend', itemId: mine.personalTrend })).status).toBe(
      201,
    );
    mine.second = await seedCompany(t.db, alice.userId, { companyName: 'Second Co' });
    const listed = savedItemsResponseSchema.parse((await alice.get('/api/saved-items')).body);
    expect(listed).toEqual([]);
  });

  it('when a personal trend of one of the user\u2019s other companies is saved, then 201 with the trend resolved, for the active company', async () => {
    // The previous test made 'Second Co' active: the trend is personal to the user's other company, Ledgerline.
    const res = await alice.post('/api/saved-items').send({ itemType: 'trend', itemId: mine.personalTrend });
    expect(res.status).toBe(201);
    expect(savedItemSchema.parse(res.body).trend?.title).toBe('Ledgerline personal trend');
    const rows = (await rowsOf(alice.userId)).filter((r) => r.itemType === 'trend' && r.itemId === mine.personalTrend);
    expect(rows.map((r) => r.companyId).sort()).toEqual([mine.company, mine.second].sort());
    // Unsaved for Second Co only; back on Ledgerline, its own bookmark is still there.
    await alice.delete(`/api/saved-items?itemType=trend&itemId=${mine.personalTrend}`).expect(204);
    await alice.post('/api/user/switch-company').send({ companyId: mine.company }).expect(200);
    const listed = savedItemsResponseSchema.parse((await alice.get('/api/saved-items')).body);
    expect(listed.filter((i) => i.trend?.id === mine.personalTrend)).toHaveLength(1);
  });

  it('when another user\u2019s items or missing ids are saved, then 404 and nothing is stored', async () => {
    const before = (await rowsOf(alice.userId)).length;
    for (const [itemType, itemId] of [
      ['trend', bobs.personalTrend],
      ['story_angle', bobs.angle],
      ['pitch', bobs.pitch],
      ['contact', bobs.contact],
      ['trend', 987_654],
      ['contact', 99_999_999_999],
    ] as const) {
      const res = await alice.post('/api/saved-items').send({ itemType, itemId });
      expect(res.status, `${itemType} ${itemId}`).toBe(404);
    }
    expect(await rowsOf(alice.userId)).toHaveLength(before);
    expect(await angleSaved(bobs.angle!)).toBe(false);
  });

  it('when the type or id is malformed, then 400 naming the field', async () => {
    expect((await alice.post('/api/saved-items').send({ itemType: 'keyword', itemId: 1 })).body.message).toMatch(
      /^itemType: /,
    );
    expect((await alice.post('/api/saved-items').send({ itemType: 'trend', itemId: 'abc' })).body.message).toMatch(
      /^itemId: /,
    );
    expect((await alice.post('/api/saved-items').send({})).status).toBe(400);
    expect((await alice.delete('/api/saved-items?itemType=trend&itemId=-3')).status).toBe(400);
    expect((await alice.delete('/api/saved-items/abc')).status).toBe(400);
  });
});

describe('listing, removing and exporting', () => {
  it('when listed, then the user\u2019s items come newest first, each resolved; another user sees none of them', async () => {
    const list = savedItemsResponseSchema.parse((await alice.get('/api/saved-items')).body);
    expect(list.map((i) => i.itemType)).toEqual(['trend', 'contact', 'pitch', 'story_angle', 'trend']);
    expect(list.every((i) => i.trend ?? i.storyAngle ?? i.pitch ?? i.contact)).toBe(true);
    expect((await bob.get('/api/saved-items')).body).toEqual([]);
  });

  it('when another user deletes one of them by id or by item, then 404 and it stays', async () => {
    const [row] = await rowsOf(alice.userId);
    expect((await bob.delete(`/api/saved-items/${row!.id}`)).status).toBe(404);
    expect((await bob.delete(`/api/saved-items?itemType=story_angle&itemId=${mine.angle}`)).status).toBe(404);
    expect(await rowsOf(alice.userId)).toHaveLength(5);
    expect(await angleSaved(mine.angle!)).toBe(true);
  });

  it('when a story angle is unsaved by item, then 204, its flag clears, and a second removal is a 404', async () => {
    expect((await alice.delete(`/api/saved-items?itemType=story-angle&itemId=${mine.angle}`)).status).toBe(204);
    expect(await angleSaved(mine.angle!)).toBe(false);
    expect((await alice.delete(`/api/saved-items?itemType=story_angle&itemId=${mine.angle}`)).status).toBe(404);
  });

  it('when an item is removed by id, then 204 and it is gone', async () => {
    const [row] = await t.db
      .select()
      .from(savedItems)
      .where(and(eq(savedItems.userId, alice.userId), eq(savedItems.itemType, 'pitch')));
    expect((await alice.delete(`/api/saved-items/${row!.id}`)).status).toBe(204);
    expect((await alice.delete(`/api/saved-items/${row!.id}`)).status).toBe(404);
    expect((await alice.delete('/api/saved-items/99999999999')).status).toBe(404);
  });

  it('when a saved item\u2019s target is deleted, then the item is left out of the list and cleaned up', async () => {
    expect((await alice.post('/api/saved-items').send({ itemType: 'trend', itemId: mine.doomedTrend })).status).toBe(
      201,
    );
    await t.db.delete(trends).where(eq(trends.id, mine.doomedTrend!));
    const list = savedItemsResponseSchema.parse((await alice.get('/api/saved-items')).body);
    expect(list.some((i) => i.itemId === mine.doomedTrend)).toBe(false);
    expect((await rowsOf(alice.userId)).some((r) => r.itemId === mine.doomedTrend)).toBe(false);
  });

  it('when exported, then a JSON attachment holds every saved item resolved', async () => {
    const res = await alice.get('/api/saved-items/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?newsjack-saved-items-\d{4}-\d{2}-\d{2}\.json"?$/,
    );
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const doc = savedItemsExportSchema.parse(res.body);
    expect(doc.count).toBe(3);
    expect(doc.items.map((i) => i.itemType).sort()).toEqual(['contact', 'trend', 'trend']);
  });
});
