import { doNotContactBodySchema } from '@newsjack/shared';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { parseBody } from '../../http/validate';
import { doNotContactContract } from './do-not-contact.contract';

/** The active company's do-not-contact list. */
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

  return api.router;
}
