import { afterAll } from 'vitest';
import { setLogLevel } from '../src/logger';

// Runs before every server test file; kept small (the app helpers load only in files that use them).
process.env.NODE_ENV = 'test';
// The process-wide logger (used where no request logger exists, e.g. pool errors) stays quiet in tests
// unless LOG_LEVEL asks otherwise.
setLogLevel(process.env.LOG_LEVEL ?? 'silent');

afterAll(async () => {
  // Close any test app a file left open (its listening server, session timer and database).
  const closeAll = (globalThis as Record<symbol, unknown>)[Symbol.for('newsjack.test.closeAll')] as
    (() => Promise<void>) | undefined;
  await closeAll?.();
});
