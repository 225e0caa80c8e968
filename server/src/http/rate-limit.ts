import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { RateLimitRule } from '../config';
import { currentUserId } from './guards';

function limiter(rule: RateLimitRule, message: string, key: (req: Request) => string): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: key,
    handler: (_req, res) => {
      res.status(429).json({ message });
    },
  });
}

const ipKey = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

/** Sign-in and registration attempts per client address (shared budget), against password guessing. */
export function createAuthRateLimit(rule: RateLimitRule): RequestHandler {
  return limiter(rule, 'Too many sign-in attempts. Please wait a minute and try again.', ipKey);
}

/** AI calls per signed-in user (per address when signed out), because each one costs money and time. */
export function createAiRateLimit(rule: RateLimitRule): RequestHandler {
  return limiter(rule, 'Too many AI requests. Please wait a minute and try again.', (req) => {
    const userId = currentUserId(req);
    return userId ? `user:${userId}` : `ip:${ipKey(req)}`;
  });
}
