import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { statsContract } from './stats.contract';

/** The dashboard's stats strip. */
export function createStatsRouter(deps: AppDeps): Router {
  const api = apiRouter(statsContract);

  api.get('/api/stats', 'user', async (req, res) => {
    res.json(await deps.stats.forUser(currentUser(req).id));
  });

  return api.router;
}
