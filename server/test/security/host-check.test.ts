import os from 'node:os';
import { count } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { allowedHostMatcher } from '../../src/http/host-check';
import { createTestApp, uniqueEmail, type TestApp } from '../helpers/test-app';

/** A fresh install: no APP_ORIGIN, no account yet, so the first registration would be the admin. */
let fresh: TestApp;
beforeAll(async () => {
  fresh = await createTestApp({ config: { appOrigin: undefined, allowedHosts: [] } });
});
afterAll(() => fresh.close());

const accounts = async (t: TestApp) => (await t.db.select({ n: count() }).from(users))[0]!.n;

describe('DNS rebinding on a fresh install (APP_ORIGIN unset)', () => {
  it('when a rebinding page registers with Origin equal to its forged Host, then 403 and no account is created', async () => {
    const res = await request(fresh.app)
      .post('/api/auth/register')
      .set('Host', 'attacker.example:5000')
      .set('Origin', 'http://attacker.example:5000')
      .send({ email: uniqueEmail('rebind'), password: 'violet kettle orbit lantern' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/does not answer to the host "attacker\.example"/);
    expect(await accounts(fresh)).toBe(0);
  });

  it('when a rebinding page reads the API or the app shell, then it is refused too', async () => {
    for (const path of ['/api/auth/config', '/api/auth/user', '/']) {
      const res = await request(fresh.app).get(path).set('Host', 'attacker.example');
      expect(res.status, path).toBe(403);
    }
  });

  it('when the Host is localhost, a *.localhost name, a loopback or LAN IP, or this machine’s name, then it is served', async () => {
    const short = os.hostname().toLowerCase().split('.')[0]!;
    for (const host of ['localhost:5000', 'app.localhost', '127.0.0.1:5000', '[::1]:5000', '192.168.1.20', `${short}.local`, os.hostname()]) {
      const res = await request(fresh.app).get('/api/auth/config').set('Host', host);
      expect(res.status, host).toBe(200);
    }
  });

  it('when the same-origin SPA registers through 127.0.0.1 (the test harness), then the account is created', async () => {
    const res = await request(fresh.app)
      .post('/api/auth/register')
      .set('Origin', 'http://localhost:5000')
      .set('Host', 'localhost:5000')
      .send({ email: uniqueEmail('local'), password: 'violet kettle orbit lantern' });
    expect(res.status).toBe(201);
  });

  it('when a load balancer probes /healthz or /readyz under any Host, then they answer', async () => {
    expect((await request(fresh.app).get('/healthz').set('Host', 'internal-lb.example')).status).toBe(200);
    expect((await request(fresh.app).get('/readyz').set('Host', 'internal-lb.example')).status).toBe(200);
  });
});

describe('allowed hosts with APP_ORIGIN and ALLOWED_HOSTS', () => {
  it('when APP_ORIGIN is set, then its host and ALLOWED_HOSTS pass and other names are refused', async () => {
    const t = await createTestApp({
      database: fresh.database,
      config: { appOrigin: 'https://pr.example.com', allowedHosts: ['newsjack.internal', '.corp.example'] },
    });
    try {
      const status = async (host: string) => (await request(t.app).get('/api/auth/config').set('Host', host)).status;
      expect(await status('pr.example.com')).toBe(200);
      expect(await status('PR.Example.com.')).toBe(200);
      expect(await status('newsjack.internal:8080')).toBe(200);
      expect(await status('corp.example')).toBe(200);
      expect(await status('pr.corp.example')).toBe(200);
      expect(await status('127.0.0.1')).toBe(200);
      expect(await status('evil.example.com')).toBe(403);
      expect(await status('notcorp.example')).toBe(403);
      // The machine's own name counts only while APP_ORIGIN is unset.
      expect(await status(`${os.hostname()}.not-here.example`)).toBe(403);
    } finally {
      await t.close();
    }
  });

  it('when names are matched, then case, trailing dots and IPv6 brackets do not matter', () => {
    const allowed = allowedHostMatcher({ appOrigin: 'https://PR.example.com', allowedHosts: [] });
    expect(allowed('pr.example.com.')).toBe(true);
    expect(allowed('[2001:db8::1]')).toBe(true);
    expect(allowed('pr.example.com.evil.example')).toBe(false);
    expect(allowed('')).toBe(false);
  });
});
