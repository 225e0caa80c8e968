import {
  flagDuplicateBodySchema,
  generateContactsBodySchema,
  idParamSchema,
  scoreContactsBodySchema,
  suggestEditBodySchema,
} from '@newsjack/shared';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { parseBody, parseParams } from '../../http/validate';
import { contactsContract } from './contacts.contract';

/** Media contacts: the list, generation from an outlet's bylines, AI scoring, and edits and duplicates for review. */
export function createContactsRouter(deps: AppDeps): Router {
  const { contacts } = deps;
  const api = apiRouter(contactsContract);

  api.get('/api/contacts', 'user', async (req, res) => {
    res.json(await contacts.list(currentUser(req).id));
  });

  api.post('/api/contacts/generate', 'user', deps.aiRateLimit, async (req, res) => {
    const { outlet } = parseBody(generateContactsBodySchema, req.body);
    res.json(await contacts.generate(currentUser(req).id, outlet));
  });

  api.post('/api/contacts/score', 'user', deps.aiRateLimit, async (req, res) => {
    const body = parseBody(scoreContactsBodySchema, req.body ?? {});
    res.json(await contacts.score(currentUser(req).id, body));
  });

  api.post('/api/contacts/:id/suggest-edit', 'user', async (req, res) => {
    const { id } = parseParams(idParamSchema, req.params);
    const body = parseBody(suggestEditBodySchema, req.body);
    const { created: _created, ...answer } = await contacts.suggestEdit(currentUser(req).id, id, body);
    res.status(201).json(answer);
  });

  api.post('/api/contacts/flag-duplicate', 'user', async (req, res) => {
    const body = parseBody(flagDuplicateBodySchema, req.body);
    const { created, ...answer } = await contacts.flagDuplicate(currentUser(req).id, body);
    res.status(created ? 201 : 200).json(answer);
  });

  return api.router;
}
