import {
  generatePitchesBodySchema,
  idParamSchema,
  sendFollowUpBodySchema,
  sendPitchBodySchema,
  updatePitchStatusBodySchema,
} from '@newsjack/shared';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { parseBody, parseParams } from '../../http/validate';
import { pitchesContract } from './pitches.contract';

/** Pitches: generation (1 credit per request), the list, status and follow-ups, and who was pitched recently. */
export function createPitchesRouter(deps: AppDeps): Router {
  const { pitches } = deps;
  const api = apiRouter(pitchesContract);

  api.get('/api/pitches', 'user', async (req, res) => {
    res.json(await pitches.list(currentUser(req).id));
  });

  api.get('/api/pitches/recent-recipients', 'user', async (req, res) => {
    res.json(await pitches.recentRecipients(currentUser(req).id));
  });

  api.post('/api/pitches/generate', 'user', deps.aiRateLimit, async (req, res) => {
    const body = parseBody(generatePitchesBodySchema, req.body);
    res.status(201).json(await pitches.generate(currentUser(req).id, body));
  });

  api.patch('/api/pitches/:id', 'user', async (req, res) => {
    const { id } = parseParams(idParamSchema, req.params);
    const body = parseBody(updatePitchStatusBodySchema, req.body);
    res.json(await pitches.updateStatus(currentUser(req).id, id, body));
  });

  api.post('/api/pitches/check-replies', 'user', async (req, res) => {
    res.json(await pitches.checkReplies(currentUser(req).id));
  });

  api.post('/api/pitches/:id/send', 'user', async (req, res) => {
    const { id } = parseParams(idParamSchema, req.params);
    res.json(await pitches.send(currentUser(req).id, id, parseBody(sendPitchBodySchema, req.body)));
  });

  api.post('/api/pitches/:id/follow-up', 'user', async (req, res) => {
    const { id } = parseParams(idParamSchema, req.params);
    res.json(await pitches.followUp(currentUser(req).id, id, parseBody(sendFollowUpBodySchema, req.body)));
  });

  return api.router;
}
