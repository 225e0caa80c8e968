import { contactSuggestionsResponseSchema, duplicateFlagsResponseSchema } from '@newsjack/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactArticles,
  contacts,
  contactSuggestions,
  duplicateFlags,
  pitches,
  savedItems,
} from '../../src/db/schema';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { seedContact, seedPitch, seedStoryAngle } from '../saved-items/seed-targets';

let t: TestApp;
let admin: SignedUp;
let user: SignedUp;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { admin: true });
  user = await signUp(t.app);
  companyId = await seedCompany(t.db, user.userId, { companyName: 'Modco' });
});
afterAll(() => t.close());

let n = 0;
const contact = (name = `Reporter ${++n}`) => seedContact(t.db, { userId: user.userId, companyId, name });
const contactRow = async (id: number) => (await t.db.select().from(contacts).where(eq(contacts.id, id)))[0];

async function suggest(contactId: number, suggestedData: Record<string, unknown>) {
  const [row] = await t.db
    .insert(contactSuggestions)
    .values({ userId: user.userId, contactId, suggestedData, notes: 'Moved desks' })
    .returning({ id: contactSuggestions.id });
  return row!.id;
}

describe('admin contact suggestions', () => {
  it('when an admin approves, then exactly the suggested fields change and the decision records the admin and time', async () => {
    const id = await contact();
    const before = await contactRow(id);
    const sid = await suggest(id, { title: 'Senior Editor', areasOfFocus: ['payments', 'crypto', 'payments'] });
    const listed = contactSuggestionsResponseSchema.parse((await admin.get('/api/admin/contact-suggestions')).body);
    expect(listed.find((s) => s.id === sid)).toMatchObject({
      contactId: id,
      contact: { name: before!.name, outlet: 'Payments Weekly' },
      notes: 'Moved desks',
    });

    const res = await admin.post(`/api/admin/contact-suggestions/${sid}/approve`);
    expect(res.status).toBe(200);
    const after = await contactRow(id);
    expect({ title: after!.title, areasOfFocus: after!.areasOfFocus }).toEqual({
      title: 'Senior Editor',
      areasOfFocus: ['payments', 'crypto'],
    });
    // Everything else but the edit time is as it was.
    expect({ ...after, title: null, areasOfFocus: [], updatedAt: null }).toEqual({
      ...before,
      title: null,
      areasOfFocus: [],
      updatedAt: null,
    });
    const [decided] = await t.db.select().from(contactSuggestions).where(eq(contactSuggestions.id, sid));
    expect(decided).toMatchObject({ status: 'approved', decidedBy: admin.userId });
    expect(decided!.decidedAt).toBeInstanceOf(Date);
    const again = await admin.post(`/api/admin/contact-suggestions/${sid}/approve`);
    expect(again.status).toBe(409);
    expect(
      contactSuggestionsResponseSchema
        .parse((await admin.get('/api/admin/contact-suggestions')).body)
        .some((s) => s.id === sid),
    ).toBe(false);
  });

  it('when an admin rejects, then the contact is unchanged and the suggestion is recorded as rejected', async () => {
    const id = await contact();
    const before = await contactRow(id);
    const sid = await suggest(id, { outlet: 'Elsewhere Daily' });
    expect((await admin.post(`/api/admin/contact-suggestions/${sid}/reject`)).status).toBe(200);
    expect(await contactRow(id)).toEqual(before);
    const [decided] = await t.db.select().from(contactSuggestions).where(eq(contactSuggestions.id, sid));
    expect(decided).toMatchObject({ status: 'rejected', decidedBy: admin.userId });
  });

  it('when a suggestion names a field that is not a contact field or blanks the name, then approving is 400 and changes nothing', async () => {
    const id = await contact();
    const before = await contactRow(id);
    for (const data of [{ userId: admin.userId }, { name: '   ' }]) {
      const sid = await suggest(id, data);
      expect((await admin.post(`/api/admin/contact-suggestions/${sid}/approve`)).status).toBe(400);
      const [row] = await t.db.select().from(contactSuggestions).where(eq(contactSuggestions.id, sid));
      expect(row!.status).toBe('pending');
    }
    expect(await contactRow(id)).toEqual(before);
    expect((await admin.post('/api/admin/contact-suggestions/999999/approve')).status).toBe(404);
    expect((await admin.post('/api/admin/contact-suggestions/abc/reject')).status).toBe(400);
    expect((await user.post(`/api/admin/contact-suggestions/1/approve`)).status).toBe(403);
  });
});

describe('admin duplicate flags', () => {
  async function flagged() {
    const c1 = await contact();
    const c2 = await contact();
    const [row] = await t.db
      .insert(duplicateFlags)
      .values({ userId: user.userId, contact1Id: c1, contact2Id: c2 })
      .returning({ id: duplicateFlags.id });
    return { c1, c2, flag: row!.id };
  }

  it('when an admin merges keeping contact 2, then saved items, pitches and evidence point at contact 2 and contact 1 is gone', async () => {
    const { c1, c2, flag } = await flagged();
    const angle = await seedStoryAngle(t.db, { userId: user.userId, companyId });
    const pitch = await seedPitch(t.db, { userId: user.userId, companyId, contactId: c1, storyAngleId: angle });
    await t.db.insert(savedItems).values({ userId: user.userId, itemType: 'contact', itemId: c1 });
    await t.db.insert(contactArticles).values({ contactId: c1, title: 'Only contact 1 wrote this' });
    const listed = duplicateFlagsResponseSchema.parse((await admin.get('/api/admin/duplicate-flags')).body);
    expect(listed.find((f) => f.id === flag)).toMatchObject({ contact1: { id: c1 }, contact2: { id: c2 } });

    const res = await admin.post(`/api/admin/duplicate-flags/${flag}/resolve`).send({ action: 'keep2' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ keptContactId: c2 });
    expect(await contactRow(c1)).toBeUndefined();
    expect((await t.db.select().from(pitches).where(eq(pitches.id, pitch)))[0]!.contactId).toBe(c2);
    const saved = await t.db.select().from(savedItems).where(eq(savedItems.userId, user.userId));
    expect(saved.filter((s) => s.itemType === 'contact').map((s) => s.itemId)).toEqual([c2]);
    const titles = (await t.db.select().from(contactArticles).where(eq(contactArticles.contactId, c2)))
      .map((a) => a.title)
      .sort();
    expect(titles).toEqual(['Card fraud at record high', 'Only contact 1 wrote this']);
    const [record] = await t.db.select().from(duplicateFlags).where(eq(duplicateFlags.id, flag));
    expect(record).toMatchObject({ status: 'merged', keptContactId: c2, decidedBy: admin.userId });
    expect((await admin.post(`/api/admin/duplicate-flags/${flag}/resolve`).send({ action: 'keep1' })).status).toBe(409);
  });

  it('when the user saved both contacts, then the merge keeps one bookmark rather than failing', async () => {
    const { c1, c2, flag } = await flagged();
    await t.db.insert(savedItems).values([
      { userId: user.userId, itemType: 'contact', itemId: c1 },
      { userId: user.userId, itemType: 'contact', itemId: c2 },
    ]);
    expect((await admin.post(`/api/admin/duplicate-flags/${flag}/resolve`).send({ action: 'keep1' })).status).toBe(200);
    const saved = (await t.db.select().from(savedItems).where(eq(savedItems.itemType, 'contact'))).map((s) => s.itemId);
    expect(saved.filter((id) => id === c1)).toHaveLength(1);
    expect(saved).not.toContain(c2);
  });

  it("when an admin says 'Not Duplicates', then both contacts stay and the flag leaves the list; a bad action is 400", async () => {
    const { c1, c2, flag } = await flagged();
    const bad = await admin.post(`/api/admin/duplicate-flags/${flag}/resolve`).send({ action: 'merge' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("action: Action must be 'keep1', 'keep2' or 'not_duplicates'");
    expect(
      (await admin.post(`/api/admin/duplicate-flags/${flag}/resolve`).send({ action: 'not_duplicates' })).body,
    ).toEqual({ keptContactId: null });
    expect(await contactRow(c1)).toBeDefined();
    expect(await contactRow(c2)).toBeDefined();
    expect(
      duplicateFlagsResponseSchema
        .parse((await admin.get('/api/admin/duplicate-flags')).body)
        .some((f) => f.id === flag),
    ).toBe(false);
    expect((await admin.post('/api/admin/duplicate-flags/999999/resolve').send({ action: 'keep1' })).status).toBe(404);
  });
});
