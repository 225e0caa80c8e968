import {
  type ActiveCompany,
  idParamSchema,
  switchCompanyBodySchema,
  updateCompanyDetailsBodySchema,
  updateCompanyProfileBodySchema,
} from '@newsjack/shared';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { companiesContract } from './companies.contract';
import { parseBody, parseParams } from '../../http/validate';
import { toCompanyProfile } from './company-wire';

/**
 * My Company: the user's profiles, the active one, editing the profile text and details, reading the site again
 * and switching between them.
 */
export function createCompaniesRouter(deps: AppDeps): Router {
  const { companies } = deps;
  const api = apiRouter(companiesContract);

  api.get('/api/company-profile', 'user', async (req, res) => {
    res.json(toCompanyProfile(await companies.getActiveCompany(currentUser(req).id)));
  });

  api.get('/api/company-profiles', 'user', async (req, res) => {
    res.json((await companies.listForUser(currentUser(req).id)).map(toCompanyProfile));
  });

  api.get('/api/company-profile/:id', 'user', async (req, res) => {
    const { id } = parseParams(idParamSchema, req.params);
    res.json(toCompanyProfile(await companies.getOwned(currentUser(req).id, id)));
  });

  api.patch('/api/company-profile/:id', 'user', async (req, res) => {
    const { id } = parseParams(idParamSchema, req.params);
    const { companyProfile } = parseBody(updateCompanyProfileBodySchema, req.body);
    res.json(toCompanyProfile(await companies.updateProfile(currentUser(req).id, id, companyProfile)));
  });

  api.patch('/api/company-profile/:id/details', 'user', async (req, res) => {
    const { id } = parseParams(idParamSchema, req.params);
    const body = parseBody(updateCompanyDetailsBodySchema, req.body);
    res.json(toCompanyProfile(await companies.updateDetails(currentUser(req).id, id, body)));
  });

  // The same AI analysis as onboarding (deps.onboarding owns it), so the same per-user AI budget.
  api.post('/api/company-profile/:id/reanalyse', 'user', deps.aiRateLimit, async (req, res) => {
    const { id } = parseParams(idParamSchema, req.params);
    res.json(await deps.onboarding.reanalyse(currentUser(req).id, id));
  });

  api.get('/api/user/active-company', 'user', async (req, res) => {
    const body: ActiveCompany = { activeCompanyId: await companies.activeCompanyId(currentUser(req).id) };
    res.json(body);
  });

  api.post('/api/user/switch-company', 'user', async (req, res) => {
    const { companyId } = parseBody(switchCompanyBodySchema, req.body);
    res.json(await companies.switchCompany(currentUser(req).id, companyId));
  });

  return api.router;
}
