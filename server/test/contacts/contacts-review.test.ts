import {
  contactsResponseSchema,
  DUPLICATE_CONTACT_REQUIRED_MESSAGE,
  DUPLICATE_OF_ITSELF_MESSAGE,
  reviewSubmissionResponseSchema,
  scoreContactsResponseSchema,
  SUGGEST_EDIT_NO_CHANGES_MESSAGE,
  tierForScore,
  type Contact,
} from '@newsjack/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, contactSuggestions, duplicateFlags, newsItems, storyAngles } from '../../src/db/schema';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

/** Scoring, suggested edits and duplicate flags on contacts generated from demo outlets. */
let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let aliceContacts: Contact[];
let bobContacts: Contact[];
let aliceAngle: number;
let bobAngle: number;

/** What discovery's first cycle stores for a demo outlet (one item is enough for the outlet to resolve to its feed). */
async function seedDemoOutlet(slug: string, outlet: string) {
  await t.db.insert(newsItems).values({
    source: `demo:${slug}`,
    fingerprint: `seed-${slug}`,
    title: `${outlet} item`,
    outlet,
    publishedAt: new Date(),
  });
}

async function seedAngle(userId: string, companyId: number, headline: string, angle: string): Promise<number> {
  const [row] = await t.db
    .insert(storyAngles)
    .values({
      userId,
      companyId,
      headline,
      angle,
      contentType: 'press-release',
      targetAudience: 'Trade reporters',
      keyMessages: [],
    })
    .returning({ id: storyAngles.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  const aliceCompany = await seedCompany(t.db, alice.userId, {
    companyName: 'Ledgerline',
    keywords: ['card payments', 'merchants'],
  });
  const bobCompany = await seedCompany(t.db, bob.userId, {
    companyName: 'Sunward',
    industry: 'Solar energy',
    profile: 'Sunward installs rooftop solar panels for homeowners across the region.',
  });
  await seedDemoOutlet('settle-and-clear', 'Settle & Clear');
  await seedDemoOutlet('caduceus-post', 'The Caduceus Post');
  await alice.post('/api/contacts/generate').send({ outlet: 'Settle & Clear' }).expect(200);
  await alice.post('/api/contacts/generate').send({ outlet: 'The Caduceus Post' }).expect(200);
  await bob.post('/api/contacts/generate').send({ outlet: 'Settle & Clear' }).expect(200);
  aliceContacts = contactsResponseSchema.parse((await alice.get('/api/contacts')).body);
  bobContacts = contactsResponseSchema.parse((await bob.get('/api/contacts')).body);
  aliceAngle = await seedAngle(
    alice.userId,
    aliceCompany,
    'Card settlement in hours, not days, for small merchants',
    'Ledgerline shows how same-day card settlement eases cash flow for small merchants.',
  );
  bobAngle = await seedAngle(
    bob.userId,
    bobCompany,
    'Rooftop solar installs climb',
    'Sunward explains why homeowners are adding rooftop solar.',
  );
}, 120_000);
afterAll(() => t.close());

describe('POST /api/contacts/score', () => {
  it('when scored against an angle, then every contact stores a 0-100 score, its tier and an explanation', async () => {
    const res = await alice.post('/api/contacts/score').send({ storyAngleId: aliceAngle });
    expect(res.status).toBe(200);
    const body = scoreContactsResponseSchema.parse(res.body);
    expect(body.scored).toBe(aliceContacts.length);
    const stored = await t.db.select().from(contacts).where(eq(contacts.userId, alice.userId));
    for (const row of stored) {
      expect(row.relevanceScore).toBeGreaterThanOrEqual(0);
      expect(row.relevanceScore).toBeLessThanOrEqual(100);
      expect(row.relevanceTier).toBe(tierForScore(row.relevanceScore!));
      expect(row.matchExplanation?.length).toBeGreaterThan(0);
    }
    const listed = contactsResponseSchema.parse((await alice.get('/api/contacts')).body);
    const scores = listed.map((c) => c.relevanceScore!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Bob's copies of the same journalists are his: untouched by Alice's scoring.
    const bobRows = await t.db.select().from(contacts).where(eq(contacts.userId, bob.userId));
    expect(bobRows.every((r) => r.relevanceScore === null)).toBe(true);
  });

  it('when scored without an angle, then contacts are scored against the company profile', async () => {
    const res = await bob.post('/api/contacts/score').send({});
    expect(res.status).toBe(200);
    expect(scoreContactsResponseSchema.parse(res.body).scored).toBe(bobContacts.length);
  });

  it("when the angle is another user's, missing or malformed, then it answers 404 or 400 and stores nothing", async () => {
    const before = await t.db.select().from(contacts).where(eq(contacts.userId, bob.userId));
    expect((await bob.post('/api/contacts/score').send({ storyAngleId: aliceAngle })).status).toBe(404);
    expect((await bob.post('/api/contacts/score').send({ storyAngleId: 99_999_999 })).status).toBe(404);
    expect((await bob.post('/api/contacts/score').send({ storyAngleId: 'abc' })).status).toBe(400);
    expect(await t.db.select().from(contacts).where(eq(contacts.userId, bob.userId))).toEqual(before);
    expect((await bob.post('/api/contacts/score').send({ storyAngleId: bobAngle })).status).toBe(200);
  });
});

describe('POST /api/contacts/:id/suggest-edit', () => {
  it('when a user suggests an edit of their contact, then a pending suggestion holds exactly the changed fields', async () => {
    const target = aliceContacts[0]!;
    const res = await alice.post(`/api/contacts/${target.id}/suggest-edit`).send({
      suggestedData: { title: 'Payments editor', areasOfFocus: ['card settlement', 'Card settlement', 'fraud'] },
      notes: 'From her profile page',
    });
    expect(res.status).toBe(201);
    const answer = reviewSubmissionResponseSchema.parse(res.body);
    expect(answer.status).toBe('pending');
    const [row] = await t.db.select().from(contactSuggestions).where(eq(contactSuggestions.id, answer.id));
    expect(row).toMatchObject({
      contactId: target.id,
      userId: alice.userId,
      status: 'pending',
      notes: 'From her profile page',
    });
    expect(row!.suggestedData).toEqual({ title: 'Payments editor', areasOfFocus: ['card settlement', 'fraud'] });
    // Pending review changes nothing on the contact itself.
    const [contact] = await t.db.select().from(contacts).where(eq(contacts.id, target.id));
    expect(contact!.title).toBe(target.title);
  });

  it("when the contact is another user's or does not exist, then it answers 404 and stores nothing", async () => {
    const before = (await t.db.select().from(contactSuggestions)).length;
    const body = { suggestedData: { title: 'Editor' } };
    expect((await alice.post(`/api/contacts/${bobContacts[0]!.id}/suggest-edit`).send(body)).status).toBe(404);
    expect((await alice.post('/api/contacts/999999999/suggest-edit').send(body)).status).toBe(404);
    expect((await t.db.select().from(contactSuggestions)).length).toBe(before);
  });

  it('when the body changes nothing or is malformed, then it answers 400 with the reason', async () => {
    const id = aliceContacts[0]!.id;
    const empty = await alice.post(`/api/contacts/${id}/suggest-edit`).send({ suggestedData: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain(SUGGEST_EDIT_NO_CHANGES_MESSAGE);
    for (const body of [
      {},
      { suggestedData: { name: '' } },
      { suggestedData: { email: 'not-an-address' } },
      { suggestedData: 'x' },
    ]) {
      expect((await alice.post(`/api/contacts/${id}/suggest-edit`).send(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await alice.post('/api/contacts/abc/suggest-edit').send({ suggestedData: { title: 'x' } })).status).toBe(
      400,
    );
  });
});

describe('POST /api/contacts/flag-duplicate', () => {
  it('when a pair is flagged twice, then the first creates a pending flag and the second answers the same one', async () => {
    const [a, b] = aliceContacts;
    const first = await alice.post('/api/contacts/flag-duplicate').send({ contactId1: a!.id, contactId2: b!.id });
    expect(first.status).toBe(201);
    const again = await alice.post('/api/contacts/flag-duplicate').send({ contactId1: b!.id, contactId2: a!.id });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(reviewSubmissionResponseSchema.parse(again.body).status).toBe('pending');
    expect(await t.db.select().from(duplicateFlags)).toHaveLength(1);
  });

  it("when either contact is another user's, then it answers 404 and stores nothing", async () => {
    const res = await alice
      .post('/api/contacts/flag-duplicate')
      .send({ contactId1: aliceContacts[0]!.id, contactId2: bobContacts[0]!.id });
    expect(res.status).toBe(404);
    expect(await t.db.select().from(duplicateFlags)).toHaveLength(1);
  });

  it('when a contact is missing or flagged as itself, then it answers 400 with the spec message', async () => {
    const id = aliceContacts[0]!.id;
    const self = await alice.post('/api/contacts/flag-duplicate').send({ contactId1: id, contactId2: id });
    expect(self.status).toBe(400);
    expect(self.body.message).toContain(DUPLICATE_OF_ITSELF_MESSAGE);
    const missing = await alice.post('/api/contacts/flag-duplicate').send({ contactId1: id });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain(DUPLICATE_CONTACT_REQUIRED_MESSAGE);
    expect(await t.db.select().from(duplicateFlags)).toHaveLength(1);
  });
});
