/**
 * A PostgreSQL server for a bench: BENCH_DATABASE_URL when given, else a throwaway server started the way .ci/run
 * starts one (initdb and pg_ctl as the postgres user, 127.0.0.1 only, removed afterwards), else none.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './app-process';

export interface Postgres {
  url: string;
  stop: () => void;
}

function pgBin(): string | undefined {
  for (const dir of ['/usr/local/bin', '/usr/bin']) if (existsSync(path.join(dir, 'initdb'))) return dir;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(base, v, 'bin')).find((d) => existsSync(path.join(d, 'initdb')));
}

export async function startPostgres(): Promise<Postgres | undefined> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => undefined };
  const bin = pgBin();
  if (!bin) return undefined;
  const dir = mkdtempSync('/tmp/newsjack-bench-pg-');
  const root = process.getuid?.() === 0;
  // initdb refuses to run as root: the folder belongs to the postgres user and the commands run as it.
  const run = (cmd: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'ignore' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'ignore' });
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust']);
  run('pg_ctl', [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
