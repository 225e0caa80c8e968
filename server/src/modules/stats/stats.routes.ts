import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { statsContract } from './stats.contract';
import { createStatsService } from './stats.service';

/** The dashboard's stats strip. */
export function createStatsRouter(deps: AppDeps): Router {
  const stats = createStatsService(deps);
  const api = apiRouter(statsContract);

  api.get('/api/stats', 'user', async (req, res) => {
    res.json(await stats.forUser(currentUser(req).id));
  });

  return api.router;
}
