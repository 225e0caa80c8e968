import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { createApp, type AppLocals } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database, Db } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { buildDeps, type AppDeps } from '../../src/deps';
import { logger } from '../../src/logger';
import { openTestDatabase, type TestDatabaseKind } from './test-db';

export type TestAppOptions = {
  /** Merged over the test configuration (see `testConfig`). */
  config?: Partial<Config>;
  /** Replace any dependency (fakes for ai, discovery, a fixed clock …). */
  deps?: Partial<AppDeps>;
  /** Reuse another test app's database (e.g. to check that sessions survive a new app instance). */
  database?: Database;
  /** Which database to open when none is given; defaults to PostgreSQL when TEST_DATABASE_URL is set. */
  kind?: TestDatabaseKind;
};

export type TestApp = {
  app: Express;
  db: Db;
  database: Database;
  deps: AppDeps;
  config: Config;
  /** Milliseconds spent getting a fresh database (0 when one was passed in). */
  dbSetupMs: number;
  close: () => Promise<void>;
};

type Context = { deps: AppDeps; server?: Server };
const contexts = new WeakMap<Express, Context>();
/** Closed by server/test/setup.ts after each file, in case a test forgot to. */
const openApps = new Set<TestApp>();
export const closeAllTestApps = async () => {
  for (const t of [...openApps]) await t.close();
};
(globalThis as Record<symbol, unknown>)[Symbol.for('newsjack.test.closeAll')] = closeAllTestApps;

/**
 * The configuration tests run with: a fixed session secret, a private temp DATA_DIR, no client build, silent
 * logs, a cheap (still real) scrypt cost and an auth rate limit high enough for files that sign up many users.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-session-secret-0123456789abcdef',
    // Tests never reach the internet: the demo corpus is their news unless a test points the sources at loopback.
    PUBLIC_SOURCES: 'false',
  });
  return {
    ...base,
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'newsjack-test-data-')),
    clientDistDir: path.join(os.tmpdir(), 'newsjack-no-client-build'),
    passwordHashCost: 10,
    rateLimits: { ...base.rateLimits, auth: { windowMs: 60_000, max: 1000 }, ai: { windowMs: 60_000, max: 1000 } },
    ...overrides,
  };
}

/**
 * Background work (discovery cycles, schedulers) must end before the database goes to the next test file, or a
 * late write would land in that file's data. Any dependency with a `stop()` method is stopped (bounded wait).
 */
async function stopBackgroundWork(deps: AppDeps): Promise<void> {
  for (const value of Object.values(deps)) {
    const stop = (value as { stop?: unknown } | null | undefined)?.stop;
    if (typeof stop === 'function') await (stop as (waitMs?: number) => Promise<void>).call(value, 5_000);
  }
}

/** A complete app (real routes, real database) on a fresh database for this test file. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.config);
  const owned = options.database ? undefined : await openTestDatabase(options.kind);
  const database = options.database ?? owned!;
  const deps = buildDeps(config, database.db, { logger: logger.child({}, { level: 'silent' }), ...options.deps });
  const app = createApp(deps);
  const context: Context = { deps };
  contexts.set(app, context);
  const testApp: TestApp = {
    app,
    db: database.db,
    database,
    deps,
    config,
    dbSetupMs: owned?.setupMs ?? 0,
    close: async () => {
      if (!openApps.delete(testApp)) return;
      await stopBackgroundWork(deps);
      await deps.drafts.close();
      (app.locals as AppLocals).sessionStore.close();
      if (context.server) await new Promise<void>((resolve) => context.server!.close(() => resolve()));
      await owned?.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
  openApps.add(testApp);
  return testApp;
}

/** One listening server per app, so every request of a test (and its Origin header) uses the same host:port. */
export async function listeningServer(app: Express): Promise<Server> {
  const context = contexts.get(app);
  if (!context) throw new Error('listeningServer needs an app made by createTestApp');
  if (!context.server) {
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    context.server = server;
  }
  return context.server;
}

/** The origin a browser on this app would send, e.g. 'http://127.0.0.1:43121'. */
export async function originOf(app: Express): Promise<string> {
  const { port } = (await listeningServer(app)).address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export type Agent = ReturnType<typeof request.agent>;

/** A cookie-keeping client that behaves like the SPA in a browser (same-origin `Origin` on every request). */
export async function browserAgent(app: Express): Promise<Agent> {
  const agent = request.agent(await listeningServer(app));
  agent.set('Origin', await originOf(app));
  return agent;
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${process.pid}-${++counter}-${Date.now()}@example.test`;

export type SignUpOptions = {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  admin?: boolean;
};
export type SignedUp = Agent & { userId: string; email: string; password: string };

/**
 * Registers an account through the real API and returns an agent signed in as it. Accounts are plain users
 * unless `admin: true` (the first-account-is-admin rule is undone here so test order never grants admin).
 */
export async function signUp(app: Express, options: SignUpOptions = {}): Promise<SignedUp> {
  const context = contexts.get(app);
  if (!context) throw new Error('signUp needs an app made by createTestApp');
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery staple';
  const agent = await browserAgent(app);
  const res = await agent
    .post('/api/auth/register')
    .send({ email, password, firstName: options.firstName, lastName: options.lastName });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  const userId = (res.body as { id: string }).id;
  const { adminEmails } = context.deps.config;
  if (adminEmails.length > 0) {
    if (options.admin !== undefined && options.admin !== adminEmails.includes(email.toLowerCase())) {
      throw new Error('with ADMIN_EMAILS set, admin rights follow the list: pick an e-mail accordingly');
    }
  } else {
    await context.deps.db
      .update(users)
      .set({ role: options.admin ? 'admin' : 'user' })
      .where(eq(users.id, userId));
  }
  return Object.assign(agent, { userId, email, password });
}
