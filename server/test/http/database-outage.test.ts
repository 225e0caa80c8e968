import net, { type AddressInfo } from 'node:net';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../../src/app';
import { acquireSession, createPgPool, wrapPgPool, type Database } from '../../src/db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/http/error-handler';
import { concretePath, routeLabel } from '../helpers/mounted-routes';
import { createTestApp, uniqueEmail, type TestApp } from '../helpers/test-app';
import type { TestDatabase } from '../helpers/test-db';

const origin = 'https://pr.example.test';
const config = { appOrigin: origin };

/** A port nothing listens on: taken for a moment, then given back. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const withPort = (url: string, port: number) => {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(port);
  return u.toString();
};

/** Registers through `t` and returns the session cookie, as a browser would keep it. */
async function sessionCookie(t: TestApp): Promise<string> {
  const res = await request(t.app)
    .post('/api/auth/register')
    .send({ email: uniqueEmail('outage'), password: 'violet kettle orbit lantern' });
  expect(res.status).toBe(201);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

let up: TestApp;
let cookie: string;
beforeAll(async () => {
  up = await createTestApp({ config });
  cookie = await sessionCookie(up);
});
afterAll(() => up.close());

describe('when the database cannot be reached', () => {
  let down: TestApp;
  let unreachable: Database;
  beforeAll(async () => {
    // The same app, its pool pointed where no database listens (connections are refused at once).
    unreachable = wrapPgPool(createPgPool(`postgres://postgres@127.0.0.1:${await closedPort()}/newsjack`));
    down = await createTestApp({ config, database: unreachable });
  });
  afterAll(async () => {
    await down.close();
    await unreachable.close();
  });

  it('when a signed-in request reaches any API route, then it answers 503 with Retry-After, never a 500', async () => {
    const routes = routesOf(down.app).filter((r) => r.path.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const route of routes) {
      const req = request(down.app)[route.method](concretePath(route.path)).set('Cookie', cookie).set('Origin', origin);
      const res = await (route.method === 'get' ? req : req.send({}));
      if (
        res.status !== 503 ||
        res.headers['retry-after'] !== '5' ||
        res.body.message !== DATABASE_UNAVAILABLE_MESSAGE
      ) {
        wrong.push(`${routeLabel(route)} → ${res.status} ${res.headers['retry-after'] ?? '-'} ${res.body.message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('when someone signs in, registers or a probe asks, then 503 with Retry-After as well', async () => {
    const login = await request(down.app)
      .post('/api/auth/login')
      .send({ email: 'a@b.example', password: 'x'.repeat(10) });
    const register = await request(down.app)
      .post('/api/auth/register')
      .send({ email: uniqueEmail(), password: 'violet kettle orbit lantern' });
    const ready = await request(down.app).get('/readyz');
    for (const res of [login, register, ready]) {
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
    }
    expect(login.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect((await request(down.app).get('/healthz')).status).toBe(200);
  });
});

/** A TCP relay in front of the PostgreSQL server: cutting it is an outage, restoring it (same port) the return. */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  let port = 0;
  let server: net.Server | undefined;
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('error', () => undefined);
    s.on('close', () => sockets.delete(s));
  };
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await open();
  return {
    url: () => withPort(target.toString(), port),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server!.close(() => resolve());
      }),
    restore: open,
  };
}

const testUrl = () => (up.database as TestDatabase).url;
const onPostgres = !!process.env.TEST_DATABASE_URL;

describe.runIf(onPostgres)('when PostgreSQL drops its connections (real server only)', () => {
  it('when the server terminates every connection, one held for a lock and one mid-transaction included, then the process lives and the next request succeeds', async () => {
    const url = new URL(testUrl()!);
    const held = await acquireSession(up.db);
    await held.query('select 1');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transaction = up.db.transaction(async (tx) => {
      await tx.execute('select 1');
      await gate;
      await tx.execute('select 1');
    });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ done: boolean }>(
        'select pg_terminate_backend(pid) as done from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [url.pathname.slice(1)],
      );
      expect(rows.length).toBeGreaterThanOrEqual(2);
      // Until PostgreSQL has closed them all and the pool has heard of it.
      for (let i = 0; i < 100; i++) {
        const left = await admin.query('select 1 from pg_stat_activity where datname = $1', [url.pathname.slice(1)]);
        if (left.rowCount === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await admin.end();
    }
    release();
    await expect(transaction).rejects.toThrow();
    held.release();
    const res = await request(up.app).get('/api/credits').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect((await request(up.app).get('/readyz')).status).toBe(200);
  });

  it('when the database goes away and comes back, then requests answer 503 meanwhile and 200 after, with no restart', async () => {
    const relay = await relayTo(new URL(testUrl()!));
    const relayed = wrapPgPool(createPgPool(relay.url()));
    const t = await createTestApp({ config, database: relayed });
    try {
      const signedIn = await sessionCookie(t);
      // A write: reads may be answered from the app's short-lived caches for a few seconds.
      const write = () =>
        request(t.app).post('/api/dashboard-tour/complete').set('Cookie', signedIn).set('Origin', origin);
      expect((await write()).status).toBe(200);
      await relay.cut();
      const during = await write();
      expect(during.status).toBe(503);
      expect(during.headers['retry-after']).toBe('5');
      expect((await request(t.app).get('/readyz')).status).toBe(503);
      await relay.restore();
      expect((await write()).status).toBe(200);
      expect((await request(t.app).get('/readyz')).status).toBe(200);
    } finally {
      await t.close();
      await relayed.close();
    }
  });
});
