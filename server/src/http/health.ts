import { sql } from 'drizzle-orm';
import type { Router } from 'express';
import type { Db } from '../db/client';
import { DATABASE_RETRY_AFTER_SECONDS } from './error-handler';
import { healthContract } from './health.contract';
import { apiRouter } from './router';

const READY_TIMEOUT_MS = 2000;

/** Answers within READY_TIMEOUT_MS or rejects, so a hung database makes /readyz fail instead of hang. */
async function ping(db: Db): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** GET /healthz: the process is up. GET /readyz: the database answers `select 1` (else 503). */
export function createHealthRouter(deps: { db: Db }): Router {
  const api = apiRouter(healthContract);
  api.get('/healthz', 'public', (_req, res) => {
    res.json({ status: 'ok' });
  });
  api.get('/readyz', 'public', async (req, res) => {
    try {
      await ping(deps.db);
      res.json({ status: 'ready' });
    } catch (err) {
      req.log?.warn({ err }, 'readiness check failed');
      res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      res.status(503).json({ message: 'Database unavailable' });
    }
  });
  return api.router;
}
