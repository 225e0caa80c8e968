import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createTestApp, uniqueEmail, type TestApp } from '../helpers/test-app';

/** Registration straight through the API (not signUp, which pins roles for other tests). */
const register = (t: TestApp, email = uniqueEmail()) =>
  request(t.app).post('/api/auth/register').send({ email, password: 'long enough pw' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('admin rights without ADMIN_EMAILS', () => {
  it('when several accounts are created at once on an empty database, then exactly one becomes admin', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => register(t)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(results.filter((r) => r.body.isAdmin === true)).toHaveLength(1);
    const roles = (await t.db.select({ role: users.role }).from(users)).map((r) => r.role);
    expect(roles.filter((r) => r === 'admin')).toHaveLength(1);
    const late = await register(t);
    expect(late.body.isAdmin).toBe(false);
  });
});

describe('admin rights with ADMIN_EMAILS', () => {
  it('when ADMIN_EMAILS is set, then listed e-mails (any case) are admin and the first account is not', async () => {
    const boss = uniqueEmail('boss');
    const listed = await createTestApp({ database: t.database, config: { adminEmails: [boss] } });
    try {
      // An empty database, where the first-account rule would otherwise grant admin.
      await listed.db.delete(users);
      const first = await register(listed);
      expect(first.body.isAdmin).toBe(false);
      const admin = await register(listed, boss.toUpperCase());
      expect(admin.status).toBe(201);
      expect(admin.body).toMatchObject({ isAdmin: true, role: 'admin' });
    } finally {
      await listed.close();
    }
  });

  it('when an e-mail leaves ADMIN_EMAILS, then that account loses admin rights on the next start', async () => {
    const email = uniqueEmail('former');
    const before = await createTestApp({ database: t.database, config: { adminEmails: [email] } });
    const after = await createTestApp({ database: t.database, config: { adminEmails: ['someone-else@example.test'] } });
    try {
      const res = await register(before, email);
      expect(res.body.isAdmin).toBe(true);
      const agent = request.agent(after.app);
      await agent.post('/api/auth/login').send({ email, password: 'long enough pw' }).expect(200);
      expect((await agent.get('/api/auth/is-admin')).body).toEqual({ isAdmin: false });
    } finally {
      await before.close();
      await after.close();
    }
  });
});
