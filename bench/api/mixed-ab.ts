/**
 * A/B aid for the mixed load (not a bench: no index.ts). Starts each given compiled server (`server/dist/index.js`
 * of this checkout and of another build, e.g. main's) on PGlite, seeds each as the API bench does (MIXED_USERS
 * onboarded users), then runs the mixed load on them in turn, `rounds` times (A, B, A, B, …): on a shared machine
 * interleaved runs see the same neighbours. Prints p99, throughput and the server's CPU time per request per run.
 * `node --import tsx bench/api/mixed-ab.ts <rounds> <server.js> [<server.js> …]`.
 */
import { startApp, tempDataDir, type RunningApp } from '../lib/app-process';
import { ensureBuilt } from '../lib/build';
import { waitForIdle } from './load';
import { formatSteps, MIXED_USERS, mixedLoad, mixedUsers, type MixedUser } from './mixed';
import { ADMIN_EMAIL, onboardedUsers, operatorCookie } from './seed';

const [roundsArg = '3', ...servers] = process.argv.slice(2);
const rounds = Number(roundsArg);
const line = (s: string) => process.stdout.write(`${s}\n`);

type Subject = { server: string; app: RunningApp; users: MixedUser[]; remove: () => void };
const subjects: Subject[] = [];
// This checkout's build is brought up to date; another checkout's is taken as it is.
ensureBuilt();
try {
  for (const server of servers) {
    const data = tempDataDir();
    const app = await startApp({
      args: [server],
      env: { DATA_DIR: data.dir, ADMIN_EMAILS: ADMIN_EMAIL, AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
      timeoutMs: 300_000,
    });
    subjects.push({ server, app, users: [], remove: data.remove });
    const operator = await operatorCookie(app.url);
    const users = await onboardedUsers(app.url, operator, MIXED_USERS);
    await waitForIdle(app.child.pid);
    subjects.at(-1)!.users = await mixedUsers(app.url, users);
    line(`${server}: seeded ${users.length} users`);
  }
  for (let round = 0; round < rounds; round += 1)
    for (const s of subjects) {
      await waitForIdle(s.app.child.pid);
      const { steps, ...f } = await mixedLoad(s.app.url, s.users, s.app.child.pid);
      line(
        `${s.server} round ${round + 1}: ${f.rps} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  max ${f.max} ms  errors ${f.errors}  non-2xx ${f.non2xx}  CPU ${f.cpuMsPerRequest} ms/req`,
      );
      if (process.env.MIXED_AB_STEPS === '1') for (const step of formatSteps(steps)) line(`    ${step}`);
    }
} finally {
  for (const s of subjects) {
    await s.app.stop();
    s.remove();
  }
}
