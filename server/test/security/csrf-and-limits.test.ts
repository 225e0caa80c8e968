import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, originOf, signUp, uniqueEmail, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { appOrigin: 'https://pr.example.test' } });
});
afterAll(() => t.close());

describe('CSRF on cookie-authenticated writes', () => {
  it('when a signed-in write carries no Origin or Referer, then it is refused with 403', async () => {
    const agent = await signUp(t.app);
    const res = await agent.post('/api/dashboard-tour/complete').unset('Origin');
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/Cross-site request refused/);
  });

  it('when a signed-in write carries a foreign Origin, then it is refused with 403 and nothing changes', async () => {
    const agent = await signUp(t.app);
    const res = await agent.post('/api/dashboard-tour/complete').set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect((await agent.get('/api/auth/user')).body.hasCompletedDashboardTour).toBe(false);
  });

  it('when the Origin is missing but the Referer is foreign, then the write is refused', async () => {
    const agent = await signUp(t.app);
    const res = await agent
      .post('/api/dashboard-tour/complete')
      .unset('Origin')
      .set('Referer', 'https://evil.example/page');
    expect(res.status).toBe(403);
  });

  it('when a write comes from the request’s own origin, APP_ORIGIN or a same-origin Referer, then it is accepted', async () => {
    const agent = await signUp(t.app);
    expect((await agent.post('/api/dashboard-tour/complete')).status).toBe(200);
    expect((await agent.post('/api/dashboard-tour/complete').set('Origin', 'https://pr.example.test')).status).toBe(
      200,
    );
    const referer = `${await originOf(t.app)}/settings`;
    expect((await agent.post('/api/dashboard-tour/complete').unset('Origin').set('Referer', referer)).status).toBe(200);
  });

  it('when a cookie-less client registers without Origin (a script), then it is allowed', async () => {
    const res = await request(t.app)
      .post('/api/auth/register')
      .send({ email: uniqueEmail('script'), password: 'long enough pw' });
    expect(res.status).toBe(201);
  });

  it('when a cookie-less request names a foreign Origin, then even sign-in is refused (login CSRF)', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .send({ email: 'a@b.test', password: 'x' });
    expect(res.status).toBe(403);
  });
});

describe('rate limits on sign-in', () => {
  it('when an address keeps trying to sign in, then after the limit it gets 429 JSON', async () => {
    // A database of its own: the counters live in the database, where this file's sign-ups above spent the
    // same address's budget.
    const limited = await createTestApp({
      config: { rateLimits: { auth: { windowMs: 60_000, max: 3 }, ai: { windowMs: 60_000, max: 3 }, refresh: { windowMs: 60_000, max: 3 } } },
    });
    try {
      const attempt = () =>
        request(limited.app).post('/api/auth/login').send({ email: 'nobody@example.test', password: 'guess' });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const res = await request(limited.app)
        .post('/api/auth/register')
        .send({ email: uniqueEmail(), password: 'long enough pw' });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ message: 'Too many sign-in attempts. Please wait a minute and try again.' });
    } finally {
      await limited.close();
    }
  });
});

describe('response headers', () => {
  it('when any page is served, then helmet headers and a CSP allowing the SPA are present', async () => {
    const res = await request(t.app).get('/healthz');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('img-src');
    expect(csp).toMatch(/img-src[^;]*data:[^;]*https:/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('when a request names an X-Request-Id, then the same id comes back; otherwise a new one is made', async () => {
    const given = await request(t.app).get('/api/auth/config').set('X-Request-Id', 'trace-abc.123');
    expect(given.headers['x-request-id']).toBe('trace-abc.123');
    const made = await request(t.app).get('/api/auth/config').set('X-Request-Id', 'bad id with spaces');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
