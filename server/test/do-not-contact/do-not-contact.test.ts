import { doNotContactListSchema } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContact } from '../pitches/seed-pitches';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let priya: number;
let noEmail: number;
let bobContact: number;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
  const company = await seedCompany(t.db, alice.userId, { companyName: 'Ledgerline' });
  const bobCompany = await seedCompany(t.db, bob.userId, { companyName: 'Sunward' });
  priya = await seedContact(t.db, alice.userId, company, { name: 'Priya Shah', outlet: 'The Ledger Line', email: 'Priya@LedgerLine.test' });
  noEmail = await seedContact(t.db, alice.userId, company, { name: 'Tom Reed', outlet: 'Money Week' });
  bobContact = await seedContact(t.db, bob.userId, bobCompany, { name: 'Lena Ortiz', outlet: 'Solar Daily', email: 'lena@solar.test' });
});
afterAll(() => t.close());

const list = async (agent: SignedUp) => doNotContactListSchema.parse((await agent.get('/api/do-not-contact')).body);

describe('do-not-contact list', () => {
  it('when an address and a contact are added, then the company’s list shows both, newest first, by lower-cased address', async () => {
    const byEmail = await alice.post('/api/do-not-contact').send({ email: 'Editor@Example.test' });
    expect(byEmail.status).toBe(201);
    expect(byEmail.body).toMatchObject({ email: 'editor@example.test', contactId: null, reason: 'asked' });
    const byContact = await alice.post('/api/do-not-contact').send({ contactId: priya });
    expect(byContact.status).toBe(201);
    expect(byContact.body).toMatchObject({ email: 'priya@ledgerline.test', contactId: priya });
    expect((await list(alice)).map((e) => e.email)).toEqual(['priya@ledgerline.test', 'editor@example.test']);
    expect(await list(bob)).toEqual([]);
  });

  it('when the same address is added again, then it is a 409 and the list is unchanged', async () => {
    const before = await list(alice);
    const again = await alice.post('/api/do-not-contact').send({ email: 'PRIYA@ledgerline.test' });
    expect(again.status).toBe(409);
    expect(await list(alice)).toEqual(before);
  });

  it('when the body is wrong, another user’s contact is named, or the contact has no address, then nothing is added', async () => {
    const before = await list(alice);
    expect((await alice.post('/api/do-not-contact').send({})).status).toBe(400);
    expect((await alice.post('/api/do-not-contact').send({ email: 'a@b.test', contactId: priya })).status).toBe(400);
    expect((await alice.post('/api/do-not-contact').send({ email: 'not an address' })).status).toBe(400);
    expect((await alice.post('/api/do-not-contact').send({ contactId: bobContact })).status).toBe(404);
    const none = await alice.post('/api/do-not-contact').send({ contactId: noEmail });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('This contact has no e-mail address to block');
    expect(await list(alice)).toEqual(before);
  });

  it('when an entry is removed, then it leaves the list; removing one that is not there, or another user’s, is a 404', async () => {
    expect((await alice.delete('/api/do-not-contact').send({ email: 'editor@example.test' })).status).toBe(204);
    expect((await list(alice)).map((e) => e.email)).toEqual(['priya@ledgerline.test']);
    expect((await alice.delete('/api/do-not-contact').send({ email: 'editor@example.test' })).status).toBe(404);
    expect((await bob.delete('/api/do-not-contact').send({ email: 'priya@ledgerline.test' })).status).toBe(404);
    expect((await alice.delete('/api/do-not-contact').send({ contactId: priya })).status).toBe(204);
    expect(await list(alice)).toEqual([]);
  });

  it('when the user has no company yet, then the list is a 404 saying so', async () => {
    const newcomer = await signUp(t.app);
    expect((await newcomer.get('/api/do-not-contact')).status).toBe(404);
  });
});
