import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSessionSecret } from '../../src/auth/session-secret';
import { companyProfiles } from '../../src/db/schema';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const companyOf = async (userId: string) => {
  const [row] = await t.db
    .insert(companyProfiles)
    .values({ userId, companyName: 'Acme', website: 'https://acme.example' })
    .returning({ id: companyProfiles.id });
  return row!.id;
};

describe('users service', () => {
  it('when a user picks their own company, then it becomes active; someone else’s company is a 404', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const alicesCompany = await companyOf(alice.userId);
    // The ownership check lives with the owner of company_profiles (companies), which then records the choice.
    await t.deps.companies.switchCompany(alice.userId, alicesCompany);
    expect((await alice.get('/api/auth/user')).body.activeCompanyId).toBe(alicesCompany);
    await expect(t.deps.companies.switchCompany(bob.userId, alicesCompany)).rejects.toMatchObject({ status: 404 });
    expect((await bob.get('/api/auth/user')).body.activeCompanyId).toBeNull();
    await t.deps.users.setActiveCompany(alice.userId, null);
    expect((await alice.get('/api/auth/user')).body.activeCompanyId).toBeNull();
  });

  it('when an account is deleted, then it is gone from the list and its sessions stop working', async () => {
    const carol = await signUp(t.app);
    expect((await t.deps.users.listUsers()).map((u) => u.id)).toContain(carol.userId);
    await t.deps.users.deleteUser(carol.userId);
    expect((await t.deps.users.listUsers()).map((u) => u.id)).not.toContain(carol.userId);
    expect((await carol.get('/api/auth/user')).status).toBe(401);
    await expect(t.deps.users.deleteUser(carol.userId)).rejects.toMatchObject({ status: 404 });
    const login = await request(t.app).post('/api/auth/login').send({ email: carol.email, password: carol.password });
    expect(login.status).toBe(401);
  });
});

describe('session secret', () => {
  it('when no SESSION_SECRET is set, then one is generated once, kept with mode 600 and reused', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'newsjack-secret-'));
    try {
      const first = loadOrCreateSessionSecret(path.join(dir, 'data'));
      const second = loadOrCreateSessionSecret(path.join(dir, 'data'));
      expect(first).toHaveLength(64);
      expect(second).toBe(first);
      const file = path.join(dir, 'data', 'session-secret');
      expect(readFileSync(file, 'utf8')).toBe(first);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
