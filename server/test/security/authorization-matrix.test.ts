import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../../src/app';
import type { RouteSpec } from '../../src/http/router';
import { concretePath, mountedRoutes, routeLabel } from '../helpers/mounted-routes';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

/**
 * Walks every /api route the app registered (each module declares its access through apiRouter) and checks
 * that the guards enforce it. Routes added by later modules are covered without touching this file.
 */
let t: TestApp;
let user: SignedUp;
let admin: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
  admin = await signUp(t.app, { admin: true });
});
afterAll(() => t.close());

const send = (client: ReturnType<typeof request> | SignedUp, route: RouteSpec) => {
  const req = client[route.method](concretePath(route.path));
  return route.method === 'get' ? req : req.send({});
};

const apiRoutes = () => routesOf(t.app).filter((r) => r.path.startsWith('/api/'));

describe('authorization matrix', () => {
  it('when the app is built, then every mounted route is in the registry with a declared access', () => {
    const registered = new Set(routesOf(t.app).map(routeLabel));
    expect(mountedRoutes(t.app).filter((r) => !registered.has(r))).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(5);
  });

  it('when signed out, then every non-public /api route answers 401 {"message":"Unauthorized"}', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes().filter((r) => r.access !== 'public')) {
      const res = await send(request(t.app), route);
      if (res.status !== 401 || res.body.message !== 'Unauthorized')
        failures.push(`${routeLabel(route)} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('when signed in without admin rights, then every /api/admin route answers 403 and is declared admin', async () => {
    const adminPaths = apiRoutes().filter((r) => r.path.startsWith('/api/admin'));
    expect(adminPaths.filter((r) => r.access !== 'admin').map(routeLabel)).toEqual([]);
    const failures: string[] = [];
    for (const route of apiRoutes().filter((r) => r.access === 'admin')) {
      const res = await send(user, route);
      if (res.status !== 403) failures.push(`${routeLabel(route)} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('when signed in as admin, then no admin route answers 401 or 403', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes().filter((r) => r.access === 'admin')) {
      const res = await send(admin, route);
      if (res.status === 401 || res.status === 403) failures.push(`${routeLabel(route)} → ${res.status}`);
    }
    expect(failures).toEqual([]);
    expect((await admin.get('/api/auth/is-admin')).body).toEqual({ isAdmin: true });
  });

  it('when signed in as a user, then no user route answers 401 or 403', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes().filter((r) => r.access === 'user' && r.method === 'get')) {
      const res = await send(user, route);
      if (res.status === 401 || res.status === 403) failures.push(`${routeLabel(route)} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
