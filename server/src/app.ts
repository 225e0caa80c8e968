import compression from 'compression';
import express, { type Express, type Router } from 'express';
import { createAuthRouter } from './auth/auth.routes';
import { createPasswordResetRouter } from './auth/password-reset.routes';
import { loadSessionUser, sessionMiddleware } from './auth/session';
import { loadOrCreateSessionSecret } from './auth/session-secret';
import { DbSessionStore } from './auth/session-store';
import { writeGenerationOf } from './db/client';
import type { AppDeps } from './deps';
import { answerCache } from './http/answer-cache';
import { csrfProtection } from './http/csrf';
import { hostCheck } from './http/host-check';
import { rejectMalformedUrl } from './http/malformed-url';
import { apiNotFound, errorHandler } from './http/error-handler';
import { createHealthRouter } from './http/health';
import { createDocsRouter } from './http/openapi/docs.routes';
import { rejectNulInput } from './http/reject-nul';
import { noStore } from './http/no-store';
import { requestLogger } from './http/request-logger';
import { RouteRegistry, type RouteSpec } from './http/router';
import { securityHeaders } from './http/security-headers';
import { serveSpa } from './http/static-spa';
import { createAdminRouter } from './modules/admin/admin.routes';
import { createCompaniesRouter } from './modules/companies/companies.routes';
import { createMailboxRouter } from './modules/mailbox/mailbox.routes';
import { createAlertsRouter } from './modules/alerts/alerts.routes';
import { createDoNotContactRouter } from './modules/do-not-contact/do-not-contact.routes';
import { createContactsRouter } from './modules/contacts/contacts.routes';
import { createCreditsRouter } from './modules/credits/credits.routes';
import { createKeywordSearchRouter } from './modules/keywords/keyword-search.routes';
import { createKeywordsRouter } from './modules/keywords/keywords.routes';
import { createOnboardingRouter } from './modules/onboarding/onboarding.routes';
import { createSavedItemsRouter } from './modules/saved-items/saved-items.routes';
import { createStatsRouter } from './modules/stats/stats.routes';
import { createPitchesRouter } from './modules/pitches/pitches.routes';
import { createStoryAnglesRouter } from './modules/story-angles/story-angles.routes';
import { createTrendsRouter } from './modules/trends/trends.routes';
import { createUsersRouter } from './modules/users/users.routes';

export type AppLocals = { routes: readonly RouteSpec[]; sessionStore: DbSessionStore };

/**
 * The Express app. Order: headers and request logs, health probes, the host check and URL decoding check, then /api with JSON bodies, sessions,
 * CSRF and the signed-in user; module routers; JSON 404 for unknown /api paths; the SPA; the error handler.
 * To add a module: `mount(createXRouter(deps))` below (its router built with apiRouter(), see http/router.ts).
 */
export function createApp(deps: AppDeps): Express {
  const { config, logger } = deps;
  const app = express();
  const registry = new RouteRegistry();
  const mount = (router: Router) => app.use(registry.add(router));

  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders());
  app.use(requestLogger(logger));
  // API answers are compressed per response (brotli or gzip, from 1 kB); the SPA's files were compressed at build.
  app.use(compression());
  // Health probes answer whatever Host they carry (they reveal nothing); everything after is host-checked.
  mount(createHealthRouter(deps));
  app.use(hostCheck({ appOrigin: config.appOrigin, allowedHosts: config.allowedHosts }));
  app.use(rejectMalformedUrl);

  // Real time, not deps.now: cookie expiry is computed by express-session from the real clock.
  const sessionStore = new DbSessionStore({ db: deps.db, logger });
  const secret = config.sessionSecret ?? loadOrCreateSessionSecret(config.dataDir);
  app.use('/api', noStore);
  app.use('/api', express.json({ limit: '100kb' }));
  app.use('/api', rejectNulInput);
  app.use('/api', sessionMiddleware(sessionStore, secret));
  app.use('/api', csrfProtection(config.appOrigin));
  const generation = writeGenerationOf(deps.db);
  app.use('/api', loadSessionUser(deps.users));
  app.use('/api', answerCache(generation, deps.now));

  mount(createAuthRouter(deps));
  mount(createPasswordResetRouter(deps));
  mount(createUsersRouter(deps));
  mount(createMailboxRouter(deps));
  mount(createDoNotContactRouter(deps));
  mount(createAlertsRouter(deps));
  mount(createCreditsRouter(deps));
  mount(createCompaniesRouter(deps));
  mount(createOnboardingRouter(deps));
  mount(createKeywordsRouter(deps));
  mount(createKeywordSearchRouter(deps));
  mount(createTrendsRouter(deps));
  mount(createStatsRouter(deps));
  mount(createSavedItemsRouter(deps));
  mount(createStoryAnglesRouter(deps));
  mount(createContactsRouter(deps));
  mount(createPitchesRouter(deps));
  mount(createAdminRouter(deps));
  mount(createDocsRouter(registry.routes));

  app.use('/api', apiNotFound);
  serveSpa(app, registry, config.clientDistDir, logger, config.isProduction);
  app.use(errorHandler(logger));

  const locals: AppLocals = { routes: registry.routes, sessionStore };
  Object.assign(app.locals, locals);
  return app;
}

/** The route registry of an app built by createApp (for the security tests and diagnostics). */
export const routesOf = (app: Express): readonly RouteSpec[] => (app.locals as AppLocals).routes;
