/**
 * API bench: the dashboard's calls under 50 connections (autocannon, on this machine, server as a child process),
 * on PGlite and on a PostgreSQL server started here, each beside a bare Express endpoint measured in the same run
 * (the ceiling). The database is seeded through the API: onboarded users and the start-up demo discovery cycle.
 *
 * Budgets per call and database: p99 ≤ 100 ms, no errors or non-2xx answers, throughput ≥ 25% of the bare
 * endpoint's. A mixed load of 50 connections spread over several users (reads plus writes: profile PATCH, keyword
 * add and delete, saving and unsaving a trend): p99 ≤ 250 ms, no errors. Also on PGlite: the server's RSS after
 * start, one onboarding and the demo cycle ≤ 350 MB.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startApp, tempDataDir, type RunningApp } from '../lib/app-process';
import { ensureBuilt } from '../lib/build';
import { startPostgres } from '../lib/postgres';
import { reportFigure } from '../lib/report';
import { CONNECTIONS, DURATION_S, load, waitForIdle, warmUp, type LoadFigures } from './load';
import { formatSteps, MIXED_USERS, mixedLoad, mixedUsers } from './mixed';
import { ADMIN_EMAIL, onboardedUser, operatorCookie, waitForDiscovery, type BenchUser } from './seed';

const P99_BUDGET_MS = 100;
const MIXED_P99_BUDGET_MS = 250;
const SHARE_BUDGET = 0.25;
const RSS_BUDGET_MB = 350;
const ROUTES = [
  '/api/auth/user',
  '/api/stats',
  '/api/trends',
  '/api/keywords',
  '/api/company-profile',
  '/api/story-angles',
];

let ok = true;
const figure = (name: string, value: number, unit: string, budget?: string, met = true) => {
  if (budget) ok &&= met;
  reportFigure({ name, value, unit, ...(budget ? { budget } : {}), ok: met });
};
const line = (s: string) => process.stdout.write(`${s}\n`);

/** The bare Express endpoint in its own process; resolves with its URL and a stopper. */
async function startBare(): Promise<{ url: string; pid: number | undefined; stop: () => void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bare-server.ts', import.meta.url))],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<string>((resolve) =>
    child.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim())),
  );
  return { url: `http://127.0.0.1:${port}/bare`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

export function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const fmtLoad = (f: LoadFigures) =>
  `${String(f.rps).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(5)} ms  errors ${f.errors}  non-2xx ${f.non2xx}` +
  `${f.cpuMsPerRequest !== undefined ? `  server CPU ${f.cpuMsPerRequest} ms/req` : ''}${f.non2xx > 0 ? `  statuses ${JSON.stringify(f.statusCodes)}` : ''}`;

async function measureDatabase(
  kind: 'pglite' | 'postgres',
  app: RunningApp,
  bare: { url: string; pid: number | undefined },
): Promise<void> {
  const base = app.url;
  const operator = await operatorCookie(base);
  const users: BenchUser[] = [];
  users.push(await onboardedUser(base, 'bench-0@newsjack.test', 0));
  await waitForDiscovery(base, operator);
  await waitForIdle(app.child.pid);
  if (kind === 'pglite') {
    const rss = rssMb(app.child.pid);
    line(
      `  ${kind}: server RSS after start, one onboarding and the demo cycle: ${rss} MB (budget <= ${RSS_BUDGET_MB})`,
    );
    figure(`api.${kind}.rss.after-onboarding`, rss, 'MB', `<= ${RSS_BUDGET_MB}`, rss <= RSS_BUDGET_MB);
  }
  for (let i = 1; i < MIXED_USERS; i += 1) users.push(await onboardedUser(base, `bench-${i}@newsjack.test`, i));
  await waitForDiscovery(base, operator);
  await waitForIdle(app.child.pid);
  const main = users[0]!;
  const headers = { Cookie: main.cookie };

  // The ceiling is measured right before each call: on a shared machine the neighbours' load moves by the minute.
  const ceilings: LoadFigures[] = [];
  for (const route of ROUTES) {
    const ceiling = await load({ url: bare.url, pid: bare.pid });
    ceilings.push(ceiling);
    line(`  ${kind}: bare Express endpoint (ceiling)  ${fmtLoad(ceiling)}`);
    await warmUp(`${base}${route}`, headers);
    const f = await load({ url: `${base}${route}`, headers, pid: app.child.pid });
    const share = f.rps / ceiling.rps;
    const met = { p99: f.p99 <= P99_BUDGET_MS, clean: f.errors === 0 && f.non2xx === 0, share: share >= SHARE_BUDGET };
    line(
      `  ${kind}: GET ${route.padEnd(22)} ${fmtLoad(f)}  ${(share * 100).toFixed(0)}% of bare ${met.p99 && met.clean && met.share ? 'met' : 'NOT met'}`,
    );
    const name = `api.${kind}.${route.replace('/api/', '').replace('/', '-')}`;
    figure(`${name}.p99`, f.p99, 'ms', `<= ${P99_BUDGET_MS} (bare ${ceiling.p99})`, met.p99);
    figure(
      `${name}.rps`,
      f.rps,
      'req/s',
      `>= 25% of bare ${ceiling.rps} (${Math.ceil(ceiling.rps * SHARE_BUDGET)})`,
      met.share,
    );
    figure(`${name}.errors`, f.errors + f.non2xx, 'n', '= 0', met.clean);
    if (f.cpuMsPerRequest !== undefined) figure(`${name}.cpu-per-request`, f.cpuMsPerRequest, 'ms');
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  figure(`api.${kind}.bare.rps`, median(ceilings.map((c) => c.rps)), 'req/s');
  figure(`api.${kind}.bare.p99`, median(ceilings.map((c) => c.p99)), 'ms');
  const bareCpu = ceilings.map((c) => c.cpuMsPerRequest).filter((v): v is number => v !== undefined);
  if (bareCpu.length > 0) figure(`api.${kind}.bare.cpu-per-request`, median(bareCpu), 'ms');

  // Each connection is one user's tab (round robin over the users), saving its own trend: see mixed.ts.
  const mixed = await mixedLoad(base, await mixedUsers(base, users), app.child.pid);
  const clean = mixed.errors === 0 && mixed.non2xx === 0;
  const met = mixed.p99 <= MIXED_P99_BUDGET_MS && clean;
  line(
    `  ${kind}: mixed read/write, ${CONNECTIONS} connections over ${users.length} users ${String(mixed.rps).padStart(6)} req/s  p50 ${mixed.p50} ms  p99 ${mixed.p99} ms  errors ${mixed.errors}  non-2xx ${mixed.non2xx}` +
      `${mixed.cpuMsPerRequest !== undefined ? `  server CPU ${mixed.cpuMsPerRequest} ms/req` : ''} ${met ? 'met' : 'NOT met'}`,
  );
  line(
    `  ${kind}:   connect (first answer on each new connection): median ${mixed.connectP50} ms, max ${mixed.connectMax} ms`,
  );
  for (const step of formatSteps(mixed.steps)) line(`  ${kind}:   ${step}`);
  figure(`api.${kind}.mixed.p99`, mixed.p99, 'ms', `<= ${MIXED_P99_BUDGET_MS}`, mixed.p99 <= MIXED_P99_BUDGET_MS);
  figure(`api.${kind}.mixed.rps`, mixed.rps, 'req/s');
  figure(`api.${kind}.mixed.errors`, mixed.errors + mixed.non2xx, 'n', '= 0', clean);
  figure(`api.${kind}.mixed.connect-max`, mixed.connectMax, 'ms');
  if (mixed.cpuMsPerRequest !== undefined) figure(`api.${kind}.mixed.cpu-per-request`, mixed.cpuMsPerRequest, 'ms');
  if (kind === 'pglite') figure(`api.${kind}.rss.after-load`, rssMb(app.child.pid), 'MB');
}

async function main(): Promise<void> {
  ensureBuilt();
  line(
    `API under ${CONNECTIONS} connections, ${DURATION_S} s per call (load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  const bare = await startBare();
  const env = { ADMIN_EMAILS: ADMIN_EMAIL, AUTH_RATE_LIMIT_PER_MINUTE: '10000', LOG_LEVEL: 'warn' };
  // BENCH_API_DATABASES=postgres (or pglite) measures one database only: for A/B runs of a change to one of them.
  const only = process.env.BENCH_API_DATABASES?.split(',');
  const wanted = (kind: 'pglite' | 'postgres') => !only || only.includes(kind);
  try {
    if (wanted('pglite')) {
      const data = tempDataDir();
      const app = await startApp({ env: { ...env, DATA_DIR: data.dir }, timeoutMs: 300_000 });
      try {
        await measureDatabase('pglite', app, bare);
      } finally {
        await app.stop();
        data.remove();
      }
    }
    const pg = wanted('postgres') ? await startPostgres() : undefined;
    if (!wanted('postgres')) {
      // Not asked for.
    } else if (!pg) {
      line('  postgres: no server (set BENCH_DATABASE_URL, or install PostgreSQL): not measured');
      ok = false;
    } else {
      const pgData = tempDataDir();
      try {
        const pgApp = await startApp({
          env: { ...env, DATA_DIR: pgData.dir, DATABASE_URL: pg.url },
          timeoutMs: 300_000,
        });
        try {
          await measureDatabase('postgres', pgApp, bare);
        } finally {
          await pgApp.stop();
        }
      } finally {
        pgData.remove();
        pg.stop();
      }
    }
  } finally {
    bare.stop();
  }
  if (!ok) process.exitCode = 1;
}

await main();
