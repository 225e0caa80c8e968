import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../../src/app';
import { concretePath, routeLabel } from '../helpers/mounted-routes';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: SignedUp;
let admin: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
  admin = await signUp(t.app, { admin: true });
});
afterAll(() => t.close());

/** The API reference: the same for everyone and revalidated (it sets its own header), so it may be cached. */
const PUBLIC_DOCS = /^\/api\/(openapi\.json|docs)(\/|$)/;
const apiRoutes = () => routesOf(t.app).filter((r) => r.path.startsWith('/api/') && !PUBLIC_DOCS.test(r.path));

describe('Cache-Control on API answers (every registered route, so new ones are covered)', () => {
  it('when any route answers a signed-in reader, then no browser or proxy cache may keep the answer', async () => {
    const kept: string[] = [];
    for (const route of apiRoutes().filter((r) => r.method === 'get')) {
      const res = await (route.access === 'admin' ? admin : user).get(concretePath(route.path));
      if (res.headers['cache-control'] !== 'no-store')
        kept.push(`${routeLabel(route)} → ${res.headers['cache-control']}`);
    }
    expect(kept).toEqual([]);
  });

  it('when any write is refused or any route is asked signed out, then that answer is not kept either', async () => {
    const kept: string[] = [];
    for (const route of apiRoutes()) {
      // A foreign Origin: every cookie-carrying write is refused (403) before it changes anything.
      const write = route.method !== 'get';
      const res = write
        ? await user[route.method](concretePath(route.path)).set('Origin', 'https://elsewhere.example').send({})
        : await request(t.app).get(concretePath(route.path));
      if (res.headers['cache-control'] !== 'no-store')
        kept.push(`${routeLabel(route)} → ${res.status} ${res.headers['cache-control']}`);
    }
    expect(kept).toEqual([]);
  });
});
