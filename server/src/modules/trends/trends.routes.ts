import { idParamSchema, trendsQuerySchema } from '@newsjack/shared';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { trendsContract } from './trends.contract';
import { parseParams, parseQuery } from '../../http/validate';

/** Trends of the active company (list, explanation) and an on-demand personal discovery cycle. */
export function createTrendsRouter(deps: AppDeps): Router {
  const { trends } = deps;
  const api = apiRouter(trendsContract);

  api.get('/api/trends', 'user', async (req, res) => {
    const query = parseQuery(trendsQuerySchema, req.query);
    res.json(await trends.list(currentUser(req).id, query));
  });

  // The guide tells users how often trends refresh: the frequency as configured, not a number written in the client.
  api.get('/api/trends/schedule', 'user', async (_req, res) => {
    res.json({ frequencyMinutes: (await deps.discovery.status()).frequencyMinutes });
  });

  // Answers from the stored explanation; the AI engine runs only for a trend the company has none for yet.
  api.get('/api/trends/:id/explanation', 'user', deps.aiRateLimit, async (req, res) => {
    const { id } = parseParams(idParamSchema, req.params);
    res.json(await trends.explanation(currentUser(req).id, id));
  });

  api.get('/api/trends/:id/fact-sheet', 'user', async (req, res) => {
    const { id } = parseParams(idParamSchema, req.params);
    res.json(await trends.factSheet(currentUser(req).id, id));
  });

  api.post('/api/trends/refresh', 'user', deps.aiRateLimit, deps.refreshRateLimit, async (req, res) => {
    res.json(await deps.trendsRefresh.refresh(currentUser(req).id));
  });

  return api.router;
}
