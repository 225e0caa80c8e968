import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfiles, users } from '../../src/db/schema';
import { browserAgent, createTestApp, signUp, uniqueEmail, type SignedUp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'violet harbour tram 1907';

const login = (email: string, password: string) => request(t.app).post('/api/auth/login').send({ email, password });

/** A second browser signed in to the same account (another session). */
async function secondSession(user: SignedUp) {
  const agent = await browserAgent(t.app);
  expect((await agent.post('/api/auth/login').send({ email: user.email, password: user.password })).status).toBe(200);
  return agent;
}

const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('changing the name', () => {
  it('when a user saves a new name, then the account answers with it and keeps it', async () => {
    const ada = await signUp(t.app, { firstName: 'Ada', lastName: 'Byron' });
    const res = await ada.patch('/api/auth/user').send({ firstName: '  Ada ', lastName: 'Lovelace' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', signIn: 'password' });
    expect((await ada.get('/api/auth/user')).body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    // An empty part clears it, as the display name then falls back to 'User'.
    expect((await ada.patch('/api/auth/user').send({ firstName: 'Ada', lastName: '' })).body.lastName).toBeNull();
  });

  it('when the body is not a name, then it is a 400 that changes nothing; signed out it is a 401', async () => {
    const bob = await signUp(t.app, { firstName: 'Bob' });
    expect((await bob.patch('/api/auth/user').send({ firstName: 'x'.repeat(101), lastName: '' })).status).toBe(400);
    expect((await bob.patch('/api/auth/user').send({ firstName: 'B', lastName: 'C', role: 'admin' })).status).toBe(400);
    expect((await rowOf(bob.userId))?.firstName).toBe('Bob');
    const anonymous = await browserAgent(t.app);
    expect((await anonymous.patch('/api/auth/user').send({ firstName: 'A', lastName: 'B' })).status).toBe(401);
  });
});

describe('changing the e-mail', () => {
  it('when the current password is right, then the new address signs in and the old one does not', async () => {
    const carol = await signUp(t.app);
    const next = uniqueEmail('carol-new');
    const res = await carol.put('/api/auth/user/email').send({ email: next.toUpperCase(), currentPassword: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(next);
    expect((await login(next, PASSWORD)).status).toBe(200);
    expect((await login(carol.email, PASSWORD)).status).toBe(401);
  });

  it('when the current password is wrong, then it is a 403 naming that field and nothing changes', async () => {
    const dave = await signUp(t.app);
    const res = await dave.put('/api/auth/user/email').send({ email: uniqueEmail('d'), currentPassword: 'not my password' });
    expect(res.status).toBe(403);
    expect(res.body.details).toEqual([{ path: 'currentPassword', message: 'Your current password is not correct' }]);
    expect((await rowOf(dave.userId))?.email).toBe(dave.email);
  });

  it('when another account has the address (in any case), then it is a 409 and nothing changes', async () => {
    const erin = await signUp(t.app);
    const frank = await signUp(t.app);
    const res = await frank.put('/api/auth/user/email').send({ email: erin.email.toUpperCase(), currentPassword: PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'An account with this email already exists',
      details: [{ path: 'email', message: 'An account with this email already exists' }],
    });
    expect((await rowOf(frank.userId))?.email).toBe(frank.email);
  });

  it('when the address is not one, or the password holds it, then it is a 400 and nothing changes', async () => {
    const gina = await signUp(t.app, { password: 'ginatonic lighthouse 42' });
    expect((await gina.put('/api/auth/user/email').send({ email: 'nope', currentPassword: gina.password })).status).toBe(400);
    const res = await gina
      .put('/api/auth/user/email')
      .send({ email: 'ginatonic@example.test', currentPassword: gina.password });
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe('email');
    expect((await rowOf(gina.userId))?.email).toBe(gina.email);
  });
});

describe('changing the password', () => {
  it('when the current password is right, then the new one signs in, the old does not, and other sessions end', async () => {
    const hana = await signUp(t.app);
    const other = await secondSession(hana);
    const res = await hana.put('/api/auth/user/password').send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(204);
    expect((await hana.get('/api/auth/user')).status).toBe(200);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect((await login(hana.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(hana.email, PASSWORD)).status).toBe(401);
  });

  it('when the current password is wrong, then it is a 403, the old password still signs in and no session ends', async () => {
    const ivan = await signUp(t.app);
    const other = await secondSession(ivan);
    const res = await ivan.put('/api/auth/user/password').send({ currentPassword: 'guess guess', newPassword: NEW_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('currentPassword: Your current password is not correct');
    expect((await other.get('/api/auth/user')).status).toBe(200);
    expect((await login(ivan.email, PASSWORD)).status).toBe(200);
  });

  it('when the new password breaks a sign-up rule, then it is a 400 naming newPassword and nothing changes', async () => {
    const june = await signUp(t.app, { email: uniqueEmail('junebug') });
    const refused = async (newPassword: string) => {
      const res = await june.put('/api/auth/user/password').send({ currentPassword: PASSWORD, newPassword });
      expect(res.status, newPassword).toBe(400);
      return res.body.details[0] as { path: string; message: string };
    };
    expect(await refused('password1')).toEqual({
      path: 'newPassword',
      message: 'This password is too common or too easy to guess. Choose a longer one, for example a few unrelated words.',
    });
    expect(await refused(`${june.email} ok`)).toEqual({
      path: 'newPassword',
      message: 'Password must not contain your e-mail address',
    });
    expect((await refused('short')).message).toBe('Password must be at least 8 characters');
    expect((await refused(PASSWORD)).message).toBe('Choose a password different from your current one');
    expect((await login(june.email, PASSWORD)).status).toBe(200);
  });
});

describe('deleting the account', () => {
  it('when the current password is right, then the account, its records and every session are gone', async () => {
    const kim = await signUp(t.app);
    const other = await secondSession(kim);
    await t.db.insert(companyProfiles).values({ userId: kim.userId, companyName: 'Kim Co', website: 'https://kim.example' });
    const res = await kim.delete('/api/auth/user').send({ currentPassword: PASSWORD });
    expect(res.status).toBe(204);
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';')).toMatch(/newsjack\.sid=;/);
    expect((await kim.get('/api/auth/user')).status).toBe(401);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect(await rowOf(kim.userId)).toBeUndefined();
    expect(await t.db.select().from(companyProfiles).where(eq(companyProfiles.userId, kim.userId))).toEqual([]);
    expect((await login(kim.email, PASSWORD)).status).toBe(401);
  });

  it('when the password is wrong or missing, then the account stays', async () => {
    const lee = await signUp(t.app);
    expect((await lee.delete('/api/auth/user').send({ currentPassword: 'wrong wrong' })).status).toBe(403);
    expect((await lee.delete('/api/auth/user').send({ confirmation: 'DELETE' })).status).toBe(400);
    expect((await lee.get('/api/auth/user')).status).toBe(200);
  });
});

describe('an account signed in by the identity provider', () => {
  /** What upsertFromOidc stores: a subject, no password. */
  async function providerAccount() {
    const user = await signUp(t.app, { firstName: 'Grace' });
    await t.db
      .update(users)
      .set({ passwordHash: null, oidcSubject: `https://idp.example|${user.userId}` })
      .where(eq(users.id, user.userId));
    return user;
  }

  it('when it asks to change name, e-mail or password, then each is a 403 and nothing changes', async () => {
    const grace = await providerAccount();
    expect((await grace.get('/api/auth/user')).body.signIn).toBe('provider');
    const name = await grace.patch('/api/auth/user').send({ firstName: 'G', lastName: 'H' });
    expect(name.status).toBe(403);
    expect(name.body.message).toMatch(/come from your sign-in provider/);
    expect((await grace.put('/api/auth/user/email').send({ email: uniqueEmail(), currentPassword: 'x' })).status).toBe(403);
    expect(
      (await grace.put('/api/auth/user/password').send({ currentPassword: 'x', newPassword: NEW_PASSWORD })).status,
    ).toBe(403);
    expect(await rowOf(grace.userId)).toMatchObject({ firstName: 'Grace', email: grace.email, passwordHash: null });
  });

  it('when it deletes itself, then only the typed confirmation does it', async () => {
    const hedy = await providerAccount();
    const res = await hedy.delete('/api/auth/user').send({ confirmation: 'delete' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'confirmation', message: 'Type DELETE to confirm' }]);
    expect((await hedy.delete('/api/auth/user').send({})).status).toBe(400);
    expect((await hedy.delete('/api/auth/user').send({ confirmation: 'DELETE' })).status).toBe(204);
    expect(await rowOf(hedy.userId)).toBeUndefined();
  });
});

describe('who is admin stays the operator’s decision', () => {
  it('without ADMIN_EMAILS, when the only admin deletes their account, then it is a 409 until there is another', async () => {
    await t.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const root = await signUp(t.app, { admin: true });
    const res = await root.delete('/api/auth/user').send({ currentPassword: PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/only administrator/);
    expect((await root.get('/api/auth/is-admin')).body).toEqual({ isAdmin: true });
    await signUp(t.app, { admin: true });
    expect((await root.delete('/api/auth/user').send({ currentPassword: PASSWORD })).status).toBe(204);
  });

  it('with ADMIN_EMAILS, when a user takes a listed address or an admin leaves one, then it is a 403', async () => {
    const boss = uniqueEmail('boss');
    const listed = await createTestApp({ database: t.database, config: { adminEmails: [boss, 'spare@example.test'] } });
    try {
      const admin = await signUp(listed.app, { email: boss, admin: true });
      const user = await signUp(listed.app);
      const take = await user.put('/api/auth/user/email').send({ email: 'SPARE@example.test', currentPassword: PASSWORD });
      expect(take.status).toBe(403);
      expect((await user.get('/api/auth/is-admin')).body).toEqual({ isAdmin: false });
      const leave = await admin.put('/api/auth/user/email').send({ email: uniqueEmail(), currentPassword: PASSWORD });
      expect(leave.status).toBe(403);
      expect((await admin.get('/api/auth/user')).body).toMatchObject({ email: boss, isAdmin: true });
    } finally {
      await listed.close();
    }
  });
});
