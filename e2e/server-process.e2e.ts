import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The compiled server as production runs it, with a preload that makes it fail on a signal: SIGUSR2 throws an
// exception outside any request, SIGHUP leaves a promise rejection unhandled.
const root = resolve(import.meta.dirname, '..');
const FAULTS =
  'data:text/javascript,' +
  encodeURIComponent(
    `process.on('SIGUSR2', () => setImmediate(() => { throw new Error('injected exception'); }));` +
      `process.on('SIGHUP', () => { Promise.reject(new Error('injected rejection')); });`,
  );

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

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null>; dataDir: string };
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

async function startCompiledServer(dataDir = mkdtempSync(join(tmpdir(), 'newsjack-process-'))): Promise<Started> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', FAULTS, join('server', 'dist', 'index.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DISCOVERY_ENABLED: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, output: () => output, exited, dataDir };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server was not ready:\n${output}`);
}

/** The JSON log lines the server wrote. */
const logLines = (output: string) =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string; err?: { message: string } });

describe('the compiled server process', () => {
  it('when an exception escapes outside any request, then it is logged as fatal and the server closes and exits 1', async () => {
    const server = await startCompiledServer();
    server.child.kill('SIGUSR2');
    expect(await server.exited).toBe(1);
    const lines = logLines(server.output());
    expect(lines.find((l) => l.level === 60)?.err?.message).toBe('injected exception');
    expect(lines.map((l) => l.msg)).toContain('stopped');
  });

  it('when a promise rejection is not handled, then it is logged as fatal and the server closes and exits 1', async () => {
    const server = await startCompiledServer();
    server.child.kill('SIGHUP');
    expect(await server.exited).toBe(1);
    const lines = logLines(server.output());
    expect(lines.find((l) => l.level === 60)?.err?.message).toBe('injected rejection');
    expect(lines.map((l) => l.msg)).toContain('stopped');
  });

  it('when it is sent SIGTERM, then it stops cleanly with exit code 0', async () => {
    const server = await startCompiledServer();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(logLines(server.output()).map((l) => l.msg)).toContain('stopped');
  });

  it('when its port is already taken, then it says so in one line naming the port and exits 1 before anything starts', async () => {
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', () => r()));
    const { port } = taken.address() as { port: number };
    const dataDir = mkdtempSync(join(tmpdir(), 'newsjack-port-'));
    cleanups.push(() => {
      taken.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const child = spawn(process.execPath, [join('server', 'dist', 'index.js')], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d) => (stdout += d));
    child.stderr?.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`Port ${port} is already in use on 127.0.0.1: stop the other server or set PORT to a free port.`);
    // Nothing started: no database opened, no scheduler, no log at all.
    expect(stdout).toBe('');
  });

  it('when a second server starts on the data directory of a running one, then it says in one line that the directory is in use and to use PostgreSQL, and exits 1', async () => {
    const first = await startCompiledServer();
    const port = await freePort();
    const second = spawn(process.execPath, [join('server', 'dist', 'index.js')], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: first.dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    second.stdout?.on('data', (d) => (stdout += d));
    second.stderr?.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((r) => second.once('exit', (c) => r(c)));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `The data directory ${first.dataDir} is in use by another Newsjack server (process ${first.child.pid} on ${hostname()}). ` +
        'The embedded database serves one server process; to run more than one server, use PostgreSQL (set DATABASE_URL).',
    );
    // Refused before it listened or started any background work.
    expect(stdout).not.toMatch(/listening|scheduler|job queue/i);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok).toBeFalsy();
    // Once the first has stopped, the directory is free: a new server opens it (and its data).
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const next = await startCompiledServer(first.dataDir);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });
});
