import {
  audiencePersonaBodySchema,
  generateStoryBodySchema,
  idParamSchema,
  storyFitQuerySchema,
  updateStoryAngleBodySchema,
} from '@newsjack/shared';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { storyAnglesContract } from './story-angles.contract';

/** Story angles: generation (1 credit), the list, edit and save toggle, the fit check, and the audience persona. */
export function createStoryAnglesRouter(deps: AppDeps): Router {
  const { storyAngles } = deps;
  const api = apiRouter(storyAnglesContract);

  api.get('/api/story-angles', 'user', async (req, res) => {
    res.json(await storyAngles.list(currentUser(req).id));
  });

  api.get('/api/story-angles/fit', 'user', async (req, res) => {
    res.json(await storyAngles.fit(currentUser(req).id, parseQuery(storyFitQuerySchema, req.query)));
  });

  api.post('/api/story-angles/generate', 'user', deps.aiRateLimit, async (req, res) => {
    const body = parseBody(generateStoryBodySchema, req.body);
    res.status(201).json(await storyAngles.generate(currentUser(req).id, body));
  });

  api.patch('/api/story-angles/:id', 'user', async (req, res) => {
    const { id } = parseParams(idParamSchema, req.params);
    const body = parseBody(updateStoryAngleBodySchema, req.body);
    res.json(await storyAngles.update(currentUser(req).id, id, body));
  });

  api.post('/api/generate-audience-persona', 'user', deps.aiRateLimit, async (req, res) => {
    const body = parseBody(audiencePersonaBodySchema, req.body);
    res.json(await storyAngles.persona(currentUser(req).id, body));
  });

  return api.router;
}
