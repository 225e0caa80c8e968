import { doNotContactBodySchema, unsubscribeBodySchema } from '@newsjack/shared';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { parseBody } from '../../http/validate';
import { doNotContactContract } from './do-not-contact.contract';

/** The active company's do-not-contact list, and the unsubscribe link of its pitches (signed out). */
export function createDoNotContactRouter(deps: AppDeps): Router {
  const api = apiRouter(doNotContactContract);

  api.get('/api/do-not-contact', 'user', async (req, res) => {
    res.json(await deps.doNotContact.list(currentUser(req).id));
  });

  api.post('/api/do-not-contact', 'user', async (req, res) => {
    res.status(201).json(await deps.doNotContact.add(currentUser(req).id, parseBody(doNotContactBodySchema, req.body)));
  });

  api.delete('/api/do-not-contact', 'user', async (req, res) => {
    await deps.doNotContact.remove(currentUser(req).id, parseBody(doNotContactBodySchema, req.body));
    res.status(204).end();
  });

  // Signed out, from a pitch's link; rate limited per address like the other signed-out routes.
  api.post('/api/do-not-contact/unsubscribe', 'public', deps.authRateLimit, async (req, res) => {
    res.json(await deps.doNotContact.unsubscribe(parseBody(unsubscribeBodySchema, req.body).token));
  });

  return api.router;
}
