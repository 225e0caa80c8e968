import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { RateLimitRule } from '../config';
import type { Db } from '../db/client';
import { currentUserId } from './guards';
import { DbRateLimitStore } from './rate-limit-store';

export const AUTH_RATE_LIMIT_MESSAGE = 'Too many sign-in attempts. Please wait a minute and try again.';
export const AI_RATE_LIMIT_MESSAGE = 'Too many AI requests. Please wait a minute and try again.';
export const REFRESH_RATE_LIMIT_MESSAGE =
  'Trends were refreshed several times in the last minute. Please wait a minute and try again.';

/** Who a budget belongs to: the client address, or the signed-in user (the address when signed out). */
export type RateLimitKey = 'address' | 'user';

const ipKey = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

/**
 * The one rate-limit builder: a rule from config (`config.rateLimits.*`), the 429 message the client shows, and
 * whose budget it is. `name` keeps budgets apart when two limiters key by the same user. The counters live in `db`
 * (rate-limit-store.ts), so every server process on that database draws on the same budget.
 */
export function createRateLimit(
  name: string,
  rule: RateLimitRule,
  message: string,
  keyBy: RateLimitKey,
  db: Db,
): RequestHandler {
  return rateLimit({
    store: new DbRateLimitStore(db, name),
    windowMs: rule.windowMs,
    limit: rule.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req: Request) => {
      const userId = keyBy === 'user' ? currentUserId(req) : undefined;
      return userId ? `${name}:user:${userId}` : `${name}:ip:${ipKey(req)}`;
    },
    handler: (_req, res) => {
      res.status(429).json({ message });
    },
  });
}
