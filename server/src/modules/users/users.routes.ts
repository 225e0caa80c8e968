import { tourCompleteBodySchema } from '@newsjack/shared';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { currentUser, isAdminRequest } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { usersContract } from './users.contract';
import { parseBody } from '../../http/validate';
import { toAuthUser } from './auth-user';

/** The signed-in user's own account: profile, admin check, onboarding and tour flags. */
export function createUsersRouter(deps: AppDeps): Router {
  const { users, credits } = deps;
  const api = apiRouter(usersContract);

  api.get('/api/auth/user', 'user', async (req, res) => {
    const user = currentUser(req);
    res.json(toAuthUser(user, isAdminRequest(req), await credits.getBalance(user.id)));
  });

  api.get('/api/auth/is-admin', 'user', (req, res) => {
    res.json({ isAdmin: isAdminRequest(req) });
  });

  api.get('/api/onboarding/status', 'user', (req, res) => {
    res.json({ hasCompletedOnboarding: currentUser(req).hasCompletedOnboarding });
  });

  api.post('/api/dashboard-tour/complete', 'user', async (req, res) => {
    // The client sends an empty JSON body (or none); anything else is refused rather than ignored.
    parseBody(tourCompleteBodySchema, req.body);
    await users.markDashboardTourComplete(currentUser(req).id);
    res.json({ hasCompletedDashboardTour: true });
  });

  return api.router;
}
