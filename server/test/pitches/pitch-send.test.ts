import { MAILBOX_NOT_SET_UP_MESSAGE, NOT_CONTACTABLE_MESSAGE, sentPitchSchema } from '@newsjack/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pitches, users } from '../../src/db/schema';
import { seedCompany } from '../helpers/seed-trends';
import { connectMailbox } from '../helpers/mailbox';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test-support/smtp-catcher';
import { seedContact } from './seed-pitches';

const APP_PASSWORD = 'wxyz 1234 abcd 5678';
let t: TestApp;
let smtp: SmtpCatcher;
let alice: SignedUp;
let company: number;
let priya: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher({ users: { 'alice@agency.test': APP_PASSWORD } });
  t = await createTestApp({ config: { allowPrivateFetch: true } });
  alice = await signUp(t.app);
  await t.db.update(users).set({ firstName: 'Alice', lastName: 'Moreau' }).where(eq(users.id, alice.userId));
  company = await seedCompany(t.db, alice.userId, { companyName: 'Ledgerline' });
  priya = await seedContact(t.db, alice.userId, company, {
    name: 'Priya Shah',
    outlet: 'The Ledger Line',
    email: 'Priya@LedgerLine.test',
  });
  await connectMailbox(alice, { address: 'alice@agency.test', password: APP_PASSWORD, smtpPort: smtp.port });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let pitchCount = 0;
async function seedPitch(
  userId: string,
  companyId: number,
  contact: { id: number | null; name: string; email: string | null },
): Promise<number> {
  pitchCount++;
  const [row] = await t.db
    .insert(pitches)
    .values({
      userId,
      companyId,
      contactId: contact.id,
      contactName: contact.name,
      contactOutlet: 'The Ledger Line',
      contactEmail: contact.email,
      subjectLine: `Same-day settlement for small merchants (${pitchCount})`,
      body: `Hi Priya,\n\nSmall merchants wait days for card money. Ledgerline pays them the same day.\n\nAlice`,
    })
    .returning({ id: pitches.id });
  return row!.id;
}
const priyaPitch = () =>
  seedPitch(alice.userId, company, { id: priya, name: 'Priya Shah', email: 'Priya@LedgerLine.test' });
const statusOf = async (id: number) => (await t.db.select().from(pitches).where(eq(pitches.id, id)))[0]!;
const sentTo = (email: string) => smtp.messages.filter((m) => m.envelope.to.includes(email));

describe('send a pitch', () => {
  it('when a drafted pitch is sent, then the journalist receives it from the user’s mailbox and it is sent with the time and the Message-ID', async () => {
    const id = await priyaPitch();
    const res = await alice.post(`/api/pitches/${id}/send`).send({});
    expect(res.status).toBe(200);
    const pitch = sentPitchSchema.parse(res.body);
    expect(pitch).toMatchObject({ id, status: 'sent' });
    expect(pitch.sentAt).toEqual(expect.any(String));
    const mail = await smtp.waitFor((m) => m.parsed.messageId === pitch.messageId);
    expect(mail.envelope).toEqual({ from: 'alice@agency.test', to: ['priya@ledgerline.test'] });
    expect(mail.parsed.from?.value).toEqual([{ name: 'Alice Moreau', address: 'alice@agency.test' }]);
    expect(mail.parsed.subject).toBe(pitch.subjectLine);
    expect(mail.parsed.text?.trim()).toBe(pitch.body.trim());
    // Plain personal e-mail: no HTML part, so nothing to carry a tracking pixel.
    expect(mail.parsed.html).toBe(false);
    const row = await statusOf(id);
    expect(row).toMatchObject({ status: 'sent', messageId: pitch.messageId, sentTo: 'priya@ledgerline.test' });
    expect(row.nextFollowUpAt).not.toBeNull();
    expect((await alice.get('/api/settings/mailbox')).body.verifiedAt).toEqual(expect.any(String));
  });

  it('when the same journalist was pitched in the last 14 days, then a second send is a 409 unless confirmed', async () => {
    const id = await priyaPitch();
    const before = sentTo('priya@ledgerline.test').length;
    const refused = await alice.post(`/api/pitches/${id}/send`).send({});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^You pitched Priya Shah on \d+ \w+ \d{4}\./);
    expect((await statusOf(id)).status).toBe('drafted');
    expect(sentTo('priya@ledgerline.test')).toHaveLength(before);
    const confirmed = await alice.post(`/api/pitches/${id}/send`).send({ confirm: true });
    expect(confirmed.status).toBe(200);
    await smtp.waitFor(() => sentTo('priya@ledgerline.test').length === before + 1);
  });

  it('when the pitch was already sent, then sending it again is a 409 and nothing goes', async () => {
    const id = await priyaPitch();
    await alice.post(`/api/pitches/${id}/send`).send({ confirm: true });
    const count = sentTo('priya@ledgerline.test').length;
    const again = await alice.post(`/api/pitches/${id}/send`).send({ confirm: true });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This pitch was already sent.');
    expect(sentTo('priya@ledgerline.test')).toHaveLength(count);
  });

  it('when the same pitch is sent twice at once, then exactly one message goes and the other request is a 409', async () => {
    const id = await priyaPitch();
    const before = sentTo('priya@ledgerline.test').length;
    const answers = await Promise.all([1, 2].map(() => alice.post(`/api/pitches/${id}/send`).send({ confirm: true })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await smtp.waitFor(() => sentTo('priya@ledgerline.test').length === before + 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(sentTo('priya@ledgerline.test')).toHaveLength(before + 1);
  });

  it('when the address is on the company’s do-not-contact list, then the send is a 409 and nothing goes', async () => {
    const tom = await seedContact(t.db, alice.userId, company, {
      name: 'Tom Reed',
      outlet: 'Money Week',
      email: 'tom@moneyweek.test',
    });
    const id = await seedPitch(alice.userId, company, { id: tom, name: 'Tom Reed', email: 'tom@moneyweek.test' });
    expect((await alice.post('/api/do-not-contact').send({ contactId: tom })).status).toBe(201);
    const res = await alice.post(`/api/pitches/${id}/send`).send({ confirm: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(NOT_CONTACTABLE_MESSAGE);
    expect(sentTo('tom@moneyweek.test')).toEqual([]);
    expect((await statusOf(id)).status).toBe('drafted');
    // Off the list again, the same pitch goes.
    expect((await alice.delete('/api/do-not-contact').send({ email: 'tom@moneyweek.test' })).status).toBe(204);
    expect((await alice.post(`/api/pitches/${id}/send`).send({})).status).toBe(200);
  });

  it('when the contact has no address, then it is a 400 and the pitch stays drafted', async () => {
    const id = await seedPitch(alice.userId, company, { id: null, name: 'Lena Ortiz', email: null });
    const res = await alice.post(`/api/pitches/${id}/send`).send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/no e-mail address/);
    expect((await statusOf(id)).status).toBe('drafted');
  });

  it('when the user has no mailbox, then it is a 400 saying to connect one; another user’s pitch is a 404; a bad body a 400', async () => {
    const bob = await signUp(t.app);
    const bobCompany = await seedCompany(t.db, bob.userId, { companyName: 'Sunward' });
    const bobPitch = await seedPitch(bob.userId, bobCompany, { id: null, name: 'Sam Lee', email: 'sam@solar.test' });
    const res = await bob.post(`/api/pitches/${bobPitch}/send`).send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MAILBOX_NOT_SET_UP_MESSAGE);
    expect((await alice.post(`/api/pitches/${bobPitch}/send`).send({})).status).toBe(404);
    expect((await bob.post(`/api/pitches/${bobPitch}/send`).send({ confirm: 'yes' })).status).toBe(400);
    expect((await statusOf(bobPitch)).status).toBe('drafted');
  });

  it('when the mail server refuses the app password, then it is a 422 saying so and the pitch stays drafted', async () => {
    const carol = await signUp(t.app);
    const carolCompany = await seedCompany(t.db, carol.userId, { companyName: 'Northwind' });
    await connectMailbox(carol, { address: 'carol@agency.test', password: 'not her password', smtpPort: smtp.port });
    const id = await seedPitch(carol.userId, carolCompany, { id: null, name: 'Sam Lee', email: 'sam@solar.test' });
    const res = await carol.post(`/api/pitches/${id}/send`).send({});
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/refused the user name or password/);
    expect((await statusOf(id)).status).toBe('drafted');
    expect(sentTo('sam@solar.test')).toEqual([]);
  });

  it('when a pitch is sent with a time, then it is scheduled, nothing goes before then, and it goes from the mailbox at that time', async () => {
    const sam = await seedContact(t.db, alice.userId, company, {
      name: 'Sam Lee',
      outlet: 'Solar Daily',
      email: 'sam@later.test',
    });
    const id = await seedPitch(alice.userId, company, { id: sam, name: 'Sam Lee', email: 'sam@later.test' });
    const sendAt = new Date(Date.now() + 3_000);
    const res = await alice.post(`/api/pitches/${id}/send`).send({ sendAt: sendAt.toISOString() });
    expect(res.status).toBe(200);
    expect(sentPitchSchema.parse(res.body)).toMatchObject({
      status: 'scheduled',
      sentAt: sendAt.toISOString(),
      messageId: null,
    });
    expect(sentTo('sam@later.test')).toEqual([]);
    // Scheduled counts as pitched: a second pitch to Sam now needs confirming.
    const other = await seedPitch(alice.userId, company, { id: sam, name: 'Sam Lee', email: 'sam@later.test' });
    expect((await alice.post(`/api/pitches/${other}/send`).send({})).status).toBe(409);

    const mail = await smtp.waitFor((m) => m.envelope.to.includes('sam@later.test'), 15_000);
    expect(Date.now()).toBeGreaterThanOrEqual(sendAt.getTime());
    await t.deps.jobs.whenIdle();
    const row = await statusOf(id);
    expect(row).toMatchObject({ status: 'sent', messageId: mail.parsed.messageId });
    expect(row.sentAt!.getTime()).toBeGreaterThanOrEqual(sendAt.getTime());
  });

  it('when a scheduled pitch is cancelled, then it is a draft again and its job sends nothing', async () => {
    const id = await seedPitch(alice.userId, company, { id: null, name: 'Ana Ruiz', email: 'ana@cancelled.test' });
    const sendAt = new Date(Date.now() + 2_000);
    expect((await alice.post(`/api/pitches/${id}/send`).send({ sendAt: sendAt.toISOString() })).status).toBe(200);
    const cancelled = await alice.patch(`/api/pitches/${id}`).send({ status: 'drafted' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'drafted', sentAt: null });
    await new Promise((r) => setTimeout(r, 2_500));
    await t.deps.jobs.whenIdle();
    expect(sentTo('ana@cancelled.test')).toEqual([]);
    expect((await statusOf(id)).status).toBe('drafted');
  });

  it('when the time is past, too far ahead or not a time, then it is a 400 and the pitch stays drafted', async () => {
    const id = await seedPitch(alice.userId, company, { id: null, name: 'Ana Ruiz', email: 'ana@times.test' });
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    for (const sendAt of [at(-60_000), at(31 * 86_400_000), 'tomorrow at nine']) {
      const res = await alice.post(`/api/pitches/${id}/send`).send({ sendAt });
      expect(res.status, sendAt).toBe(400);
      expect(res.body.message).toMatch(/^sendAt: /);
    }
    expect((await alice.patch(`/api/pitches/${id}`).send({ status: 'scheduled' })).status).toBe(400);
    expect((await statusOf(id)).status).toBe('drafted');
  });
});
