import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { onboard, recordDiscovery } from './onboarding-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  recordDiscovery(t);
});
afterAll(() => t.close());

describe('POST /api/onboarding/skip', () => {
  it('when a new user skips, then onboarding reads complete (the redirect rule lets them in) and they have no company', async () => {
    const user = await signUp(t.app);
    expect((await user.get('/api/onboarding/status')).body).toEqual({ hasCompletedOnboarding: false });

    const res = await user.post('/api/onboarding/skip').send({});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ hasCompletedOnboarding: true, hasCompany: false });
    expect((await user.get('/api/onboarding/status')).body).toEqual({ hasCompletedOnboarding: true });
    expect((await user.get('/api/auth/user')).body).toMatchObject({
      hasCompletedOnboarding: true,
      hasCompletedDashboardTour: false,
    });
    expect((await user.get('/api/user/active-company')).body).toMatchObject({ activeCompanyId: null });
  });

  it('when a user who skipped adds a company later, then onboarding creates it and makes it active', async () => {
    const user = await signUp(t.app);
    expect((await user.post('/api/onboarding/skip').send()).status).toBe(200);
    const companyId = await onboard(user, { companyName: 'Latecomer Labs' });
    expect((await user.get('/api/user/active-company')).body).toMatchObject({ activeCompanyId: companyId });
    expect((await user.get('/api/company-profile')).body).toMatchObject({ companyName: 'Latecomer Labs' });
  });

  it('when a user with a company skips (e.g. from Add New Company), then nothing changes and it says so', async () => {
    const user = await signUp(t.app);
    const companyId = await onboard(user);
    const res = await user.post('/api/onboarding/skip').send({});
    expect(res.body).toEqual({ hasCompletedOnboarding: true, hasCompany: true });
    expect((await user.get('/api/user/active-company')).body).toMatchObject({ activeCompanyId: companyId });
  });

  it('when the body carries anything, then 400 and onboarding stays incomplete', async () => {
    const user = await signUp(t.app);
    const res = await user.post('/api/onboarding/skip').send({ hasCompletedOnboarding: true });
    expect(res.status).toBe(400);
    expect((await user.get('/api/onboarding/status')).body).toEqual({ hasCompletedOnboarding: false });
  });

  it('when signed out, then 401', async () => {
    expect((await request(t.app).post('/api/onboarding/skip').send({})).status).toBe(401);
  });
});
