/**
 * Starts the app as a child process and times it from spawn to the first `/readyz` 200, the figure a deploy or
 * a restart waits for. Used by the start-up and Lighthouse benches.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The compiled server, as `npm start` runs it. */
export const compiledServer = path.join('server', 'dist', 'index.js');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });
}

export interface RunningApp {
  url: string;
  /** Milliseconds from spawn to the first `/readyz` 200. */
  readyMs: number;
  /** CPU time (user + system) the server used until then, where /proc tells it: unlike wall time, it does not grow with the neighbours' load. */
  readyCpuMs: number | undefined;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** utime + stime of a process from /proc/<pid>/stat (Linux; clock ticks of 10 ms), or undefined elsewhere. */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

export interface StartOptions {
  /** Node arguments; the compiled server by default. */
  args?: string[];
  /** Extra environment (DATABASE_URL, DATA_DIR, …). */
  env?: Record<string, string>;
  timeoutMs?: number;
}

/** A fresh data directory, removed by the returned function. */
export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'newsjack-bench-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, options.args ?? [compiledServer], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      OPENAI_API_KEY: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };

  const deadline = started + (options.timeoutMs ?? 60_000);
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { url, readyMs: performance.now() - started, readyCpuMs: cpuMs(child.pid), child, stop };
    await new Promise((r) => setTimeout(r, 10));
  }
  await stop();
  throw new Error(`the app was not ready at ${url} within ${options.timeoutMs ?? 60_000} ms:\n${output}`);
}
