import { INVALID_ID_MESSAGE, trendsQuerySchema } from '@newsjack/shared';
import type { Request, RequestHandler, Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { currentUser, currentUserId } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { trendsContract } from './trends.contract';
import { parseParams, parseQuery } from '../../http/validate';
import { createTrendsRefreshService } from './trends-refresh.service';

export const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, INVALID_ID_MESSAGE)
    .transform(Number),
});

/** A refresh runs a whole discovery cycle (many feeds, an AI batch), so it gets a budget well under the AI one. */
export const REFRESH_RATE_LIMIT = { windowMs: 60_000, max: 3 } as const;
export const REFRESH_RATE_LIMIT_MESSAGE =
  'Trends were refreshed several times in the last minute. Please wait a minute and try again.';

function refreshRateLimit(): RequestHandler {
  return rateLimit({
    windowMs: REFRESH_RATE_LIMIT.windowMs,
    limit: REFRESH_RATE_LIMIT.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // The route is 'user', so the guard has run and there is always a user id here.
    keyGenerator: (req: Request) => `refresh:${currentUserId(req) ?? 'anonymous'}`,
    handler: (_req, res) => {
      res.status(429).json({ message: REFRESH_RATE_LIMIT_MESSAGE });
    },
  });
}

/** Trends of the active company (list, explanation) and an on-demand personal discovery cycle. */
export function createTrendsRouter(deps: AppDeps): Router {
  const { trends } = deps;
  const refresher = createTrendsRefreshService(deps);
  const api = apiRouter(trendsContract);

  api.get('/api/trends', 'user', async (req, res) => {
    const query = parseQuery(trendsQuerySchema, req.query);
    res.json(await trends.list(currentUser(req).id, query));
  });

  // Answers from the stored explanation; the AI engine runs only for a trend the company has none for yet.
  api.get('/api/trends/:id/explanation', 'user', deps.aiRateLimit, async (req, res) => {
    const { id } = parseParams(idParams, req.params);
    res.json(await trends.explanation(currentUser(req).id, id));
  });

  api.post('/api/trends/refresh', 'user', deps.aiRateLimit, refreshRateLimit(), async (req, res) => {
    res.json(await refresher.refresh(currentUser(req).id));
  });

  return api.router;
}
