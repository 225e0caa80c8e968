import { idParamSchema, smartBatchSearchBodySchema } from '@newsjack/shared';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { keywordSearchContract } from './keywords.contract';
import { parseBody, parseParams } from '../../http/validate';

/**
 * Trend searches for tracked keywords. A router of its own (the keyword CRUD lives in keywords.routes.ts); both
 * are AI routes, as each search may run a discovery cycle with a batched AI enrichment.
 */
export function createKeywordSearchRouter(deps: AppDeps): Router {
  const search = deps.keywordSearch;
  const api = apiRouter(keywordSearchContract);

  api.post('/api/keywords/smart-batch-search', 'user', deps.aiRateLimit, async (req, res) => {
    const body = parseBody(smartBatchSearchBodySchema, req.body);
    res.json(await search.smartBatch(currentUser(req).id, body));
  });

  api.post('/api/keywords/:id/search-trends', 'user', deps.aiRateLimit, async (req, res) => {
    const { id } = parseParams(idParamSchema, req.params);
    res.json(await search.searchOne(currentUser(req).id, id));
  });

  return api.router;
}
