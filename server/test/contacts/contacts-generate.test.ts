import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contactsResponseSchema } from '@newsjack/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../src/db/schema';
import { DEFAULT_DEMO_CORPUS_DIR } from '../../src/discovery/sources/demo-corpus';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

/**
 * Generating contacts for outlets of the bundled demo corpus after discovery's first cycle, as on a fresh install:
 * the outlet resolves to its demo feed and its bylines become the active company's contacts.
 */
let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let aliceCompany: number;

const feedXml = readFileSync(path.join(DEFAULT_DEMO_CORPUS_DIR, 'circuit-ledger.xml'), 'utf8');
const contactsOf = (companyId: number) => t.db.select().from(contacts).where(eq(contacts.companyId, companyId));

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  aliceCompany = await seedCompany(t.db, alice.userId, { companyName: 'Ledgerline' });
  await seedCompany(t.db, bob.userId, {
    companyName: 'Sunward',
    industry: 'Solar energy',
    profile: 'Sunward installs rooftop solar panels for homeowners across the region.',
  });
  await t.deps.discovery.runGlobalCycle('manual');
}, 120_000);
afterAll(() => t.close());

describe('POST /api/contacts/generate', () => {
  it('when a demo outlet is generated, then each of its journalists is a contact with an article link and only a printed e-mail', async () => {
    const res = await alice.post('/api/contacts/generate').send({ outlet: 'The Circuit Ledger' });
    expect(res.status).toBe(200);
    const list = contactsResponseSchema.parse(res.body);
    expect(list.map((c) => c.name).sort()).toEqual([
      'Anika Sorensen',
      'Dario Vance',
      'Felix Amadi',
      'Hollis Tran',
      'Rosalind Parkhurst',
    ]);
    for (const c of list) {
      expect(c.outlet).toBe('The Circuit Ledger');
      expect(c.source).toBe('byline');
      expect(c.verified).toBe(true);
      expect(c.articles.length).toBeGreaterThanOrEqual(1);
      for (const a of c.articles) expect(a.url).toMatch(/^https:\/\/circuitledger\.example\//);
      // Every article really carries this byline in the feed.
      const article = c.articles[0]!;
      const item = feedXml.slice(feedXml.indexOf(`<link>${article.url}</link>`)).split('</item>')[0]!;
      expect(item).toContain(`<dc:creator>${c.name}</dc:creator>`);
      expect(c.areasOfFocus.length).toBeGreaterThan(0);
      expect(c.areasOfFocus.every((topic) => topic.trim().includes(' '))).toBe(true);
      if (c.email) {
        expect(feedXml).toContain(`<author>${c.email} (${c.name})</author>`);
        expect(c.emailSource).toMatch(/^https:\/\/circuitledger\.example\//);
      } else {
        expect(c.emailSource).toBeNull();
      }
    }
  });

  it('when the outlet is typed in other case and without "The", then the same contacts are updated, not duplicated', async () => {
    const before = (await contactsOf(aliceCompany)).length;
    const res = await alice.post('/api/contacts/generate').send({ outlet: '  circuit   LEDGER ' });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(before);
    expect(await contactsOf(aliceCompany)).toHaveLength(before);
  });

  it('when an outlet is generated again, then areas a person set stay first and the contact keeps its id', async () => {
    const [first] = await contactsOf(aliceCompany);
    await t.db
      .update(contacts)
      .set({ areasOfFocus: ['semiconductor supply chains'] })
      .where(eq(contacts.id, first!.id));
    const res = await alice.post('/api/contacts/generate').send({ outlet: 'The Circuit Ledger' });
    const again = contactsResponseSchema.parse(res.body).find((c) => c.id === first!.id)!;
    expect(again.areasOfFocus[0]).toBe('semiconductor supply chains');
    expect(again.areasOfFocus.length).toBeGreaterThan(1);
  });

  it('when an outlet no feed carries is generated, then it answers 404 "no journalists found for this outlet" and stores nothing', async () => {
    const before = (await contactsOf(aliceCompany)).length;
    const res = await alice.post('/api/contacts/generate').send({ outlet: 'The Nonexistent Gazette' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('no journalists found for this outlet');
    expect(await contactsOf(aliceCompany)).toHaveLength(before);
  });

  it('when the outlet is blank or missing, then it answers 400 and stores nothing', async () => {
    const before = (await contactsOf(aliceCompany)).length;
    for (const body of [{}, { outlet: '   ' }, { outlet: 42 }, { outlet: 'x'.repeat(5000) }]) {
      const res = await alice.post('/api/contacts/generate').send(body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect(await contactsOf(aliceCompany)).toHaveLength(before);
  });
});

describe('GET /api/contacts', () => {
  it("when two users generate contacts, then each lists only their active company's contacts", async () => {
    expect((await bob.post('/api/contacts/generate').send({ outlet: 'Greenfront Report' })).status).toBe(200);
    const aliceList = contactsResponseSchema.parse((await alice.get('/api/contacts')).body);
    const bobList = contactsResponseSchema.parse((await bob.get('/api/contacts')).body);
    expect(new Set(aliceList.map((c) => c.outlet))).toEqual(new Set(['The Circuit Ledger']));
    expect(new Set(bobList.map((c) => c.outlet))).toEqual(new Set(['Greenfront Report']));
    expect(aliceList.every((c) => c.articles.length > 0 && c.isSaved === false)).toBe(true);
  });

  it("when the user switches to another company, then the list is that company's (empty until generated)", async () => {
    const second = await seedCompany(t.db, alice.userId, { companyName: 'Second Co' });
    expect((await alice.get('/api/contacts')).body).toEqual([]);
    await alice.post('/api/contacts/generate').send({ outlet: 'Settle & Clear' }).expect(200);
    const list = contactsResponseSchema.parse((await alice.get('/api/contacts')).body);
    expect(list.length).toBeGreaterThan(0);
    expect((await contactsOf(second)).length).toBe(list.length);
    await alice.post('/api/user/switch-company').send({ companyId: aliceCompany }).expect(200);
  });

  it('when a contact is saved, then the list marks it saved and only it', async () => {
    const [contact] = contactsResponseSchema.parse((await bob.get('/api/contacts')).body);
    await bob.post('/api/saved-items').send({ itemType: 'contact', itemId: contact!.id }).expect(201);
    const list = contactsResponseSchema.parse((await bob.get('/api/contacts')).body);
    expect(list.filter((c) => c.isSaved).map((c) => c.id)).toEqual([contact!.id]);
  });

  it('when contacts are unscored, then they are ordered by name', async () => {
    const list = contactsResponseSchema.parse((await bob.get('/api/contacts')).body);
    const names = list.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('when signed out, then it answers 401', async () => {
    const { default: request } = await import('supertest');
    expect((await request(t.app).get('/api/contacts')).status).toBe(401);
  });
});
