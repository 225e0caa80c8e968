import {
  onboardingCurationBodySchema,
  onboardingInputSchema,
  onboardingProgressQuerySchema,
  onboardingSkipBodySchema,
} from '@newsjack/shared';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { currentUser, isAdminRequest } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { onboardingContract } from './onboarding.contract';
import { parseBody, parseQuery } from '../../http/validate';
import { toCompanyProfile } from '../companies/companies.service';

/**
 * Onboarding: the AI analysis of a company (form → curation) with its progress, confirming it (curation →
 * dashboard), or skipping it.
 */
export function createOnboardingRouter(deps: AppDeps): Router {
  const { onboarding } = deps;
  const api = apiRouter(onboardingContract);

  api.post('/api/onboarding/complete', 'user', deps.aiRateLimit, async (req, res) => {
    const input = parseBody(onboardingInputSchema, req.body);
    res.json(await onboarding.analyse({ user: currentUser(req), isAdmin: isAdminRequest(req) }, input));
  });

  api.post('/api/onboarding/curate', 'user', async (req, res) => {
    const body = parseBody(onboardingCurationBodySchema, req.body);
    const { company, keywordsAdded } = await onboarding.curate(
      { user: currentUser(req), isAdmin: isAdminRequest(req) },
      body,
    );
    res.json({ companyProfile: toCompanyProfile(company), activeCompanyId: company.id, keywordsAdded });
  });

  api.get('/api/onboarding/progress', 'user', async (req, res) => {
    const { runId } = parseQuery(onboardingProgressQuerySchema, req.query);
    res.json(await onboarding.progress(currentUser(req).id, runId));
  });

  api.post('/api/onboarding/skip', 'user', async (req, res) => {
    parseBody(onboardingSkipBodySchema, req.body);
    res.json(await onboarding.skip(currentUser(req).id));
  });

  return api.router;
}
