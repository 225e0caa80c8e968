import { unsubscribeBodySchema, updateDigestBodySchema } from '@newsjack/shared';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { parseBody } from '../../http/validate';
import { alertsContract } from './alerts.contract';

/** Trend alerts: the digest setting, and the unsubscribe link's one click (signed out). */
export function createAlertsRouter(deps: AppDeps): Router {
  const api = apiRouter(alertsContract);

  api.get('/api/settings/digest', 'user', async (req, res) => {
    res.json(await deps.alerts.get(currentUser(req).id));
  });

  api.put('/api/settings/digest', 'user', async (req, res) => {
    res.json(await deps.alerts.save(currentUser(req).id, parseBody(updateDigestBodySchema, req.body)));
  });

  // Rate limited per address like the other signed-out routes: a token cannot be guessed, but nothing should try.
  api.post('/api/alerts/unsubscribe', 'public', deps.authRateLimit, async (req, res) => {
    res.json(await deps.alerts.unsubscribe(parseBody(unsubscribeBodySchema, req.body).token));
  });

  return api.router;
}
