import { authUserSchema } from '@newsjack/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { browserAgent, createTestApp, signUp, uniqueEmail, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('newsjack.sid='));

/** Registers without an agent and returns the bare `newsjack.sid=…` cookie pair, as a browser would hold it. */
async function registerForCookie(): Promise<{ cookie: string; id: string }> {
  const res = await request(t.app)
    .post('/api/auth/register')
    .send({ email: uniqueEmail('c'), password: 'long enough pw' });
  expect(res.status).toBe(201);
  return { cookie: sessionCookie(res)!.split(';')[0]!, id: res.body.id };
}

describe('registration', () => {
  it('when someone registers, then the answer is 201 with the user and an httpOnly, lax, 30-day session cookie', async () => {
    const agent = await browserAgent(t.app);
    const email = uniqueEmail('Reg');
    const res = await agent
      .post('/api/auth/register')
      .send({ email, password: 'long enough pw', firstName: 'Ada', lastName: 'Lovelace' });
    expect(res.status).toBe(201);
    const user = authUserSchema.parse(res.body);
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      apiCredits: 1000,
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie ?? '')?.[1] ?? '');
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);
    const me = await agent.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
  });

  it('when the password is stored, then it is a self-describing scrypt hash, not the password', async () => {
    const agent = await signUp(t.app, { password: 'my secret words' });
    const [row] = await t.db.select().from(users).where(eq(users.id, agent.userId));
    expect(row?.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(row?.passwordHash).not.toContain('my secret words');
  });

  it('when an e-mail is registered again in another case, then the answer is 409 with the spec message', async () => {
    const email = uniqueEmail('dup');
    await signUp(t.app, { email });
    const res = await request(t.app)
      .post('/api/auth/register')
      .send({ email: email.toUpperCase(), password: 'another password' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'An account with this email already exists' });
  });
});

describe('signing in', () => {
  it('when the e-mail (any case) and password are right, then the answer is 200 with the user and a new session', async () => {
    const account = await signUp(t.app, { password: 'right password' });
    const agent = await browserAgent(t.app);
    const res = await agent
      .post('/api/auth/login')
      .send({ email: account.email.toUpperCase(), password: 'right password' });
    expect(res.status).toBe(200);
    expect(authUserSchema.parse(res.body).id).toBe(account.userId);
    expect((await agent.get('/api/auth/user')).status).toBe(200);
  });

  it('when the password is wrong or the e-mail unknown, then both answers are the same 401', async () => {
    const account = await signUp(t.app, { password: 'right password' });
    const wrongPassword = await request(t.app)
      .post('/api/auth/login')
      .send({ email: account.email, password: 'wrong password' });
    const unknownEmail = await request(t.app)
      .post('/api/auth/login')
      .send({ email: uniqueEmail('nobody'), password: 'right password' });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid email or password' });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('when someone signs in over an existing session, then the session id changes (no fixation)', async () => {
    const account = await signUp(t.app);
    const before = await account.post('/api/auth/login').send({ email: account.email, password: account.password });
    const after = await account.post('/api/auth/login').send({ email: account.email, password: account.password });
    const id = (res: request.Response) => sessionCookie(res)?.split(';')[0];
    expect(id(before)).toBeDefined();
    expect(id(after)).toBeDefined();
    expect(id(after)).not.toBe(id(before));
  });
});

describe('signing out and sessions', () => {
  it('when a user signs out, then the cookie is cleared, they go to / and the old cookie no longer works', async () => {
    const { cookie } = await registerForCookie();
    expect((await request(t.app).get('/api/auth/user').set('Cookie', cookie)).status).toBe(200);
    const res = await request(t.app).get('/api/logout').set('Cookie', cookie);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(sessionCookie(res)).toMatch(/newsjack\.sid=;.*Expires=Thu, 01 Jan 1970/i);
    // Replaying the cookie held before sign-out: the session is gone from the store.
    const replay = await request(t.app).get('/api/auth/user').set('Cookie', cookie);
    expect(replay.status).toBe(401);
  });

  it('when a new app instance starts on the same database, then an existing session still works', async () => {
    const { cookie, id } = await registerForCookie();
    const restarted = await createTestApp({ database: t.database });
    try {
      const res = await request(restarted.app).get('/api/auth/user').set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(id);
    } finally {
      await restarted.close();
    }
  });

  it('when signed out, then /api/auth/user answers 401 Unauthorized', async () => {
    const res = await request(t.app).get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });
});

describe('account endpoints', () => {
  it('when a user finishes the tour, then it is recorded and their user says so', async () => {
    const agent = await signUp(t.app);
    expect((await agent.get('/api/auth/user')).body.hasCompletedDashboardTour).toBe(false);
    const res = await agent.post('/api/dashboard-tour/complete').set('Content-Type', 'application/json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ hasCompletedDashboardTour: true });
    expect((await agent.get('/api/auth/user')).body.hasCompletedDashboardTour).toBe(true);
  });

  it('when a new user asks for onboarding status and admin rights, then both are false', async () => {
    const agent = await signUp(t.app);
    expect((await agent.get('/api/onboarding/status')).body).toEqual({ hasCompletedOnboarding: false });
    expect((await agent.get('/api/auth/is-admin')).body).toEqual({ isAdmin: false });
  });

  it('when onboarding is marked complete by the users service, then the status endpoint reports it', async () => {
    const agent = await signUp(t.app);
    await t.deps.users.markOnboardingComplete(agent.userId);
    expect((await agent.get('/api/onboarding/status')).body).toEqual({ hasCompletedOnboarding: true });
  });

  it('when the client asks which sign-in to offer, then it is told local', async () => {
    expect((await request(t.app).get('/api/auth/config')).body).toEqual({ provider: 'local', passwordReset: false });
  });

  it('when /api/login is opened with local accounts, then it goes to /signin keeping only a safe returnTo', async () => {
    const safe = await request(t.app).get('/api/login?returnTo=%2Ftrends%3Fx%3D1');
    expect(safe.status).toBe(302);
    expect(safe.headers.location).toBe('/signin?returnTo=%2Ftrends%3Fx%3D1');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      const res = await request(t.app).get(`/api/login?returnTo=${encodeURIComponent(bad)}`);
      expect(res.headers.location).toBe('/signin');
    }
  });
});
