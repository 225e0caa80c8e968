import { createKeywordBodySchema, idParamSchema, type KeywordSuggestionsResponse } from '@newsjack/shared';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { keywordsContract } from './keywords.contract';
import { parseBody, parseParams } from '../../http/validate';

/** Tracked keywords of the active company (list, add, remove) and AI suggestions for more. */
export function createKeywordsRouter(deps: AppDeps): Router {
  const { keywords } = deps;
  const api = apiRouter(keywordsContract);

  api.get('/api/keywords', 'user', async (req, res) => {
    res.json(await keywords.list(currentUser(req).id));
  });

  api.post('/api/keywords', 'user', async (req, res) => {
    const { term } = parseBody(createKeywordBodySchema, req.body);
    res.status(201).json(await keywords.add(currentUser(req).id, term));
  });

  api.get('/api/keywords/suggestions', 'user', deps.aiRateLimit, async (req, res) => {
    const body: KeywordSuggestionsResponse = { suggestions: await keywords.suggestions(currentUser(req).id) };
    res.json(body);
  });

  api.delete('/api/keywords/:id', 'user', async (req, res) => {
    const { id } = parseParams(idParamSchema, req.params);
    await keywords.remove(currentUser(req).id, id);
    res.status(204).end();
  });

  return api.router;
}
