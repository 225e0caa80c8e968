import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxSettings } from '../../src/db/schema';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test-support/smtp-catcher';

const APP_PASSWORD = 'abcd efgh ijkl mnop';
let t: TestApp;
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await startSmtpCatcher({ users: { 'maya@agency.test': APP_PASSWORD } });
  // The test's SMTP server is on loopback, which only ALLOW_PRIVATE_FETCH permits.
  t = await createTestApp({ config: { allowPrivateFetch: true } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const settings = (overrides: Record<string, unknown> = {}) => ({
  emailAddress: 'maya@agency.test',
  smtpHost: '127.0.0.1',
  smtpPort: smtp.port,
  smtpUser: 'maya@agency.test',
  smtpPassword: APP_PASSWORD,
  imapHost: '127.0.0.1',
  imapPort: 993,
  ...overrides,
});

describe('mailbox settings', () => {
  it('when none are saved, then the answer says so', async () => {
    const user = await signUp(t.app);
    const res = await user.get('/api/settings/mailbox');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ configured: false, passwordSet: false, smtpHost: null, notice: null });
  });

  it('when saved, then the app password is stored sealed and no answer carries it; an omitted password keeps it', async () => {
    const user = await signUp(t.app);
    const saved = await user.put('/api/settings/mailbox').send(settings());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ configured: true, passwordSet: true, smtpHost: '127.0.0.1', imapPort: 993, verifiedAt: null });
    expect(saved.text).not.toContain(APP_PASSWORD);
    expect((await user.get('/api/settings/mailbox')).text).not.toContain(APP_PASSWORD);
    const [row] = await t.db.select().from(mailboxSettings).where(eq(mailboxSettings.userId, user.userId));
    expect(row!.smtpPasswordSealed).toMatch(/^v1\./);
    expect(row!.smtpPasswordSealed).not.toContain('abcd');

    const { smtpPassword: _omitted, ...withoutPassword } = settings({ smtpPort: smtp.port });
    expect((await user.put('/api/settings/mailbox').send(withoutPassword)).status).toBe(200);
    expect((await user.post('/api/settings/mailbox/test')).status).toBe(200);
  });

  it('when the first save has no password, or a port or field is wrong, then it is a 400 that stores nothing', async () => {
    const user = await signUp(t.app);
    const { smtpPassword: _p, ...noPassword } = settings();
    const missing = await user.put('/api/settings/mailbox').send(noPassword);
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([{ path: 'smtpPassword', message: 'Enter the app password' }]);
    expect((await user.put('/api/settings/mailbox').send(settings({ smtpPort: 0 }))).status).toBe(400);
    expect((await user.put('/api/settings/mailbox').send(settings({ smtpHost: 'http://smtp.example.com' }))).status).toBe(400);
    expect((await user.put('/api/settings/mailbox').send(settings({ extra: true }))).status).toBe(400);
    expect((await user.get('/api/settings/mailbox')).body.configured).toBe(false);
  });

  it('when the test connection signs in, then it answers ok and the settings count as verified', async () => {
    const user = await signUp(t.app);
    await user.put('/api/settings/mailbox').send(settings());
    const res = await user.post('/api/settings/mailbox/test');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, message: `Connected to 127.0.0.1:${smtp.port} as maya@agency.test.` });
    expect((await user.get('/api/settings/mailbox')).body.verifiedAt).toEqual(expect.any(String));
  });

  it('when the app password is wrong, then the test is a 422 that says so and nothing counts as verified', async () => {
    const user = await signUp(t.app);
    await user.put('/api/settings/mailbox').send(settings({ smtpPassword: 'wrong password' }));
    const res = await user.post('/api/settings/mailbox/test');
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^The mail server refused the user name or password/);
    expect(res.body.message).toContain('app password');
    expect(res.text).not.toContain('wrong password');
    expect((await user.get('/api/settings/mailbox')).body.verifiedAt).toBeNull();
  });

  it('when the server cannot be reached, then the test is a 422 saying so', async () => {
    const user = await signUp(t.app);
    const closed = await startSmtpCatcher();
    const port = closed.port;
    await closed.close();
    await user.put('/api/settings/mailbox').send(settings({ smtpPort: port }));
    const res = await user.post('/api/settings/mailbox/test');
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^The mail server could not be reached/);
  });

  it('when nothing is saved, then the test is a 400', async () => {
    const user = await signUp(t.app);
    const res = await user.post('/api/settings/mailbox/test');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Save your mailbox settings first.');
  });

  it('when another user asks, then they see only their own (none)', async () => {
    const owner = await signUp(t.app);
    await owner.put('/api/settings/mailbox').send(settings());
    const other = await signUp(t.app);
    expect((await other.get('/api/settings/mailbox')).body.configured).toBe(false);
  });

  it('when private addresses are not allowed, then a loopback SMTP host is refused on save', async () => {
    const strict = await createTestApp({ database: t.database, config: { allowPrivateFetch: false } });
    try {
      const user = await signUp(strict.app);
      const res = await user.put('/api/settings/mailbox').send(settings());
      expect(res.status).toBe(400);
      expect(res.body.details[0].path).toBe('smtpHost');
      expect(res.body.message).toMatch(/private or reserved address/);
    } finally {
      await strict.close();
    }
  });
});
