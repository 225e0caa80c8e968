import { adminStatsSchema, adminUsersResponseSchema } from '@newsjack/shared';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { contactSuggestions, duplicateFlags, savedItems } from '../../src/db/schema';
import { seedCompany, seedTrend } from '../helpers/seed-trends';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';
import { seedContact, seedPitch, seedStoryAngle } from '../saved-items/seed-targets';

let t: TestApp;
let admin: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { admin: true });
});
afterAll(() => t.close());

/** Gives the user one row in every table a user owns: company, keyword, angle, contact, pitch, bookmark, suggestion, flag. */
async function seedEverything(db: Db, userId: string) {
  const companyId = await seedCompany(db, userId, { companyName: `Co${userId.slice(0, 6)}`, keywords: ['payments'] });
  const angle = await seedStoryAngle(db, { userId, companyId });
  const c1 = await seedContact(db, { userId, companyId, name: 'Dana Reporter' });
  const c2 = await seedContact(db, { userId, companyId, name: 'Dana Reporterr' });
  await seedPitch(db, { userId, companyId, contactId: c1, storyAngleId: angle });
  await seedTrend(db, new Date(), { title: `Personal ${userId}`, companyId });
  await db.insert(savedItems).values({ userId, itemType: 'contact', itemId: c1 });
  await db.insert(contactSuggestions).values({ userId, contactId: c1, suggestedData: { title: 'Editor' } });
  await db.insert(duplicateFlags).values({ userId, contact1Id: c1, contact2Id: c2 });
}

/** Every row in any table with a user_id column that belongs to `userId`, by table. */
async function rowsOwnedBy(db: Db, userId: string): Promise<Record<string, number>> {
  const { rows } = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.columns where column_name = 'user_id' and table_schema = current_schema()`,
  );
  const out: Record<string, number> = {};
  for (const { table_name } of rows) {
    const res = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where user_id = ${userId}`,
    );
    out[table_name] = Number(res.rows[0]?.n ?? 0);
  }
  const companies = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from trends where company_id in (select id from company_profiles where user_id = ${userId})`,
  );
  out.trends = Number(companies.rows[0]?.n ?? 0);
  const sessions = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from sessions where sess->>'userId' = ${userId}`,
  );
  out.sessions = Number(sessions.rows[0]?.n ?? 0);
  const account = await db.execute<{ n: number }>(sql`select count(*)::int as n from users where id = ${userId}`);
  out.users = Number(account.rows[0]?.n ?? 0);
  return out;
}

describe('admin stats and users', () => {
  it('when an admin reads the stats, then they count users, every trend, story angles and global trends', async () => {
    const user = await signUp(t.app);
    const companyId = await seedCompany(t.db, user.userId, { companyName: 'Statsco' });
    await seedStoryAngle(t.db, { userId: user.userId, companyId });
    await seedTrend(t.db, new Date(), { title: 'A global story' });
    await seedTrend(t.db, new Date(), { title: 'A personal story', companyId });
    const res = await admin.get('/api/admin/stats');
    expect(res.status).toBe(200);
    const stats = adminStatsSchema.parse(res.body);
    const count = async (q: ReturnType<typeof sql>) => Number((await t.db.execute<{ n: number }>(q)).rows[0]?.n);
    expect(stats).toEqual({
      totalUsers: await count(sql`select count(*)::int as n from users`),
      totalTrends: await count(sql`select count(*)::int as n from trends`),
      totalStoryAngles: await count(sql`select count(*)::int as n from story_angles`),
      totalGlobalTrends: await count(sql`select count(*)::int as n from trends where scope = 'global'`),
    });
    expect(stats.totalGlobalTrends).toBeGreaterThanOrEqual(1);
    expect(stats.totalTrends).toBeGreaterThan(stats.totalGlobalTrends);
  });

  it('when an admin lists users, then each shows names, e-mail, onboarding state, role and plan, and no password hash', async () => {
    const user = await signUp(t.app);
    const res = await admin.get('/api/admin/users');
    expect(res.status).toBe(200);
    const list = adminUsersResponseSchema.parse(res.body);
    expect(list.find((u) => u.id === admin.userId)).toMatchObject({
      email: admin.email,
      role: 'admin',
      agencyPlan: false,
    });
    expect(list.find((u) => u.id === user.userId)).toMatchObject({
      email: user.email,
      role: 'user',
      hasCompletedOnboarding: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|password_hash/);
  });

  it('when an admin deletes a user, then no row of theirs remains, their session is dead, and another user keeps everything', async () => {
    const doomed = await signUp(t.app);
    const other = await signUp(t.app);
    await seedEverything(t.db, doomed.userId);
    await seedEverything(t.db, other.userId);
    const otherBefore = await rowsOwnedBy(t.db, other.userId);
    const doomedBefore = await rowsOwnedBy(t.db, doomed.userId);
    expect(Object.values(doomedBefore).filter((n) => n > 0).length).toBeGreaterThanOrEqual(9);

    const res = await admin.delete(`/api/admin/users/${doomed.userId}`);
    expect(res.status).toBe(204);

    const after = await rowsOwnedBy(t.db, doomed.userId);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await rowsOwnedBy(t.db, other.userId)).toEqual(otherBefore);
    expect((await doomed.get('/api/auth/user')).status).toBe(401);
    expect((await admin.delete(`/api/admin/users/${doomed.userId}`)).status).toBe(404);
  });

  it('when an admin tries to delete themself or passes a malformed id, then 400 and nothing is deleted', async () => {
    const self = await admin.delete(`/api/admin/users/${admin.userId}`);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot delete your own account from the admin panel');
    expect((await admin.delete('/api/admin/users/not-a-uuid')).status).toBe(400);
    expect((await admin.get('/api/auth/user')).status).toBe(200);
  });

  it('when an admin grants and withdraws the agency plan, then the user list follows; a bad body is a 400', async () => {
    const user = await signUp(t.app);
    const granted = await admin.patch(`/api/admin/users/${user.userId}/plan`).send({ agencyPlan: true });
    expect(granted.status).toBe(200);
    expect(granted.body).toEqual({ id: user.userId, agencyPlan: true });
    const listed = adminUsersResponseSchema.parse((await admin.get('/api/admin/users')).body);
    expect(listed.find((u) => u.id === user.userId)?.agencyPlan).toBe(true);
    expect(
      (await admin.patch(`/api/admin/users/${user.userId}/plan`).send({ agencyPlan: false })).body.agencyPlan,
    ).toBe(false);
    const bad = await admin.patch(`/api/admin/users/${user.userId}/plan`).send({ agencyPlan: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('agencyPlan: agencyPlan must be true or false');
    expect(
      (await admin.patch('/api/admin/users/00000000-0000-4000-8000-000000000000/plan').send({ agencyPlan: true }))
        .status,
    ).toBe(404);
  });

  it('when a plain user calls the user routes, then 403 and nothing changes; signed out, 401', async () => {
    const user = await signUp(t.app);
    expect((await user.delete(`/api/admin/users/${admin.userId}`)).status).toBe(403);
    expect((await user.patch(`/api/admin/users/${user.userId}/plan`).send({ agencyPlan: true })).status).toBe(403);
    expect((await request(t.app).get('/api/admin/users')).status).toBe(401);
    const listed = adminUsersResponseSchema.parse((await admin.get('/api/admin/users')).body);
    expect(listed.find((u) => u.id === user.userId)?.agencyPlan).toBe(false);
    expect(listed.some((u) => u.id === admin.userId)).toBe(true);
  });
});
