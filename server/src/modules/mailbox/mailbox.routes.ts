import { updateMailboxBodySchema } from '@newsjack/shared';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { parseBody } from '../../http/validate';
import { mailboxContract } from './mailbox.contract';

/** Settings: the user's own mailbox (pitches are sent from it). */
export function createMailboxRouter(deps: AppDeps): Router {
  const api = apiRouter(mailboxContract);

  api.get('/api/settings/mailbox', 'user', async (req, res) => {
    res.json(await deps.mailbox.get(currentUser(req).id));
  });

  api.put('/api/settings/mailbox', 'user', async (req, res) => {
    res.json(await deps.mailbox.save(currentUser(req).id, parseBody(updateMailboxBodySchema, req.body)));
  });

  api.post('/api/settings/mailbox/test', 'user', async (req, res) => {
    res.json(await deps.mailbox.test(currentUser(req).id));
  });

  return api.router;
}
