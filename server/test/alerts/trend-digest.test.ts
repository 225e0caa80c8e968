import { BAD_UNSUBSCRIBE_LINK_MESSAGE, UNSUBSCRIBED_MESSAGE, digestSettingsSchema } from '@newsjack/shared';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trendDigests } from '../../src/db/schema';
import { DIGEST_UNAVAILABLE_MESSAGE } from '../../src/modules/alerts/alerts.service';
import { DAY, HOUR, seedCompany, seedExplanation, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../../test-support/smtp-catcher';

const APP_ORIGIN = 'https://pr.newsjack.test';
const MAIL_FROM = 'Newsjack <no-reply@newsjack.test>';

let t: TestApp;
let smtp: SmtpCatcher;
let clock = Date.parse('2026-11-20T09:00:00Z');
let maya: SignedUp;
let ledgerline: number;
let harbour: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    config: {
      appOrigin: APP_ORIGIN,
      systemMail: { transport: { host: '127.0.0.1', port: smtp.port, secure: false, auth: undefined }, from: MAIL_FROM },
    },
    deps: { now: () => new Date(clock) },
  });
  maya = await signUp(t.app, { firstName: 'Maya' });
  ledgerline = await seedCompany(t.db, maya.userId, { companyName: 'Ledgerline' });
  harbour = await seedCompany(t.db, maya.userId, { companyName: 'Harbour Freight' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const now = () => new Date(clock);
const mailsTo = (email: string) => smtp.messages.filter((m) => m.envelope.to.includes(email));
const tokenOf = (mail: CaughtMail) => /\/unsubscribe#token=([\w.-]+)/.exec(mail.parsed.text ?? '')![1]!;

/** A trend discovery wrote, first seen `hoursAgo`, with the relevance it stored for each company given. */
async function trend(title: string, hoursAgo: number, relevance: Array<[number, number]>, companyId?: number): Promise<number> {
  const id = await seedTrend(t.db, now(), { title, companyId, mentions: [[Math.min(hoursAgo, 20), 4]], firstSeenAt: new Date(clock - hoursAgo * HOUR) });
  for (const [company, score] of relevance) await seedExplanation(t.db, { trendId: id, companyId: company, relevanceScore: score });
  return id;
}

/** A company's part of a digest: from its name to the blank line after its trends. */
const sectionOf = (text: string, company: string): string => {
  const start = text.indexOf(`\n${company}\n`);
  expect(start).toBeGreaterThan(0);
  const end = text.indexOf('\n\n', start + 1);
  return text.slice(start, end);
};

/** The hourly sweep and everything it queues, to the end. */
async function sweep(): Promise<void> {
  await t.deps.alerts.sweep();
  await t.deps.jobs.whenIdle();
  await t.deps.jobs.whenIdle();
}

describe('trend digests', () => {
  it('when a user has not chosen, then digests are off and the server says they can be sent', async () => {
    const res = await maya.get('/api/settings/digest');
    expect(res.status).toBe(200);
    expect(digestSettingsSchema.parse(res.body)).toEqual({ frequency: 'off', available: true, lastSentAt: null });
  });

  it('when the frequency is not off, daily or weekly, then it is a 400 naming the field and nothing is stored', async () => {
    const res = await maya.put('/api/settings/digest').send({ frequency: 'hourly' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^frequency: /);
    expect(await t.db.select().from(trendDigests).where(eq(trendDigests.userId, maya.userId))).toEqual([]);
  });

  it('when the daily digest is due, then one message through the system SMTP lists each company’s new relevant trends, with a signed-out unsubscribe link', async () => {
    await trend('Card fraud rules tighten for online merchants', 3, [[ledgerline, 0.82], [harbour, 0.05]]);
    await trend('Port strike delays container ships', 5, [[harbour, 0.64], [ledgerline, 0.1]]);
    await trend('Cold-chain trucking costs jump', 2, [[harbour, 0.71]], harbour);
    await trend('Celebrity wedding dominates headlines', 1, [[ledgerline, 0.08], [harbour, 0.02]]);
    await trend('Instant payments mandate', 60, [[ledgerline, 0.9]]);
    const quiet = await signUp(t.app);
    await seedCompany(t.db, quiet.userId, { companyName: 'Quiet Co' });

    const saved = await maya.put('/api/settings/digest').send({ frequency: 'daily' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ frequency: 'daily', available: true });

    // The minute tick's path: the throttled sweep job, which queues Maya's digest job, which queues the message.
    await t.deps.alerts.queueSweep();
    await t.deps.jobs.whenIdle();
    await t.deps.jobs.whenIdle();
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(maya.email), 20_000);
    expect(mail.parsed.from?.value[0]?.address).toBe('no-reply@newsjack.test');
    expect(mail.parsed.subject).toBe('Your daily Newsjack digest: 3 new trends for your companies');
    expect(mail.parsed.html).toBe(false);
    const text = mail.parsed.text!;
    expect(text).toMatch(/^Hello Maya,/);
    const ledgerPart = sectionOf(text, 'Ledgerline');
    const harbourPart = sectionOf(text, 'Harbour Freight');
    expect(ledgerPart).toContain('Card fraud rules tighten for online merchants (82% relevant)');
    expect(ledgerPart).not.toContain('Port strike');
    expect(harbourPart).toContain('Port strike delays container ships (64% relevant)');
    expect(harbourPart).toContain('Cold-chain trucking costs jump (71% relevant)');
    // Not relevant enough to either company, or not new since yesterday: in neither.
    expect(text).not.toContain('Celebrity wedding');
    expect(text).not.toContain('Instant payments mandate');
    expect(text).toContain(`${APP_ORIGIN}/trends`);
    expect(text).toContain(`${APP_ORIGIN}/unsubscribe#token=`);
    // Mail clients offer the same link as their own unsubscribe button.
    expect(mail.parsed.headers.get('list')).toMatchObject({ unsubscribe: { url: `${APP_ORIGIN}/unsubscribe#token=${tokenOf(mail)}` } });
    // A user who never turned digests on gets none.
    expect(mailsTo(quiet.email)).toEqual([]);
    const after = digestSettingsSchema.parse((await maya.get('/api/settings/digest')).body);
    expect(after.lastSentAt).toBe(now().toISOString());
  });

  it('when the sweep runs again the same day, then no second digest goes', async () => {
    clock += 2 * HOUR;
    await trend('Chargeback fees rise', 1, [[ledgerline, 0.7]]);
    await sweep();
    expect(mailsTo(maya.email)).toHaveLength(1);
  });

  it('when a day has passed, then the next digest lists only what is new since the last one', async () => {
    clock += DAY - 2 * HOUR;
    await trend('Payment fraud ring broken up', 4, [[ledgerline, 0.77]]);
    await sweep();
    await smtp.waitFor(() => mailsTo(maya.email).length === 2, 20_000);
    const text = mailsTo(maya.email)[1]!.parsed.text!;
    expect(mailsTo(maya.email)[1]!.parsed.subject).toBe('Your daily Newsjack digest: 2 new trends for Ledgerline');
    expect(text).toContain('Payment fraud ring broken up');
    expect(text).toContain('Chargeback fees rise');
    expect(text).not.toContain('Card fraud rules tighten');
  });

  it('when nothing new matters to any company, then no message goes', async () => {
    clock += DAY;
    await trend('Sports final draws record crowd', 3, [[ledgerline, 0.03]]);
    await sweep();
    expect(mailsTo(maya.email)).toHaveLength(2);
  });

  it('when a forged or broken link is used, then it is a 400 and the digest stays on', async () => {
    const token = tokenOf(mailsTo(maya.email)[0]!);
    const [id, signature] = token.split('.');
    const other = await signUp(t.app);
    await other.put('/api/settings/digest').send({ frequency: 'weekly' });
    const forged = `${Buffer.from(other.userId).toString('base64url')}.${signature}`;
    for (const bad of [forged, `${id}.${signature!.slice(0, -3)}xyz`, 'nonsense']) {
      const res = await request(t.app).post('/api/alerts/unsubscribe').send({ token: bad });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(BAD_UNSUBSCRIBE_LINK_MESSAGE);
    }
    expect((await request(t.app).post('/api/alerts/unsubscribe').send({})).status).toBe(400);
    expect((await other.get('/api/settings/digest')).body.frequency).toBe('weekly');
    expect((await maya.get('/api/settings/digest')).body.frequency).toBe('daily');
  });

  it('when the link in the digest is used signed out, then the digest is off, a second use answers the same, and the next day sends nothing', async () => {
    const token = tokenOf(mailsTo(maya.email)[0]!);
    const first = await request(t.app).post('/api/alerts/unsubscribe').send({ token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: UNSUBSCRIBED_MESSAGE });
    const again = await request(t.app).post('/api/alerts/unsubscribe').send({ token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: UNSUBSCRIBED_MESSAGE });
    expect((await maya.get('/api/settings/digest')).body.frequency).toBe('off');

    clock += DAY;
    await trend('Card scheme fines a processor', 2, [[ledgerline, 0.8]]);
    await sweep();
    expect(mailsTo(maya.email)).toHaveLength(2);
  });

  it('when a weekly digest is due, then it lists the trends of the past week that matter, once', async () => {
    const weekly = await signUp(t.app, { firstName: 'Theo' });
    const company = await seedCompany(t.db, weekly.userId, { companyName: 'Weekly Co' });
    await trend('Open banking rules finalised', 80, [[company, 0.6]]);
    await trend('Last month’s card scheme review', 10 * 24, [[company, 0.9]]);
    expect((await weekly.put('/api/settings/digest').send({ frequency: 'weekly' })).status).toBe(200);
    await sweep();
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(weekly.email), 20_000);
    expect(mail.parsed.subject).toBe('Your weekly Newsjack digest: 1 new trend for Weekly Co');
    expect(mail.parsed.text).toContain('Open banking rules finalised (60% relevant)');
    expect(mail.parsed.text).not.toContain('card scheme review');
    // Three days on, the week is not up: nothing more.
    clock += 3 * DAY;
    await trend('Payment app outage', 2, [[company, 0.7]]);
    await sweep();
    expect(mailsTo(weekly.email)).toHaveLength(1);
  });

  it('when the installation has no outgoing mail, then turning digests on is a 400 that stores nothing, and off still works', async () => {
    const noMail = await createTestApp({ database: t.database, config: { appOrigin: APP_ORIGIN } });
    try {
      const user = await signUp(noMail.app);
      expect((await user.get('/api/settings/digest')).body).toMatchObject({ frequency: 'off', available: false });
      const res = await user.put('/api/settings/digest').send({ frequency: 'weekly' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(DIGEST_UNAVAILABLE_MESSAGE);
      expect((await t.db.execute(sql`select count(*)::int as n from trend_digests where user_id = ${user.userId}`)).rows).toEqual([{ n: 0 }]);
      expect((await user.put('/api/settings/digest').send({ frequency: 'off' })).status).toBe(200);
    } finally {
      await noMail.close();
    }
  });
});
