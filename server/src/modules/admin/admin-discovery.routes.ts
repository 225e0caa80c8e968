import { discoveryStatusSchema, emptyBodySchema } from '@newsjack/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import type { ApiRouter } from '../../http/router';
import { parseBody } from '../../http/validate';

/** The Discovery tab: job status (polled every 10 s) and pause/resume, which every API instance obeys. */
export function registerDiscoveryRoutes(api: ApiRouter, deps: AppDeps): void {
  const { discovery } = deps;

  api.get('/api/admin/trend-discovery/status', 'admin', async (_req, res) => {
    res.json(discoveryStatusSchema.parse(await discovery.status()));
  });

  api.post('/api/admin/trend-discovery/pause', 'admin', async (req, res) => {
    parseBody(emptyBodySchema, req.body);
    await discovery.pause(currentUser(req).id);
    res.json({ message: 'Trend discovery paused' });
  });

  api.post('/api/admin/trend-discovery/resume', 'admin', async (req, res) => {
    parseBody(emptyBodySchema, req.body);
    await discovery.resume(currentUser(req).id);
    res.json({ message: 'Trend discovery resumed' });
  });
}
