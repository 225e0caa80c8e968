import {
  FORGOT_PASSWORD_ANSWER,
  INVALID_RESET_LINK_MESSAGE,
  PASSWORD_CONTAINS_EMAIL_MESSAGE,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_UNAVAILABLE_MESSAGE,
} from '@newsjack/shared';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '../../src/auth/password-policy';
import { RESET_LINKS_PER_HOUR } from '../../src/auth/password-reset.service';
import { passwordResetTokens, sessions } from '../../src/db/schema';
import { browserAgent, createTestApp, signUp, uniqueEmail, type TestApp } from '../helpers/test-app';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../../test-support/smtp-catcher';

const APP_ORIGIN = 'https://pr.newsjack.test';
const MAIL_FROM = 'Newsjack <no-reply@newsjack.test>';

let t: TestApp;
let smtp: SmtpCatcher;
let clock = Date.now();

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    config: {
      appOrigin: APP_ORIGIN,
      systemMail: { transport: { host: '127.0.0.1', port: smtp.port, secure: false, auth: undefined }, from: MAIL_FROM },
    },
    deps: { now: () => new Date(clock) },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = async (email: string) => (await browserAgent(t.app)).post('/api/auth/forgot-password').send({ email });
const signIn = async (email: string, password: string) =>
  (await browserAgent(t.app)).post('/api/auth/login').send({ email, password });
const mailTo = (email: string) => (m: CaughtMail) => m.envelope.to.includes(email);
const mailsTo = (email: string) => smtp.messages.filter(mailTo(email));
const tokenOf = (mail: CaughtMail) => /#token=([\w-]+)/.exec(mail.parsed.text ?? '')![1]!;

/** Asks for a link and reads it from the message the SMTP server received. */
async function linkFor(email: string): Promise<string> {
  const before = mailsTo(email).length;
  expect((await forgot(email)).status).toBe(200);
  await t.deps.jobs.whenIdle();
  await smtp.waitFor((m) => mailTo(email)(m) && mailsTo(email).indexOf(m) >= before);
  return tokenOf(mailsTo(email).at(-1)!);
}

describe('forgot password', () => {
  it('when someone asks for a link for their address, then a message from MAIL_FROM brings them a one-time link to APP_ORIGIN’s reset page', async () => {
    const user = await signUp(t.app, { firstName: 'Maya' });
    const res = await forgot(user.email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    await t.deps.jobs.whenIdle();
    const mail = await smtp.waitFor(mailTo(user.email));
    expect(mail.parsed.from?.value).toEqual([{ name: 'Newsjack', address: 'no-reply@newsjack.test' }]);
    expect(mail.envelope.from).toBe('no-reply@newsjack.test');
    expect(mail.parsed.to && !Array.isArray(mail.parsed.to) && mail.parsed.to.text).toBe(user.email);
    expect(mail.parsed.subject).toBe('Reset your Newsjack password');
    expect(mail.parsed.messageId).toMatch(/^<.+@.+>$/);
    expect(mail.parsed.html).toBe(false);
    expect(mail.parsed.text).toMatch(/^Hello Maya,/);
    expect(mail.parsed.text).toContain(`${APP_ORIGIN}/reset-password#token=`);
    // Only a digest is stored: the token in the message is nowhere in the table.
    const token = tokenOf(mail);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    // The queued job kept the message sealed: neither the token nor the address is readable in the job table.
    const jobs = await t.db.execute(sql`select data::text as data from pgboss.job where name = 'system-mail'`);
    const stored = (jobs.rows as Array<{ data: string }>).map((r) => r.data).join('\n');
    expect(stored).toContain('sealed');
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(user.email);
    expect((await request(t.app).get('/api/auth/config')).body).toEqual({ provider: 'local', passwordReset: true });
  });

  it('when the address has no account, then the answer and its time are the same, and nothing is sent or stored', async () => {
    const user = await signUp(t.app);
    const unknown = uniqueEmail('nobody');
    const known = await forgot(user.email);
    const missing = await forgot(unknown);
    expect([missing.status, missing.body]).toEqual([known.status, known.body]);
    await t.deps.jobs.whenIdle();
    expect(mailsTo(unknown)).toEqual([]);
    // Timing: alternate the two, median of each (the known address is under its hourly budget for 2 more links).
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const other = await signUp(t.app);
    for (let i = 0; i < 2; i++) {
      for (const [kind, email] of [['known', other.email], ['unknown', unknown]] as const) {
        const started = performance.now();
        expect((await forgot(email)).status).toBe(200);
        times[kind].push(performance.now() - started);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.info(`forgot-password answer times (ms): known ${times.known.map(Math.round)}, unknown ${times.unknown.map(Math.round)}`);
    expect(Math.min(...times.known, ...times.unknown)).toBeGreaterThanOrEqual(245);
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(60);
  });

  it('when an account asks more than three times in an hour, then the answer stays the same and no further message goes', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < RESET_LINKS_PER_HOUR + 1; i++) expect((await forgot(user.email)).body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    await t.deps.jobs.whenIdle();
    await smtp.waitFor(() => mailsTo(user.email).length === RESET_LINKS_PER_HOUR);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo(user.email)).toHaveLength(RESET_LINKS_PER_HOUR);
  });

  it('when the address is not an address, then a 400 names the field and nothing is sent', async () => {
    const res = await forgot('not-an-address');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('email: Please enter a valid email address');
  });
});

describe('reset password', () => {
  it('when the link is used, then the new password signs in, the old one does not, and every other session is signed out', async () => {
    const user = await signUp(t.app);
    const elsewhere = await browserAgent(t.app);
    expect((await elsewhere.post('/api/auth/login').send({ email: user.email, password: user.password })).status).toBe(200);
    const token = await linkFor(user.email);

    const res = await (await browserAgent(t.app)).post('/api/auth/reset-password').send({ token, password: 'plum orchard tidewater' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: PASSWORD_RESET_DONE });
    expect((await user.get('/api/auth/user')).status).toBe(401);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
    const left = await t.db.select().from(sessions);
    expect(left.filter((s) => (s.sess as { userId?: string }).userId === user.userId)).toEqual([]);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, 'plum orchard tidewater')).status).toBe(200);
  });

  it('when a signed-in browser of the account resets, then it stays signed in while the others are signed out', async () => {
    const user = await signUp(t.app);
    const other = await browserAgent(t.app);
    await other.post('/api/auth/login').send({ email: user.email, password: user.password });
    const token = await linkFor(user.email);
    expect((await user.post('/api/auth/reset-password').send({ token, password: 'granite lantern meadow' })).status).toBe(200);
    expect((await user.get('/api/auth/user')).status).toBe(200);
    expect((await other.get('/api/auth/user')).status).toBe(401);
  });

  it('when the link is used a second time, then it is a 400 that changes nothing', async () => {
    const user = await signUp(t.app);
    const token = await linkFor(user.email);
    const agent = await browserAgent(t.app);
    expect((await agent.post('/api/auth/reset-password').send({ token, password: 'velvet harbour compass' })).status).toBe(200);
    const again = await agent.post('/api/auth/reset-password').send({ token, password: 'another quiet evening walk' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(`token: ${INVALID_RESET_LINK_MESSAGE}`);
    expect((await signIn(user.email, 'another quiet evening walk')).status).toBe(401);
    expect((await signIn(user.email, 'velvet harbour compass')).status).toBe(200);
  });

  it('when a second link is used, then the first one no longer works', async () => {
    const user = await signUp(t.app);
    const first = await linkFor(user.email);
    const second = await linkFor(user.email);
    const agent = await browserAgent(t.app);
    expect((await agent.post('/api/auth/reset-password').send({ token: second, password: 'copper kettle sunrise' })).status).toBe(200);
    expect((await agent.post('/api/auth/reset-password').send({ token: first, password: 'other copper kettle' })).status).toBe(400);
    expect((await signIn(user.email, 'copper kettle sunrise')).status).toBe(200);
  });

  it('when the link is more than an hour old, then it is a 400 and the old password still signs in', async () => {
    const user = await signUp(t.app);
    const token = await linkFor(user.email);
    clock += 61 * 60_000;
    const res = await (await browserAgent(t.app)).post('/api/auth/reset-password').send({ token, password: 'late autumn ferry' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`token: ${INVALID_RESET_LINK_MESSAGE}`);
    expect((await signIn(user.email, user.password)).status).toBe(200);
    expect((await user.get('/api/auth/user')).status).toBe(200);
  });

  it('when the new password is weak or holds the address, then it is a 400 naming the password, and the link still works', async () => {
    const user = await signUp(t.app);
    const token = await linkFor(user.email);
    const agent = await browserAgent(t.app);
    const weak = await agent.post('/api/auth/reset-password').send({ token, password: 'password123' });
    expect(weak.status).toBe(400);
    expect(weak.body.details).toEqual([{ path: 'password', message: WEAK_PASSWORD_MESSAGE }]);
    const local = user.email.split('@')[0]!;
    const withEmail = await agent.post('/api/auth/reset-password').send({ token, password: `${local} and more words` });
    expect(withEmail.status).toBe(400);
    expect(withEmail.body.details).toEqual([{ path: 'password', message: PASSWORD_CONTAINS_EMAIL_MESSAGE }]);
    const short = await agent.post('/api/auth/reset-password').send({ token, password: 'short' });
    expect(short.status).toBe(400);
    expect((await signIn(user.email, user.password)).status).toBe(200);
    expect((await agent.post('/api/auth/reset-password').send({ token, password: 'silver birch canopy' })).status).toBe(200);
  });

  it('when the token is unknown or missing, then it is a 400', async () => {
    const agent = await browserAgent(t.app);
    expect((await agent.post('/api/auth/reset-password').send({ token: 'x'.repeat(43), password: 'silver birch canopy' })).status).toBe(400);
    expect((await agent.post('/api/auth/reset-password').send({ password: 'silver birch canopy' })).status).toBe(400);
    expect((await agent.post('/api/auth/reset-password').send({ token: 'x', password: 'p', extra: 1 })).status).toBe(400);
  });
});

describe('without mail configured', () => {
  it('when SMTP is not set, then both routes say password reset by e-mail is not set up, and nothing is sent', async () => {
    const plain = await createTestApp({ database: t.database });
    try {
      const res = await request(plain.app).post('/api/auth/forgot-password').send({ email: 'someone@example.test' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(PASSWORD_RESET_UNAVAILABLE_MESSAGE);
      const reset = await request(plain.app).post('/api/auth/reset-password').send({ token: 'x'.repeat(43), password: 'silver birch canopy' });
      expect(reset.status).toBe(404);
      expect(plain.deps.passwordReset.available).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
