/**
 * Profiling aid (not a bench: no index.ts): starts the compiled server with --cpu-prof on PGlite (or on
 * BENCH_DATABASE_URL), seeds it like the API bench, loads one route for a few seconds and stops the server, which
 * writes a .cpuprofile into the given folder. `node --import tsx bench/api/profile.ts <dir> [route]`.
 */
import { compiledServer, startApp, tempDataDir } from '../lib/app-process';
import { ensureBuilt } from '../lib/build';
import { load, warmUp } from './load';
import { mixedRequests } from './mixed';
import { ADMIN_EMAIL, onboardedUser, operatorCookie, waitForDiscovery } from './seed';

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
});
try {
  const operator = await operatorCookie(app.url);
  const user = await onboardedUser(app.url, 'bench-0@newsjack.test', 0);
  await waitForDiscovery(app.url, operator);
  const trends = (await (await fetch(`${app.url}/api/trends`, { headers: { Cookie: user.cookie } })).json()) as Array<{
    id: number;
  }>;
  const f =
    route === 'mixed'
      ? await load({
          url: app.url,
          requests: mixedRequests(app.url),
          setupClient: (client) => {
            const iterator = (
              client as unknown as {
                requestIterator: {
                  initialContext: Record<string, unknown>;
                  resetContext: () => void;
                  rebuildRequest: () => void;
                };
              }
            ).requestIterator;
            iterator.initialContext = {
              cookie: user.cookie,
              companyId: user.companyId,
              profile: 'Northwind Payments runs card payments.',
              trendId: trends[0]?.id ?? 1,
            };
            iterator.resetContext();
            iterator.rebuildRequest();
          },
        })
      : (await warmUp(`${app.url}${route}`, { Cookie: user.cookie }),
        await load({ url: `${app.url}${route}`, headers: { Cookie: user.cookie } }));
  process.stdout.write(`${route}: ${JSON.stringify(f)}\n`);
} finally {
  await app.stop();
  data.remove();
}
