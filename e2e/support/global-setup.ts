import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeModelServer } from './fake-model-server';

const root = resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });
}

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not become ready at ${url}:\n${log()}`);
}

/**
 * Starts the built app as production runs it (`node server/dist/index.js`, serving client/dist) on a random port
 * with a fresh data directory. `npm run test:e2e` builds first when the sources changed.
 */
export default async function setup(project: TestProject) {
  const server = join('server', 'dist', 'index.js');
  if (!existsSync(join(root, 'client/dist/index.html')) || !existsSync(join(root, server))) {
    throw new Error('Build the app first: npm run build');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'newsjack-e2e-'));
  const port = await freePort();
  // The operator's model server, on this machine: OPENAI_BASE_URL names it (no key, so the offline engine writes
  // until an admin switches), and admin.e2e points the AI settings at it (decision 39: the operator's server is
  // exempt from the private-address rule that still refuses other loopback URLs, such as a feed's).
  const model = await startFakeModelServer();
  const url = `http://127.0.0.1:${port}`;
  // System mail goes to an SMTP server that password-reset.e2e starts on this port while it runs (nothing else
  // sends mail); links in it point at APP_ORIGIN, which SMTP requires.
  const smtpPort = await freePort();
  let output = '';
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      OPENAI_API_KEY: '',
      OPENAI_BASE_URL: model.baseURL,
      // admin@ is platform.e2e's administrator, operator@ admin.e2e's, ai-admin@ admin-ai-settings.e2e's, clients@
      // client-switch.e2e's (an admin may keep several clients), a11y-light@ and a11y-dark@ a11y.e2e's and narrow@
      // narrow-screens.e2e's (they walk the admin tabs too), so no file depends on another's order.
      ADMIN_EMAILS:
        'admin@newsjack.test,operator@newsjack.test,ai-admin@newsjack.test,clients@newsjack.test,' +
        'a11y-light@newsjack.test,a11y-dark@newsjack.test,narrow@newsjack.test',
      LOG_LEVEL: 'warn',
      // The browsers read the demo corpus (labelled as demo news), as an install whose public sources are off.
      PUBLIC_SOURCES: 'false',
      // Every browser test creates its own account from one address; the production limit (10/min) would throttle the run.
      AUTH_RATE_LIMIT_PER_MINUTE: '200',
      APP_ORIGIN: url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Newsjack <no-reply@newsjack.test>',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  await waitReady(url, child, () => output);
  project.provide('baseUrl', url);
  project.provide('modelServerUrl', model.baseURL);
  project.provide('smtpPort', smtpPort);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await model.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The fake OpenAI-compatible server (support/fake-model-server.ts) the app's OPENAI_BASE_URL names. */
    modelServerUrl: string;
    /** Where the app sends system mail (SMTP_URL); a test that reads mail starts test-support/smtp-catcher.ts there. */
    smtpPort: number;
  }
}
