import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_LOGOUT_MESSAGE } from '../../src/auth/cross-site';
import { createTestApp, originOf, signUp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/logout from another site', () => {
  it('when a cross-site page navigates the victim to /api/logout, then 403 and the session still works', async () => {
    const victim = await signUp(t.app);
    const res = await victim.get('/api/logout').unset('Origin').set('Sec-Fetch-Site', 'cross-site').set('Sec-Fetch-Mode', 'navigate');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(CROSS_SITE_LOGOUT_MESSAGE);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await victim.get('/api/auth/user')).status).toBe(200);
  });

  it('when a sibling subdomain (same-site) or an old browser with a foreign Referer asks, then it is refused too', async () => {
    const victim = await signUp(t.app);
    expect((await victim.get('/api/logout').set('Sec-Fetch-Site', 'same-site')).status).toBe(403);
    expect((await victim.get('/api/logout').set('Referer', 'https://evil.example/page')).status).toBe(403);
    expect((await victim.get('/api/auth/user')).status).toBe(200);
  });

  it('when the app’s own Sign Out link is followed (same-origin), then the user is signed out and sent to /', async () => {
    const user = await signUp(t.app);
    const res = await user.get('/api/logout').set('Sec-Fetch-Site', 'same-origin').set('Referer', `${await originOf(t.app)}/settings`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
    expect((await user.get('/api/auth/user')).status).toBe(401);
  });

  it('when the URL is typed or bookmarked (Sec-Fetch-Site none), then sign-out works', async () => {
    const user = await signUp(t.app);
    expect((await user.get('/api/logout').set('Sec-Fetch-Site', 'none')).status).toBe(302);
    expect((await user.get('/api/auth/user')).status).toBe(401);
  });
});
