import type { AddressInfo } from 'node:net';
import { createApp, type AppLocals } from './app';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { buildDeps } from './deps';
import { logger, setLogLevel } from './logger';

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfigOrExit();
setLogLevel(config.logLevel);

const database = await openDatabase(config);
await migrateDatabase(database);
const deps = buildDeps(config, database.db);
const app = createApp(deps);

const server = app.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  logger.info({ database: database.kind, auth: config.authProvider }, `Newsjack listening on http://${shown}:${port}`);
});
server.on('error', (err) => {
  logger.fatal({ err }, 'cannot listen');
  process.exit(1);
});

// Discovery starts beside the listening server, never before it: a fresh install's first cycle (the demo corpus)
// runs in the background so trends appear shortly after start while requests are already served.
if (config.discoveryEnabled) {
  await deps.discovery.start();
  deps.discovery.scheduleStartupIngest();
}

let stopping = false;
/** Stop accepting connections, let requests in flight finish (bounded), then close the database. */
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    logger.warn('requests still open after the grace period; closing them');
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  (app.locals as AppLocals).sessionStore.close();
  await deps.discovery.stop(SHUTDOWN_GRACE_MS);
  await database.close();
  logger.info('stopped');
  process.exit(0);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
