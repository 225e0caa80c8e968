/**
 * Diagnostic aid (not a bench: no index.ts): the statements each step of the mixed load sends to the database. Runs
 * the server in this process on a fresh PGlite (or BENCH_DATABASE_URL), seeds users as the API bench does, then sends
 * each step of the load once per user, one request at a time, counting the statements drizzle sees per request
 * (cache hits included: the second and later users find what the first left), and the CPU time of the process per
 * request (server and client together). `STATEMENTS_VERBOSE=1` prints the statements.
 * `node --import tsx bench/api/statements.ts [users]`.
 */
import type { AddressInfo } from 'node:net';
import { createApp, type AppLocals } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase, writeGenerationOf } from '../../server/src/db/client';
import { migrateDatabase } from '../../server/src/db/migrate';
import { buildDeps } from '../../server/src/deps';
import { setLogLevel } from '../../server/src/logger';
import { tempDataDir } from '../lib/app-process';
import { mixedSteps, mixedTabs, mixedUsers, sendStep } from './mixed';
import { ADMIN_EMAIL, onboardedUsers, operatorCookie } from './seed';

const userCount = Number(process.argv[2] ?? 3);
const verbose = process.env.STATEMENTS_VERBOSE === '1';
const data = tempDataDir();
const config = loadConfig({
  ...process.env,
  DATA_DIR: data.dir,
  ADMIN_EMAILS: ADMIN_EMAIL,
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  OPENAI_API_KEY: '',
  LOG_LEVEL: 'warn',
});
setLogLevel('warn');
const database = await openDatabase(config);
await migrateDatabase(database);
const deps = buildDeps(config, database.db);
const app = createApp(deps);
const server = app.listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
if (config.discoveryEnabled) {
  await deps.discovery.start();
  await deps.discovery.scheduleStartupIngest();
}
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const seen: string[] = [];
const generation = writeGenerationOf(database.db)!;
const note = generation.noteStatement.bind(generation);
generation.noteStatement = (text: string) => {
  seen.push(text);
  note(text);
};

try {
  const operator = await operatorCookie(base);
  const users = await onboardedUsers(base, operator, userCount);
  await new Promise((r) => setTimeout(r, 3000));
  const tabs = mixedTabs(await mixedUsers(base, users), users.length);
  const steps = mixedSteps();
  const counts = new Map<string, number[]>();
  // CPU of this whole process per request: the server's work plus this client's (about the same for every step).
  const cpuMs = new Map<string, number[]>();
  // Two rounds: the second shows the steady state (the first fills caches).
  for (let round = 0; round < 2; round += 1)
    for (const step of steps)
      for (const tab of tabs) {
        seen.length = 0;
        const cpu = process.cpuUsage();
        const answer = await sendStep(new URL(base), undefined, tab, step);
        const used = process.cpuUsage(cpu);
        step.then?.(tab, answer);
        if (round === 1) {
          (counts.get(step.name) ?? counts.set(step.name, []).get(step.name)!).push(seen.length);
          (cpuMs.get(step.name) ?? cpuMs.set(step.name, []).get(step.name)!).push((used.user + used.system) / 1000);
        }
        if (verbose && round === 1) process.stdout.write(`${step.name} ${answer.status}\n  ${seen.join('\n  ')}\n`);
      }
  let total = 0;
  let n = 0;
  for (const [name, list] of counts) {
    total += list.reduce((a, b) => a + b, 0);
    n += list.length;
    const cpu = cpuMs.get(name)!;
    const meanCpu = cpu.reduce((a, b) => a + b, 0) / cpu.length;
    process.stdout.write(`${name.padEnd(31)} ${list.join(' ').padEnd(12)} CPU ${meanCpu.toFixed(2)} ms\n`);
  }
  process.stdout.write(`statements per request: ${(total / n).toFixed(2)}\n`);
} finally {
  await deps.discovery.stop(5000);
  (app.locals as AppLocals).sessionStore.close();
  server.close();
  await database.close();
  data.remove();
}
