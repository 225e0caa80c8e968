import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { errorHandler } from '../../src/http/error-handler';
import { logger } from '../../src/logger';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // A stand-in client build: the server must serve whatever vite produced.
  dist = mkdtempSync(path.join(os.tmpdir(), 'newsjack-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">newsjack spa</div>');
  writeFileSync(path.join(dist, 'assets', 'app-3f9a.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  t = await createTestApp({ config: { clientDistDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('health probes', () => {
  it('when the process is up, then /healthz answers 200', async () => {
    const res = await request(t.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('when the database answers, then /readyz answers 200', async () => {
    expect((await request(t.app).get('/readyz')).status).toBe(200);
  });

  it('when the database fails, then /readyz answers 503 while /healthz stays 200', async () => {
    const broken = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    const down = await createTestApp({ database: t.database, deps: { db: broken } });
    try {
      const res = await request(down.app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: 'Database unavailable' });
      expect((await request(down.app).get('/healthz')).status).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe('errors', () => {
  it('when an /api path does not exist, then the answer is a JSON 404, not the SPA', async () => {
    const res = await request(t.app).get('/api/no-such-thing?x=1');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No API route for GET /api/no-such-thing' });
  });

  it('when a handler throws an unexpected error, then the answer is a generic 500 without internals', async () => {
    const app = express();
    app.get('/boom', () => {
      throw new Error('secret internals at /srv/db.ts:42');
    });
    app.use(errorHandler(logger.child({}, { level: 'silent' })));
    const res = await request(app).get('/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(res.text).not.toMatch(/secret internals|db\.ts|at /);
  });
});

describe('API answers and caches', () => {
  it('when any API answer goes out (personal, refused or unknown), then no cache may keep it', async () => {
    const user = await signUp(t.app);
    const answers = {
      user: await user.get('/api/auth/user'),
      credits: await user.get('/api/credits'),
      signedOut: await request(t.app).get('/api/auth/user'),
      unknown: await request(t.app).get('/api/no-such-route'),
    };
    for (const [name, res] of Object.entries(answers)) expect(res.headers['cache-control'], name).toBe('no-store');
  });
});

describe('the built client', () => {
  it('when a client route is opened, then index.html is served and revalidated', async () => {
    const res = await request(t.app).get('/trends');
    expect(res.status).toBe(200);
    expect(res.text).toContain('newsjack spa');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when a hashed asset is requested, then it is cached as immutable for a year', async () => {
    const res = await request(t.app).get('/assets/app-3f9a.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(t.app).get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('when a missing asset is requested, then it is a 404 rather than the HTML page', async () => {
    const res = await request(t.app).get('/assets/gone-1234.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('newsjack spa');
  });
});
