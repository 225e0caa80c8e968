import { NO_IMAP_MESSAGE, doNotContactListSchema, sentPitchSchema } from '@newsjack/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pitches } from '../../src/db/schema';
import { seedCompany } from '../helpers/seed-trends';
import { connectMailbox } from '../helpers/mailbox';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { startImapServer, type ImapServer } from '../../../test-support/imap-server';
import { bounceMessage, replyMessage } from '../../../test-support/inbox-messages';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test-support/smtp-catcher';
import { seedContact } from './seed-pitches';

const APP_PASSWORD = 'qrst uvwx 9876 5432';
let t: TestApp;
let smtp: SmtpCatcher;
let imap: ImapServer;
let alice: SignedUp;
let company: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher({
    users: { 'alice@agency.test': APP_PASSWORD, 'carol@agency.test': 'carol smtp pass' },
  });
  imap = await startImapServer({ 'alice@agency.test': APP_PASSWORD, 'carol@agency.test': 'carol imap pass' });
  t = await createTestApp({ config: { allowPrivateFetch: true } });
  alice = await signUp(t.app);
  company = await seedCompany(t.db, alice.userId, { companyName: 'Ledgerline' });
  await connectMailbox(alice, {
    address: 'alice@agency.test',
    password: APP_PASSWORD,
    smtpPort: smtp.port,
    imapPort: imap.port,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await imap.close();
});

/** A pitch to a new contact of Alice's company, sent from her mailbox; its Message-ID. */
async function sendPitchTo(name: string, email: string): Promise<{ id: number; messageId: string }> {
  const contactId = await seedContact(t.db, alice.userId, company, { name, outlet: 'The Ledger Line', email });
  const [row] = await t.db
    .insert(pitches)
    .values({
      userId: alice.userId,
      companyId: company,
      contactId,
      contactName: name,
      contactEmail: email,
      subjectLine: `A story for ${name}`,
      body: `Hi ${name},\n\nA story.\n\nAlice`,
    })
    .returning({ id: pitches.id });
  const res = await alice.post(`/api/pitches/${row!.id}/send`).send({});
  expect(res.status).toBe(200);
  return { id: row!.id, messageId: sentPitchSchema.parse(res.body).messageId! };
}

const reply = (from: string, inReplyTo: string, subject: string) =>
  replyMessage({ from, to: 'alice@agency.test', inReplyTo, subject, body: 'Thanks, this is interesting. Can you send figures?' });

const bounce = (original: string, to: string) => bounceMessage({ original, mailbox: 'alice@agency.test', to });

describe('replies and bounces from the inbox', () => {
  it('when a journalist replies and another address bounces, then the pitch is replied and the address is on the do-not-contact list as bounced', async () => {
    const priya = await sendPitchTo('Priya Shah', 'priya@ledgerline.test');
    const tom = await sendPitchTo('Tom Reed', 'tom@moneyweek.test');
    const quiet = await sendPitchTo('Lena Ortiz', 'lena@solar.test');
    await imap.deliver(
      'alice@agency.test',
      reply('Priya Shah <priya@ledgerline.test>', priya.messageId, 'A story for Priya Shah'),
    );
    await imap.deliver('alice@agency.test', bounce(tom.messageId, 'tom@moneyweek.test'));
    // Not an answer to any pitch: left alone.
    await imap.deliver('alice@agency.test', reply('Someone <someone@else.test>', '<unrelated@else.test>', 'Lunch'));

    const res = await alice.post('/api/pitches/check-replies');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ replied: 1, bounced: 1 });
    const statusOf = async (id: number) => (await t.db.select().from(pitches).where(eq(pitches.id, id)))[0]!;
    expect(await statusOf(priya.id)).toMatchObject({ status: 'replied', nextFollowUpAt: null });
    expect((await statusOf(priya.id)).repliedAt).not.toBeNull();
    expect((await statusOf(tom.id)).status).toBe('sent');
    expect((await statusOf(quiet.id)).status).toBe('sent');
    const list = doNotContactListSchema.parse((await alice.get('/api/do-not-contact')).body);
    expect(list).toEqual([expect.objectContaining({ email: 'tom@moneyweek.test', reason: 'bounced' })]);

    // A second look changes nothing.
    expect((await alice.post('/api/pitches/check-replies')).body).toEqual({ replied: 0, bounced: 0 });
  });

  it('when the user has no IMAP server, then the check is a 400 saying to add one', async () => {
    const bob = await signUp(t.app);
    await seedCompany(t.db, bob.userId, { companyName: 'Sunward' });
    const res = await bob.post('/api/pitches/check-replies');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(NO_IMAP_MESSAGE);
  });

  it('when the IMAP server refuses the app password, then the check is a 422 saying so', async () => {
    const carol = await signUp(t.app);
    const carolCompany = await seedCompany(t.db, carol.userId, { companyName: 'Northwind' });
    await connectMailbox(carol, {
      address: 'carol@agency.test',
      password: 'carol smtp pass',
      smtpPort: smtp.port,
      imapPort: imap.port,
    });
    const res = await carol.post('/api/pitches/check-replies');
    // No sent pitch waits for an answer, so the inbox is not read: nothing to refuse yet.
    expect(res.status).toBe(200);
    const contactId = await seedContact(t.db, carol.userId, carolCompany, {
      name: 'Sam Lee',
      outlet: 'Solar Daily',
      email: 'sam@solar.test',
    });
    const [row] = await t.db
      .insert(pitches)
      .values({
        userId: carol.userId,
        companyId: carolCompany,
        contactId,
        contactName: 'Sam Lee',
        contactEmail: 'sam@solar.test',
        subjectLine: 'Hello',
        body: 'Hello Sam',
      })
      .returning({ id: pitches.id });
    expect((await carol.post(`/api/pitches/${row!.id}/send`).send({})).status).toBe(200);
    const refused = await carol.post('/api/pitches/check-replies');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/refused the user name or password/);
  });

  it('when a follow-up is sent, then it goes in the pitch’s thread; once a reply is in the inbox, no follow-up goes', async () => {
    const ana = await sendPitchTo('Ana Ruiz', 'ana@thread.test');
    const first = await alice.post(`/api/pitches/${ana.id}/follow-up`).send({});
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'sent', followUpCount: 1 });
    const followUp = await smtp.waitFor(
      (m) => m.envelope.to.includes('ana@thread.test') && m.parsed.inReplyTo === ana.messageId,
    );
    expect(followUp.parsed.subject).toBe('Re: A story for Ana Ruiz');
    expect(followUp.parsed.references).toBe(ana.messageId);
    expect(followUp.parsed.text).toMatch(/^Hi Ana,\n\nJust following up on my note below about "A story for Ana Ruiz"/);

    await imap.deliver('alice@agency.test', reply('Ana Ruiz <ana@thread.test>', ana.messageId, 'A story for Ana Ruiz'));
    const count = smtp.messages.filter((m) => m.envelope.to.includes('ana@thread.test')).length;
    const second = await alice.post(`/api/pitches/${ana.id}/follow-up`).send({ body: 'Hi Ana, any thoughts?' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('A reply is in: no follow-up is needed.');
    expect(smtp.messages.filter((m) => m.envelope.to.includes('ana@thread.test'))).toHaveLength(count);
    expect((await t.db.select().from(pitches).where(eq(pitches.id, ana.id)))[0]).toMatchObject({
      status: 'replied',
      followUpCount: 1,
    });
  });

  it('when a pitch was not sent from the mailbox, or two follow-ups went already, then a follow-up is a 409', async () => {
    const [manual] = await t.db
      .insert(pitches)
      .values({
        userId: alice.userId,
        companyId: company,
        contactName: 'Kim Park',
        contactEmail: 'kim@manual.test',
        subjectLine: 'Hello',
        body: 'Hello',
        status: 'sent',
        sentAt: new Date(),
      })
      .returning({ id: pitches.id });
    expect((await alice.post(`/api/pitches/${manual!.id}/follow-up`).send({})).status).toBe(409);
    const lee = await sendPitchTo('Lee Chan', 'lee@twice.test');
    expect((await alice.post(`/api/pitches/${lee.id}/follow-up`).send({})).status).toBe(200);
    expect((await alice.post(`/api/pitches/${lee.id}/follow-up`).send({ body: 'Second nudge.' })).status).toBe(200);
    const third = await alice.post(`/api/pitches/${lee.id}/follow-up`).send({});
    expect(third.status).toBe(409);
    expect(smtp.messages.filter((m) => m.envelope.to.includes('lee@twice.test'))).toHaveLength(3);
    expect((await alice.post(`/api/pitches/${lee.id}/follow-up`).send({ body: '' })).status).toBe(400);
  });
});

describe('reply excerpts and the background check', () => {
  it('when a reply quotes the pitch, then the Pitches list shows the pitch replied with the reply’s own first lines', async () => {
    const mia = await sendPitchTo('Mia Novak', 'mia@quotes.test');
    const raw = replyMessage({
      from: 'Mia Novak <mia@quotes.test>',
      to: 'alice@agency.test',
      inReplyTo: mia.messageId,
      subject: 'A story for Mia Novak',
      body: [
        'Hi Alice,',
        '',
        'Happy to look at this for Friday’s edition. Who can I talk to?',
        '',
        'On Mon, 23 Nov 2026 at 09:00, Alice <alice@agency.test> wrote:',
        '> Hi Mia Novak,',
        '> A story.',
      ].join('\r\n'),
    });
    await imap.deliver('alice@agency.test', raw);
    expect((await alice.post('/api/pitches/check-replies')).body).toEqual({ replied: 1, bounced: 0 });
    const listed = (await alice.get('/api/pitches')).body as Array<{ id: number; status: string; replyExcerpt: string | null }>;
    expect(listed.find((p) => p.id === mia.id)).toMatchObject({
      status: 'replied',
      replyExcerpt: 'Hi Alice,\nHappy to look at this for Friday’s edition. Who can I talk to?',
    });
  });

  it('when nobody opens the Pitches page, then the periodic check reads every inbox with pitches waiting and marks the reply', async () => {
    const noor = await sendPitchTo('Noor Haddad', 'noor@background.test');
    await imap.deliver('alice@agency.test', reply('Noor Haddad <noor@background.test>', noor.messageId, 'A story for Noor Haddad'));
    // The minute tick's path: the throttled sweep job, which queues one check per user with an inbox.
    await t.deps.pitches.queueReplyChecks();
    await t.deps.jobs.whenIdle();
    await t.deps.jobs.whenIdle();
    await expect
      .poll(async () => (await t.db.select().from(pitches).where(eq(pitches.id, noor.id)))[0]!.status, { timeout: 15_000 })
      .toBe('replied');
    const row = (await t.db.select().from(pitches).where(eq(pitches.id, noor.id)))[0]!;
    expect(row.replyExcerpt).toBe('Thanks, this is interesting. Can you send figures?');
  });

  it('when the IMAP server cannot be reached, then the check is a 422 saying so, the pitch stays sent, and the background check goes on without it', async () => {
    const dana = await signUp(t.app);
    const danaCompany = await seedCompany(t.db, dana.userId, { companyName: 'Eastgate' });
    // A port nothing listens on: the IMAP server is away.
    await connectMailbox(dana, { address: 'alice@agency.test', password: APP_PASSWORD, smtpPort: smtp.port, imapPort: 1 });
    const contactId = await seedContact(t.db, dana.userId, danaCompany, { name: 'Ravi Patel', outlet: 'Eastgate Post', email: 'ravi@away.test' });
    const [row] = await t.db
      .insert(pitches)
      .values({ userId: dana.userId, companyId: danaCompany, contactId, contactName: 'Ravi Patel', contactEmail: 'ravi@away.test', subjectLine: 'Hello', body: 'Hello Ravi' })
      .returning({ id: pitches.id });
    expect((await dana.post(`/api/pitches/${row!.id}/send`).send({})).status).toBe(200);

    const res = await dana.post('/api/pitches/check-replies');
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/could not be reached/);
    expect((await t.db.select().from(pitches).where(eq(pitches.id, row!.id)))[0]!.status).toBe('sent');

    // The sweep queues Dana's check and Alice's: Dana's refusal is stored, not retried, and Alice's still runs.
    const omar = await sendPitchTo('Omar Said', 'omar@still.test');
    await imap.deliver('alice@agency.test', reply('Omar Said <omar@still.test>', omar.messageId, 'A story for Omar Said'));
    // Alice's and Dana's, and any other user's of this file with an inbox and a pitch waiting.
    expect(await t.deps.pitches.sweepReplies()).toBeGreaterThanOrEqual(2);
    await t.deps.jobs.whenIdle();
    await expect
      .poll(async () => (await t.db.select().from(pitches).where(eq(pitches.id, omar.id)))[0]!.status, { timeout: 15_000 })
      .toBe('replied');
    expect((await t.db.select().from(pitches).where(eq(pitches.id, row!.id)))[0]!.status).toBe('sent');
  });
});
