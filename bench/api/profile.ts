/**
 * Profiling aid (not a bench: no index.ts): starts the compiled server with --cpu-prof on PGlite (or on
 * BENCH_DATABASE_URL), seeds it like the API bench, loads one route (or the mixed load: 'mixed') for a few seconds
 * and stops the server, which writes a .cpuprofile into the given folder.
 * `node --import tsx bench/api/profile.ts <dir> [route]`.
 */
import { compiledServer, startApp, tempDataDir } from '../lib/app-process';
import { ensureBuilt } from '../lib/build';
import { load, warmUp } from './load';
import { formatSteps, MIXED_USERS, mixedLoad, mixedUsers } from './mixed';
import { ADMIN_EMAIL, onboardedUsers, operatorCookie } from './seed';

const [dir = '/tmp', route = '/api/auth/user'] = process.argv.slice(2);
ensureBuilt();
const data = tempDataDir();
const app = await startApp({
  args: ['--cpu-prof', `--cpu-prof-dir=${dir}`, compiledServer],
  env: {
    DATA_DIR: data.dir,
    ADMIN_EMAILS: ADMIN_EMAIL,
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  },
  timeoutMs: 300_000,
});
try {
  const operator = await operatorCookie(app.url);
  // BENCH_PROFILE_USERS: fewer users seed faster; their tabs spread over them (mixed.ts).
  const userCount = route === 'mixed' ? Number(process.env.BENCH_PROFILE_USERS ?? MIXED_USERS) : 1;
  const users = await onboardedUsers(app.url, operator, userCount);
  if (route === 'mixed') {
    const f = await mixedLoad(app.url, await mixedUsers(app.url, users), app.child.pid);
    const { steps, ...figures } = f;
    process.stdout.write(`mixed: ${JSON.stringify(figures)}\n${formatSteps(steps).join('\n')}\n`);
  } else {
    const headers = { Cookie: users[0]!.cookie };
    await warmUp(`${app.url}${route}`, headers);
    const f = await load({ url: `${app.url}${route}`, headers, pid: app.child.pid });
    process.stdout.write(`${route}: ${JSON.stringify(f)}\n`);
  }
} finally {
  await app.stop();
  data.remove();
}
