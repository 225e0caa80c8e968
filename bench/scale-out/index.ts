/**
 * Scale-out bench: the dashboard's calls (the six GETs a signed-in dashboard makes, in turn on every connection) under
 * 50 connections against one server process, then against three processes on the same PostgreSQL server (the
 * connections split across them, figures summed). Sessions are shared (one SESSION_SECRET, sessions in the
 * database), so one user's cookie serves on all three. No budget on throughput: on a machine of few cores the three
 * processes share the same CPUs with PostgreSQL and the load generator, so the figure says what scaling out buys
 * here; errors must be 0.
 */
import { loadavg } from 'node:os';
import { startApp, tempDataDir, type RunningApp } from '../lib/app-process';
import { ensureBuilt } from '../lib/build';
import { startPostgres } from '../lib/postgres';
import { reportFigure } from '../lib/report';
import { CONNECTIONS, DURATION_S, load, waitForIdle, warmUp, type AutocannonRequest, type LoadFigures } from '../api/load';
import { ADMIN_EMAIL, onboardedUsers, operatorCookie } from '../api/seed';

const ROUTES = ['/api/auth/user', '/api/stats', '/api/trends', '/api/keywords', '/api/company-profile', '/api/story-angles'];
const SECRET = 'scale-out-bench-session-secret-0123456789abcdef';

const line = (s: string) => process.stdout.write(`${s}\n`);
let ok = true;

/** Every connection asks the dashboard's routes in turn, as the page does. */
const dashboard = (cookie: string): AutocannonRequest[] => ROUTES.map((path) => ({ method: 'GET', path, headers: { Cookie: cookie } }));

/** The load split over `apps` (connections shared out), run at once; throughput summed, the worst p99 kept. */
async function measure(apps: RunningApp[], cookie: string): Promise<LoadFigures> {
  // Compiled hot paths and query plans in every process first, as the API bench does.
  for (const app of apps) for (const route of ROUTES) await warmUp(`${app.url}${route}`, { Cookie: cookie });
  for (const app of apps) await waitForIdle(app.child.pid);
  const share = Math.floor(CONNECTIONS / apps.length);
  const runs = await Promise.all(
    apps.map((app, i) => load({ url: app.url, requests: dashboard(cookie), pid: app.child.pid, connections: i === 0 ? CONNECTIONS - share * (apps.length - 1) : share })),
  );
  return {
    rps: runs.reduce((n, r) => n + r.rps, 0),
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    max: Math.max(...runs.map((r) => r.max)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    total: runs.reduce((n, r) => n + r.total, 0),
    statusCodes: {},
  };
}

function report(processes: number, f: LoadFigures): void {
  const clean = f.errors === 0 && f.non2xx === 0;
  ok &&= clean;
  line(`  ${processes} process${processes > 1 ? 'es' : ''}: ${f.rps} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  errors ${f.errors}  non-2xx ${f.non2xx}`);
  reportFigure({ name: `scale-out.dashboard.${processes}p.rps`, value: f.rps, unit: 'req/s', ok: true });
  reportFigure({ name: `scale-out.dashboard.${processes}p.p99`, value: f.p99, unit: 'ms', ok: true });
  reportFigure({ name: `scale-out.dashboard.${processes}p.errors`, value: f.errors + f.non2xx, unit: 'n', budget: '= 0', ok: clean });
}

async function main(): Promise<void> {
  ensureBuilt();
  const pg = await startPostgres();
  if (!pg) {
    line('  no PostgreSQL server (set BENCH_DATABASE_URL, or install PostgreSQL): not measured');
    process.exitCode = 1;
    return;
  }
  line(`Dashboard calls under ${CONNECTIONS} connections, ${DURATION_S} s (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  const dirs = [tempDataDir(), tempDataDir(), tempDataDir()];
  const env = { DATABASE_URL: pg.url, SESSION_SECRET: SECRET, ADMIN_EMAILS: ADMIN_EMAIL, AUTH_RATE_LIMIT_PER_MINUTE: '10000', LOG_LEVEL: 'warn' };
  const apps: RunningApp[] = [];
  try {
    apps.push(await startApp({ env: { ...env, DATA_DIR: dirs[0]!.dir }, timeoutMs: 300_000 }));
    const first = apps[0]!;
    const users = await onboardedUsers(first.url, await operatorCookie(first.url), 3);
    const cookie = users[0]!.cookie;
    report(1, await measure([first], cookie));
    // Two more on the same database; the schedule stays with the first, as any of them may hold it.
    for (const dir of dirs.slice(1)) apps.push(await startApp({ env: { ...env, DATA_DIR: dir.dir, DISCOVERY_ENABLED: 'false' }, timeoutMs: 300_000 }));
    report(3, await measure(apps, cookie));
  } finally {
    for (const app of apps) await app.stop();
    for (const dir of dirs) dir.remove();
    pg.stop();
  }
  if (!ok) process.exitCode = 1;
}

await main();
