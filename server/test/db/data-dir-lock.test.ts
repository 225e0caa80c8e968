import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, LOCK_STALE_MS, lockDataDir } from '../../src/db/data-dir-lock';

const holder = path.join(import.meta.dirname, 'fixtures', 'lock-holder.ts');
const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const releases: Array<() => void> = [];
afterEach(() => {
  for (const release of releases.splice(0)) release();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'newsjack-lock-'));
  dirs.push(dir);
  return dir;
}

const lockFile = (dir: string) => path.join(dir, DATA_DIR_LOCK_FILE);
const inUse = (dir: string) => `The data directory ${dir} is in use by another Newsjack server (process `;
const usePostgres = 'to run more than one server, use PostgreSQL (set DATABASE_URL).';

/** Runs the fixture in its own process; resolves once it printed its first line, with a way to end it. */
function run(dir: string, mode: 'hold' | 'die' | 'try') {
  const child = spawn(process.execPath, ['--import', 'tsx', holder, dir, mode], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => out.includes('\n') && resolve(out.split('\n')[0]!));
    void exited.then(() => (out.includes('\n') ? resolve(out.split('\n')[0]!) : reject(new Error('no output'))));
  });
  return { child, firstLine, exited, end: () => child.stdin.end() };
}

describe('the embedded data directory is one process’s', () => {
  it('when a second process opens a directory another process holds, then it is refused, told the directory is in use and to use PostgreSQL', async () => {
    const dir = dataDir();
    const first = run(dir, 'hold');
    expect(await first.firstLine).toBe('locked');
    const second = run(dir, 'try');
    const refusal = await second.firstLine;
    expect(await second.exited).toBe(1);
    expect(refusal).toContain(inUse(dir));
    expect(refusal).toContain(`process ${first.child.pid} on ${os.hostname()}`);
    expect(refusal).toContain(usePostgres);
    // Once the first lets go, the directory is free again.
    first.end();
    expect(await first.exited).toBe(0);
    expect(existsSync(lockFile(dir))).toBe(false);
    const third = run(dir, 'try');
    expect(await third.firstLine).toBe('locked');
    expect(await third.exited).toBe(0);
  });

  it('when the server opens its database on a directory another process holds, then it is refused before any database file is made', async () => {
    const dir = dataDir();
    const first = run(dir, 'hold');
    expect(await first.firstLine).toBe('locked');
    await expect(openDatabase({ dataDir: dir, databaseUrl: undefined })).rejects.toBeInstanceOf(DataDirInUseError);
    expect(existsSync(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(false);
    first.end();
    await first.exited;
  });

  it('when `npm run db:migrate` runs on a directory a server holds, then it says so in one line and exits 1', async () => {
    const dir = dataDir();
    const first = run(dir, 'hold');
    expect(await first.firstLine).toBe('locked');
    const migrate = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/db/migrate-cli.ts')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    migrate.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    migrate.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => migrate.once('exit', (c) => resolve(c)));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(inUse(dir));
    expect(stderr).toContain(usePostgres);
    expect(stdout).toBe('');
    expect(existsSync(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(false);
    first.end();
    await first.exited;
  });

  it('when the process holding the lock died without letting go, then the next process takes it over', async () => {
    const dir = dataDir();
    const dead = run(dir, 'die');
    expect(await dead.firstLine).toBe('locked');
    await dead.exited;
    expect(readFileSync(lockFile(dir), 'utf8')).toContain(`${dead.child.pid} `);
    const lock = lockDataDir(dir);
    releases.push(lock.release);
    expect(readFileSync(lockFile(dir), 'utf8').trim()).toBe(`${process.pid} ${os.hostname()}`);
  });

  it('when this process opens a directory it already holds, then it is refused; a lock naming its pid from a previous life is taken over', () => {
    const dir = dataDir();
    // A container starts the server as the same pid every time: the lock file of the previous life names it.
    writeFileSync(lockFile(dir), `${process.pid} ${os.hostname()}\n`);
    const lock = lockDataDir(dir);
    releases.push(lock.release);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  });

  it('when the lock names another host, then it is refused while its owner marks it and taken over once the mark is stale', () => {
    const dir = dataDir();
    writeFileSync(lockFile(dir), '1 another-host\n');
    expect(() => lockDataDir(dir)).toThrow(/process 1 on another-host/);
    const old = new Date(Date.now() - LOCK_STALE_MS - 1_000);
    utimesSync(lockFile(dir), old, old);
    const lock = lockDataDir(dir);
    releases.push(lock.release);
    expect(readFileSync(lockFile(dir), 'utf8')).toContain(os.hostname());
  });
});
