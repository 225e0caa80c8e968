import {
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordBodySchema,
  PASSWORD_RESET_DONE,
  resetPasswordBodySchema,
  type MessageResponse,
} from '@newsjack/shared';
import type { Router } from 'express';
import type { AppDeps } from '../deps';
import { apiRouter } from '../http/router';
import { parseBody } from '../http/validate';
import { passwordResetContract } from './password-reset.contract';

/** "Forgot password?": ask for a link by e-mail, then set a new password with it (both signed out, rate limited). */
export function createPasswordResetRouter(deps: AppDeps): Router {
  const api = apiRouter(passwordResetContract);

  api.post('/api/auth/forgot-password', 'public', deps.authRateLimit, async (req, res) => {
    const { email } = parseBody(forgotPasswordBodySchema, req.body);
    await deps.passwordReset.requestLink(email);
    res.json({ message: FORGOT_PASSWORD_ANSWER } satisfies MessageResponse);
  });

  api.post('/api/auth/reset-password', 'public', deps.authRateLimit, async (req, res) => {
    const body = parseBody(resetPasswordBodySchema, req.body);
    // A browser signed in as the same account keeps its session; every other one ends.
    await deps.passwordReset.resetPassword(body, req.session.userId ? req.sessionID : undefined);
    res.json({ message: PASSWORD_RESET_DONE } satisfies MessageResponse);
  });

  return api.router;
}
