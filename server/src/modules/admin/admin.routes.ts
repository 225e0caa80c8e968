import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { apiRouter, type ApiRouter } from '../../http/router';
import { adminAiSettingsContract } from './admin-ai-settings.contract';
import { adminContract } from './admin.contract';
import { registerAiSettingsRoutes } from './admin-ai-settings.routes';
import { registerConfigRoutes } from './admin-config.routes';
import { registerCacheRoutes } from './admin-cache.routes';
import { registerDiscoveryRoutes } from './admin-discovery.routes';
import { registerModerationRoutes } from './admin-moderation.routes';
import { registerPeopleRoutes } from './admin-people.routes';
import { registerTopicRoutes } from './admin-topics.routes';

/**
 * Every /api/admin/* route, all with access 'admin' (401 signed out, 403 for other users). One file per admin
 * tab registers its routes on the shared router: to add a tab, write `admin-<tab>.routes.ts` exporting
 * `register<Tab>Routes(api, deps)` and add it to this list.
 */
const sections: Array<(api: ApiRouter, deps: AppDeps) => void> = [
  registerPeopleRoutes,
  registerTopicRoutes,
  registerCacheRoutes,
  registerModerationRoutes,
  registerDiscoveryRoutes,
  registerConfigRoutes,
  registerAiSettingsRoutes,
];

export function createAdminRouter(deps: AppDeps): Router {
  // Every tab's entries, the AI section's from its own file beside its routes.
  const api = apiRouter({ ...adminContract, ...adminAiSettingsContract });
  for (const register of sections) register(api, deps);
  return api.router;
}
