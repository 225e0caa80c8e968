import {
  BAD_PITCH_UNSUBSCRIBE_LINK_MESSAGE,
  NOT_CONTACTABLE_MESSAGE,
  companyProfileSchema,
  doNotContactListSchema,
  pitchUnsubscribedMessage,
} from '@newsjack/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pitches, users } from '../../src/db/schema';
import { connectMailbox } from '../helpers/mailbox';
import { seedCompany } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../../test-support/smtp-catcher';
import { seedContact } from './seed-pitches';

const APP_ORIGIN = 'https://pr.newsjack.test';
const APP_PASSWORD = 'wxyz 1234 abcd 5678';
let t: TestApp;
let smtp: SmtpCatcher;
let alice: SignedUp;
let company: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher({ users: { 'alice@agency.test': APP_PASSWORD } });
  t = await createTestApp({ config: { allowPrivateFetch: true, appOrigin: APP_ORIGIN } });
  alice = await signUp(t.app);
  await t.db.update(users).set({ firstName: 'Alice', lastName: 'Moreau' }).where(eq(users.id, alice.userId));
  company = await seedCompany(t.db, alice.userId, { companyName: 'Ledgerline' });
  await connectMailbox(alice, { address: 'alice@agency.test', password: APP_PASSWORD, smtpPort: smtp.port });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const BODY = 'Hi,\n\nSmall merchants wait days for card money. Ledgerline pays them the same day.\n\nAlice';

/** A drafted pitch to a new contact, or to one seeded before (`contactId`). */
async function pitchTo(name: string, email: string, contactId?: number): Promise<number> {
  const contact =
    contactId ?? (await seedContact(t.db, alice.userId, company, { name, outlet: 'The Ledger Line', email }));
  const [row] = await t.db
    .insert(pitches)
    .values({
      userId: alice.userId,
      companyId: company,
      contactId: contact,
      contactName: name,
      contactOutlet: 'The Ledger Line',
      contactEmail: email,
      subjectLine: `Same-day settlement for small merchants, for ${name}`,
      body: BODY,
    })
    .returning({ id: pitches.id });
  return row!.id;
}

const setLink = (on: unknown) =>
  alice.patch(`/api/company-profile/${company}/details`).send({ pitchUnsubscribeLink: on });
const LINK =
  /^If you would rather not hear from Ledgerline again, unsubscribe: (https:\/\/\S+\/unsubscribe\/pitch#token=([\w.-]+))$/m;
const linkOf = (mail: CaughtMail) => LINK.exec(mail.parsed.text ?? '');
const listUnsubscribe = (mail: CaughtMail) =>
  (mail.parsed.headers.get('list') as { unsubscribe?: { url?: string } } | undefined)?.unsubscribe?.url;

describe('the company’s “Add an unsubscribe link to pitches” setting', () => {
  it('when a company is new, then the setting is off; the owner turns it on and off, and a bad value is a 400 that changes nothing', async () => {
    const profile = companyProfileSchema.parse((await alice.get('/api/company-profile')).body);
    expect(profile.pitchUnsubscribeLink).toBe(false);
    const on = await setLink(true);
    expect(on.status).toBe(200);
    expect(companyProfileSchema.parse(on.body).pitchUnsubscribeLink).toBe(true);
    const bad = await setLink('yes');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^pitchUnsubscribeLink: /);
    expect((await alice.get('/api/company-profile')).body.pitchUnsubscribeLink).toBe(true);
    expect((await setLink(false)).body.pitchUnsubscribeLink).toBe(false);
  });

  it('when another user tries to turn it on for this company, then it is a 404 and the setting stays off', async () => {
    const bob = await signUp(t.app);
    const res = await bob.patch(`/api/company-profile/${company}/details`).send({ pitchUnsubscribeLink: true });
    expect(res.status).toBe(404);
    expect((await alice.get('/api/company-profile')).body.pitchUnsubscribeLink).toBe(false);
  });
});

describe('pitches sent with the setting off', () => {
  it('when the setting is off, then a pitch carries neither the unsubscribe line nor a List-Unsubscribe header', async () => {
    const id = await pitchTo('Priya Shah', 'priya@off.test');
    const res = await alice.post(`/api/pitches/${id}/send`).send({});
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.parsed.messageId === res.body.messageId);
    expect(mail.parsed.text?.trim()).toBe(BODY);
    expect(mail.parsed.text).not.toMatch(/unsubscribe/i);
    expect(mail.parsed.headers.has('list')).toBe(false);
    expect(mail.parsed.headers.has('list-unsubscribe')).toBe(false);
  });
});

describe('pitches sent with the setting on', () => {
  beforeAll(async () => {
    expect((await setLink(true)).status).toBe(200);
  });

  it('when a pitch is sent, then it ends with one plain unsubscribe line and the same link as List-Unsubscribe; following it signed out blocks the next send', async () => {
    const id = await pitchTo('Tom Reed', 'Tom@MoneyWeek.test');
    const res = await alice.post(`/api/pitches/${id}/send`).send({});
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.parsed.messageId === res.body.messageId);
    const text = mail.parsed.text!.trimEnd();
    expect(text.startsWith(BODY)).toBe(true);
    const link = linkOf(mail);
    expect(link).not.toBeNull();
    expect(text.endsWith(link![0])).toBe(true);
    expect(link![1]!.startsWith(`${APP_ORIGIN}/unsubscribe/pitch#token=`)).toBe(true);
    expect(listUnsubscribe(mail)).toBe(link![1]);
    expect(mail.parsed.html).toBe(false);

    const token = link![2]!;
    const confirmed = await request(t.app).post('/api/do-not-contact/unsubscribe').send({ token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: pitchUnsubscribedMessage('Ledgerline'), companyName: 'Ledgerline' });
    // Idempotent: the same link again answers the same and adds nothing.
    const again = await request(t.app).post('/api/do-not-contact/unsubscribe').send({ token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(confirmed.body);

    const list = doNotContactListSchema.parse((await alice.get('/api/do-not-contact')).body);
    expect(list.filter((e) => e.email === 'tom@moneyweek.test')).toEqual([
      expect.objectContaining({ email: 'tom@moneyweek.test', reason: 'unsubscribed', contactId: null }),
    ]);

    const before = smtp.messages.filter((m) => m.envelope.to.includes('tom@moneyweek.test')).length;
    const [first] = await t.db.select().from(pitches).where(eq(pitches.id, id));
    const next = await pitchTo('Tom Reed', 'tom@moneyweek.test', first!.contactId!);
    const refused = await alice.post(`/api/pitches/${next}/send`).send({ confirm: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(NOT_CONTACTABLE_MESSAGE);
    const followUp = await alice.post(`/api/pitches/${id}/follow-up`).send({});
    expect(followUp.status).toBe(409);
    expect(followUp.body.message).toBe(NOT_CONTACTABLE_MESSAGE);
    expect(smtp.messages.filter((m) => m.envelope.to.includes('tom@moneyweek.test'))).toHaveLength(before);
  });

  it('when a follow-up is sent, then it carries the same line and header as the pitch', async () => {
    const id = await pitchTo('Ana Ruiz', 'ana@follow.test');
    const sent = await alice.post(`/api/pitches/${id}/send`).send({});
    const pitchMail = await smtp.waitFor((m) => m.parsed.messageId === sent.body.messageId);
    const res = await alice.post(`/api/pitches/${id}/follow-up`).send({});
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.parsed.inReplyTo === sent.body.messageId);
    expect(linkOf(mail)?.[1]).toBe(linkOf(pitchMail)![1]);
    expect(listUnsubscribe(mail)).toBe(linkOf(pitchMail)![1]);
  });

  it('when a scheduled pitch goes, then it carries the line and the header too', async () => {
    const id = await pitchTo('Sam Lee', 'sam@scheduled.test');
    const sendAt = new Date(Date.now() + 2_000).toISOString();
    expect((await alice.post(`/api/pitches/${id}/send`).send({ sendAt })).status).toBe(200);
    const mail = await smtp.waitFor((m) => m.envelope.to.includes('sam@scheduled.test'), 15_000);
    await t.deps.jobs.whenIdle();
    const link = linkOf(mail);
    expect(link).not.toBeNull();
    expect(listUnsubscribe(mail)).toBe(link![1]);
  });

  it('when a forged, altered or broken token is used, then it is a 400 and nothing joins the list', async () => {
    const id = await pitchTo('Lena Ortiz', 'lena@forged.test');
    const sent = await alice.post(`/api/pitches/${id}/send`).send({});
    const token = linkOf(await smtp.waitFor((m) => m.parsed.messageId === sent.body.messageId))![2]!;
    const [, signature] = token.split('.');
    const otherAddress = `${Buffer.from(`${company}:someone@else.test`).toString('base64url')}.${signature}`;
    const otherCompany = `${Buffer.from(`${company + 1}:lena@forged.test`).toString('base64url')}.${signature}`;
    const before = (await alice.get('/api/do-not-contact')).body;
    for (const bad of [
      otherAddress,
      otherCompany,
      `${token.slice(0, -3)}xyz`,
      token.slice(0, -1),
      'nonsense',
      `${token}.x`,
    ]) {
      const res = await request(t.app).post('/api/do-not-contact/unsubscribe').send({ token: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe(BAD_PITCH_UNSUBSCRIBE_LINK_MESSAGE);
    }
    for (const body of [{}, { token: '' }, { token: 42 }, { token: 'x'.repeat(501) }]) {
      expect((await request(t.app).post('/api/do-not-contact/unsubscribe').send(body)).status).toBe(400);
    }
    // A digest's token is signed for another purpose: it cannot unsubscribe anyone from pitches.
    const digestToken = t.deps.alerts.unsubscribeUrl(alice.userId).split('#token=')[1]!;
    expect((await request(t.app).post('/api/do-not-contact/unsubscribe').send({ token: digestToken })).status).toBe(
      400,
    );
    expect((await alice.get('/api/do-not-contact')).body).toEqual(before);
  });
});
