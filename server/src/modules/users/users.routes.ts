import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  tourCompleteBodySchema,
  updateNameBodySchema,
} from '@newsjack/shared';
import type { Response, Router } from 'express';
import { signIn, signOut } from '../../auth/session';
import type { AppDeps } from '../../deps';
import { currentUser, isAdminRequest } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { usersContract } from './users.contract';
import { parseBody } from '../../http/validate';
import { toAuthUser } from './auth-user';
import type { User } from './users.service';

/** The signed-in user's own account: profile and its changes (Settings), admin check, onboarding and tour flags. */
export function createUsersRouter(deps: AppDeps): Router {
  const { users, credits } = deps;
  const api = apiRouter(usersContract);

  const respondWithUser = async (res: Response, user: User) => {
    res.json(toAuthUser(user, users.isAdmin(user), await credits.getBalance(user.id), users.signInMethod(user)));
  };

  api.get('/api/auth/user', 'user', async (req, res) => {
    await respondWithUser(res, currentUser(req));
  });

  api.patch('/api/auth/user', 'user', async (req, res) => {
    const body = parseBody(updateNameBodySchema, req.body);
    await respondWithUser(res, await users.updateName(currentUser(req).id, body));
  });

  // The routes that check the current password are limited like sign-in: a session left open is no guessing ground.
  api.put('/api/auth/user/email', 'user', deps.authRateLimit, async (req, res) => {
    const body = parseBody(changeEmailBodySchema, req.body);
    await respondWithUser(res, await users.changeEmail(currentUser(req).id, body));
  });

  api.put('/api/auth/user/password', 'user', deps.authRateLimit, async (req, res) => {
    const body = parseBody(changePasswordBodySchema, req.body);
    const { id } = currentUser(req);
    await users.changePassword(id, body);
    // Every session of the account ended with the old password; this browser goes on in a fresh one.
    await signIn(req, id);
    res.status(204).end();
  });

  api.delete('/api/auth/user', 'user', deps.authRateLimit, async (req, res) => {
    const body = parseBody(deleteAccountBodySchema, req.body ?? {});
    await users.deleteAccount(currentUser(req).id, body);
    await signOut(req, res);
    res.status(204).end();
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
