import { aiConnectionTestBodySchema, aiSettingsBodySchema } from '@newsjack/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import type { ApiRouter } from '../../http/router';
import { parseBody } from '../../http/validate';

/** The Config tab's AI section: the engine and provider, saved without a restart, and a connection test. */
export function registerAiSettingsRoutes(api: ApiRouter, deps: AppDeps): void {
  const settings = deps.aiSettings;

  api.get('/api/admin/ai-settings', 'admin', async (_req, res) => {
    res.json(await settings.get());
  });

  api.put('/api/admin/ai-settings', 'admin', async (req, res) => {
    res.json(await settings.save(parseBody(aiSettingsBodySchema, req.body), currentUser(req).id));
  });

  // The test calls an outside server: it shares the AI routes' per-user budget.
  api.post('/api/admin/ai-settings/test', 'admin', deps.aiRateLimit, async (req, res) => {
    res.json(await settings.test(parseBody(aiConnectionTestBodySchema, req.body ?? {})));
  });
}
