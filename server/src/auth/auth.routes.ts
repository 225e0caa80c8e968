import { loginBodySchema, registerBodySchema, type AuthConfig } from '@newsjack/shared';
import type { NextFunction, Request, Response, Router } from 'express';
import type { AppDeps } from '../deps';
import { requestOrigin } from '../http/csrf';
import { AppError, forbidden, notFound, serviceUnavailable, unauthorized } from '../errors';
import { apiRouter } from '../http/router';
import { authContract } from './auth.contract';
import { parseBody } from '../http/validate';
import { toAuthUser } from '../modules/users/auth-user';
import type { User } from '../modules/users/users.service';
import type { AuthenticateOptions } from 'openid-client/passport';
import { CROSS_SITE_LOGOUT_MESSAGE, isCrossSiteRequest } from './cross-site';
import { createOidcClient, OIDC_STRATEGY } from './oidc-client';
import { assertAcceptablePassword } from './password-policy';
import { safeReturnTo } from './return-to';
import { signIn, signOut } from './session';

/**
 * Sign-in and sign-out. Local accounts: register/login with e-mail and password (answering the user, with a
 * fresh session). OIDC: /api/login sends the browser to the provider, the callback signs the user in.
 * The login and register routes are rate limited per address.
 */
export function createAuthRouter(deps: AppDeps): Router {
  const { config, users, credits, logger } = deps;
  const api = apiRouter(authContract(config.oidcRedirectPath));
  const oidc = config.oidc
    ? createOidcClient(config.oidc, logger, (claims) => users.upsertFromOidc(claims))
    : undefined;
  const localOnly = () => {
    if (config.authProvider !== 'local') throw notFound('Email and password sign-in is not enabled on this server');
  };

  const respondWithUser = async (res: Response, user: User, status: number) => {
    res
      .status(status)
      .json(toAuthUser(user, users.isAdmin(user), await credits.getBalance(user.id), users.signInMethod(user)));
  };

  api.get('/api/auth/config', 'public', (_req, res) => {
    const body: AuthConfig = { provider: config.authProvider, passwordReset: deps.passwordReset.available };
    res.json(body);
  });

  api.post('/api/auth/register', 'public', deps.authRateLimit, async (req, res) => {
    localOnly();
    const body = parseBody(registerBodySchema, req.body);
    assertAcceptablePassword(body.password, [body.email, body.firstName ?? '', body.lastName ?? '']);
    const user = await users.register(body);
    await signIn(req, user.id);
    await respondWithUser(res, user, 201);
  });

  api.post('/api/auth/login', 'public', deps.authRateLimit, async (req, res) => {
    localOnly();
    const body = parseBody(loginBodySchema, req.body);
    const user = await users.authenticate(body.email, body.password);
    await signIn(req, user.id);
    await respondWithUser(res, user, 200);
  });

  api.get('/api/logout', 'public', async (req, res) => {
    if (isCrossSiteRequest(req, config.appOrigin)) throw forbidden(CROSS_SITE_LOGOUT_MESSAGE);
    await signOut(req, res);
    res.redirect(302, '/');
  });

  const callbackUrl = (req: Request) => `${config.appOrigin ?? requestOrigin(req)}${config.oidcRedirectPath}`;

  const authenticator = async () => {
    try {
      return await oidc!.authenticator();
    } catch {
      throw serviceUnavailable('The sign-in provider cannot be reached. Please try again shortly.');
    }
  };

  api.get('/api/login', 'public', async (req, res, next) => {
    const returnTo = safeReturnTo(req.query.returnTo);
    if (!oidc) {
      // Local accounts sign in on the client's own screen.
      res.redirect(302, returnTo ? `/signin?returnTo=${encodeURIComponent(returnTo)}` : '/signin');
      return;
    }
    const auth = await authenticator();
    if (returnTo) req.session.returnTo = returnTo;
    const options: AuthenticateOptions = { callbackURL: callbackUrl(req) };
    auth.authenticate(OIDC_STRATEGY, options)(req, res, next);
  });

  api.get(config.oidcRedirectPath, 'public', async (req, res, next) => {
    if (!oidc) throw notFound('Single sign-on is not enabled on this server');
    if (typeof req.query.code !== 'string' && typeof req.query.error !== 'string') {
      throw new AppError(400, 'Missing authorization response from the sign-in provider');
    }
    const auth = await authenticator();
    const user = await runCallback(auth, req, res, next, callbackUrl(req), deps.logger);
    const returnTo = req.session.returnTo;
    await signIn(req, user.id);
    res.redirect(302, safeReturnTo(returnTo) ?? '/');
  });

  return api.router;
}

/** Completes the code exchange; provider-side failures are a 401 (logged), our own AppErrors pass through. */
function runCallback(
  auth: Awaited<ReturnType<ReturnType<typeof createOidcClient>['authenticator']>>,
  req: Request,
  res: Response,
  next: NextFunction,
  callbackURL: string,
  logger: AppDeps['logger'],
): Promise<User> {
  return new Promise((resolve, reject) => {
    const done = (err: unknown, user?: unknown, info?: unknown) => {
      if (err instanceof AppError) return reject(err);
      if (err || !user) {
        (req.log ?? logger).warn({ err, info }, 'OpenID sign-in failed');
        return reject(unauthorized('Sign-in with the identity provider failed. Please try again.'));
      }
      resolve(user as User);
    };
    const options: AuthenticateOptions = { callbackURL };
    auth.authenticate(OIDC_STRATEGY, options, done)(req, res, next);
  });
}
