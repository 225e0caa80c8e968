import type { RequestHandler } from 'express';
import type { Config } from './config';
import type { Db } from './db/client';
import { createAiRateLimit, createAuthRateLimit } from './http/rate-limit';
import { logger as rootLogger, type Logger } from './logger';
import { createCreditsService, type CreditsService } from './modules/credits/credits.service';
import { createUsersService, type UsersService } from './modules/users/users.service';

/**
 * Everything routes and services need, built once per app. Tests build it with `buildDeps` and replace any
 * entry (`createTestApp({ deps: { … } })`).
 *
 * Extension point: an engine or module service that routes need (ai, discovery, companies, …) gets a field
 * here and one line in `buildDeps`; its routes read it from `deps`. Keep entries to services and engines —
 * request-scoped state belongs on the request.
 */
export type AppDeps = {
  config: Config;
  db: Db;
  logger: Logger;
  /** The clock every rule reads (credit resets, expiries), so tests can move time. */
  now: () => Date;
  users: UsersService;
  credits: CreditsService;
  /** Per-address budget for /api/auth/login and /api/auth/register. */
  authRateLimit: RequestHandler;
  /** Per-user budget for AI routes: `api.post(path, 'user', deps.aiRateLimit, handler)`. */
  aiRateLimit: RequestHandler;
};

export function buildDeps(config: Config, db: Db, overrides: Partial<AppDeps> = {}): AppDeps {
  const now = overrides.now ?? (() => new Date());
  const logger = overrides.logger ?? rootLogger;
  return {
    config,
    db,
    logger,
    now,
    users: createUsersService({ db, config }),
    credits: createCreditsService({ db, now }),
    authRateLimit: createAuthRateLimit(config.rateLimits.auth),
    aiRateLimit: createAiRateLimit(config.rateLimits.ai),
    ...overrides,
  };
}
