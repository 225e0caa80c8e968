/**
 * Start-up bench: from spawning `node server/dist/index.js` (what `npm start` runs once the build is current) to
 * the first `/readyz` 200, on PGlite and on a PostgreSQL server. The budgeted figure is the median of several
 * restarts on an existing, migrated database (a deploy or a restart); the very first start, which creates and
 * migrates the database, is printed beside it without a budget.
 * Budgets: PGlite < 3000 ms, PostgreSQL < 1500 ms. Wall time on a shared machine also measures the neighbours,
 * so the load average is printed with the figures.
 */
import { loadavg } from 'node:os';
import { startApp, tempDataDir } from '../lib/app-process';
import { ensureBuilt } from '../lib/build';
import { startPostgres } from '../lib/postgres';
import { reportFigure } from '../lib/report';

const RESTARTS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const BUDGET_MS = { pglite: 3000, postgres: 1500 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function measure(kind: 'pglite' | 'postgres', env: Record<string, string>): Promise<boolean> {
  const first = await startApp({ env });
  await first.stop();
  const restarts: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RESTARTS; i += 1) {
    const app = await startApp({ env });
    restarts.push(app.readyMs);
    if (app.readyCpuMs !== undefined) cpu.push(app.readyCpuMs);
    await app.stop();
  }
  const value = Math.round(median(restarts));
  const ok = value < BUDGET_MS[kind];
  process.stdout.write(
    `  ${kind.padEnd(8)} first start ${Math.round(first.readyMs)} ms; restarts ${restarts.map(Math.round).join(', ')} ms → median ${value} ms ` +
      `(budget < ${BUDGET_MS[kind]}) ${ok ? 'met' : 'NOT met'}\n`,
  );
  reportFigure({ name: `startup.${kind}.ready`, value, unit: 'ms', budget: `< ${BUDGET_MS[kind]}`, ok });
  reportFigure({ name: `startup.${kind}.first-start`, value: Math.round(first.readyMs), unit: 'ms', ok: true });
  if (cpu.length > 0) {
    process.stdout.write(`  ${kind.padEnd(8)} CPU time to ready (median): ${Math.round(median(cpu))} ms\n`);
    reportFigure({ name: `startup.${kind}.ready-cpu`, value: Math.round(median(cpu)), unit: 'ms', ok: true });
  }
  return ok;
}

async function main(): Promise<void> {
  ensureBuilt();
  process.stdout.write(
    `start → /readyz 200 of the compiled server (load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})\n`,
  );
  let ok = true;
  const data = tempDataDir();
  try {
    ok = (await measure('pglite', { DATA_DIR: data.dir })) && ok;
  } finally {
    data.remove();
  }
  const pg = await startPostgres();
  if (!pg) {
    process.stdout.write('  postgres: no server (set BENCH_DATABASE_URL, or install PostgreSQL): not measured\n');
  } else {
    const pgData = tempDataDir();
    try {
      ok = (await measure('postgres', { DATA_DIR: pgData.dir, DATABASE_URL: pg.url })) && ok;
    } finally {
      pgData.remove();
      pg.stop();
    }
  }
  if (!ok) process.exitCode = 1;
}

await main();
