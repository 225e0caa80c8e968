import type { AddressInfo } from 'node:net';
import { createApp, type AppLocals } from './app';
import { loadConfigOrExit } from './config';
import { migrateDatabase } from './db/migrate';
import { openDatabaseOrExit } from './db/open-or-exit';
import { buildDeps } from './deps';
import { limitHeapGrowth } from './heap-growth';
import { logger, setLogLevel } from './logger';
import { warmTagger } from './text/nlp';
import { portInUseMessage, portIsFree } from './http/port-check';

const SHUTDOWN_GRACE_MS = 10_000;
/** After a crash the process must go quickly: requests in flight get this long, then it exits anyway. */
const CRASH_GRACE_MS = 3_000;

/** Steps that release what start-up took, registered as each thing is opened, run in reverse on exit. */
const cleanups: Array<{ name: string; run: (graceMs: number) => Promise<void> | void }> = [];

let stopping = false;
/**
 * Stop accepting connections, let requests in flight finish (bounded), stop discovery, close the database, exit.
 * A crash (an unhandled rejection or exception) goes the same way with a shorter grace and exit code 1: the
 * state of the process is unknown, so it leaves rather than serve on, and its supervisor starts a fresh one.
 */
async function shutdown(reason: string, code: number, graceMs: number): Promise<void> {
  if (stopping) {
    // A second crash while closing, or a second Ctrl-C: leave now.
    if (code !== 0) process.exit(code);
    return;
  }
  stopping = true;
  logger.info({ reason }, 'shutting down');
  // Whatever hangs, the process ends: a hard exit after the grace period plus a little for the database.
  setTimeout(() => {
    logger.error({ reason }, 'shutdown did not finish in time; exiting');
    process.exit(code || 1);
  }, graceMs + 2_000).unref();
  for (const step of cleanups.reverse()) {
    try {
      await step.run(graceMs);
    } catch (err) {
      logger.error({ err, step: step.name }, 'shutdown step failed');
    }
  }
  logger.info('stopped');
  process.exit(code);
}

process.on('SIGTERM', () => void shutdown('SIGTERM', 0, SHUTDOWN_GRACE_MS));
process.on('SIGINT', () => void shutdown('SIGINT', 0, SHUTDOWN_GRACE_MS));
process.on('unhandledRejection', (reason) => {
  logger.fatal({ err: reason }, 'unhandled promise rejection');
  void shutdown('unhandledRejection', 1, CRASH_GRACE_MS);
});
process.on('uncaughtException', (err, origin) => {
  logger.fatal({ err, origin }, 'uncaught exception');
  void shutdown('uncaughtException', 1, CRASH_GRACE_MS);
});

// First thing, for every way the server is started: see heap-growth.ts (a discovery cycle's garbage piled up).
limitHeapGrowth();

const config = loadConfigOrExit();
setLogLevel(config.logLevel);

// A taken port is told in one line before anything starts (no database opened, no discovery scheduled).
if (config.port !== 0 && !(await portIsFree(config.port, config.host))) {
  process.stderr.write(`${portInUseMessage(config.port, config.host)}\n`);
  process.exit(1);
}

// A data directory another server holds is told in one line too, before migrations or any background work.
const database = await openDatabaseOrExit(config);
cleanups.push({ name: 'database', run: () => database.close() });
await migrateDatabase(database);
const deps = buildDeps(config, database.db);
// The part-of-speech tagger's model takes 100-200 ms to load, once per process: loaded before the server answers, so
// no request (and no discovery cycle's fact sheets) waits behind it.
warmTagger();
const app = createApp(deps);
cleanups.push({ name: 'sessions', run: () => (app.locals as AppLocals).sessionStore.close() });
cleanups.push({ name: 'discovery', run: (graceMs) => deps.discovery.stop(graceMs) });
cleanups.push({ name: 'clustering worker', run: () => deps.drafts.close() });
// Stopped before the clustering worker and the database (cleanups run in reverse): its handlers use both.
cleanups.push({ name: 'job queue', run: (graceMs) => deps.jobs.stop(graceMs) });

const server = app.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  logger.info({ database: database.kind, auth: config.authProvider }, `Newsjack listening on http://${shown}:${port}`);
});
// Idle keep-alive connections outlive those of the clients and proxies in front (often 60 s): a server closing a
// socket first races a request being sent on it, which the client sees as ECONNRESET (or a proxy as a 502).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on('error', (err: NodeJS.ErrnoException) => {
  // Taken between the check above and here: still one line, not a stack trace.
  if (err.code === 'EADDRINUSE') process.stderr.write(`${portInUseMessage(config.port, config.host)}\n`);
  else logger.fatal({ err }, 'cannot listen');
  void shutdown('listen error', 1, CRASH_GRACE_MS);
});
cleanups.push({
  name: 'http server',
  run: async (graceMs) => {
    if (!server.listening) return;
    // Requests still open after the grace period are cut, so a slow client cannot hold the shutdown.
    const force = setTimeout(() => {
      logger.warn('requests still open after the grace period; closing them');
      server.closeAllConnections();
    }, graceMs);
    force.unref();
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    clearTimeout(force);
  },
});

// Every process works the job queue, whatever DISCOVERY_ENABLED says: onboarding's searches are jobs, and a job
// cut short by another process's crash is finished by whichever process is alive.
// The embedded database is this process's alone (db/open-or-exit.ts): a job it finds running was cut short by this
// server's last stop, and is queued again now rather than when it expires.
await deps.jobs.start({ reclaimActive: database.kind === 'pglite' });
// The periodic maintenance (expired AI cache entries and sessions pruned, and the like) is queued by every process
// that serves the API, not only where discovery runs: each job's own throttle stores it once per period.
await deps.discovery.startPeriodic();

// Discovery starts beside the listening server, never before it: a fresh install's first cycle (the demo corpus)
// runs in the background so trends appear shortly after start while requests are already served.
if (config.discoveryEnabled) {
  await deps.discovery.start();
  await deps.discovery.scheduleStartupIngest();
}
