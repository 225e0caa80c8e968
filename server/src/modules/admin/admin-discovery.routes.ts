import {
  DISCOVERY_RUN_QUEUED_MESSAGE,
  DISCOVERY_RUN_WAITING_MESSAGE,
  discoveryStatusSchema,
  emptyBodySchema,
  feedUrlBodySchema,
  jobQueueReportSchema,
} from '@newsjack/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import type { ApiRouter } from '../../http/router';
import { parseBody } from '../../http/validate';

/**
 * The Discovery tab: job status (polled every 10 s), pause/resume (which every API instance obeys), the recent
 * runs, the job queue's background cycles, and the sources in use with adding and removing a feed URL.
 */
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

  api.post('/api/admin/trend-discovery/run', 'admin', async (req, res) => {
    parseBody(emptyBodySchema, req.body);
    const queued = await discovery.queueManualRun(currentUser(req).id);
    res.json({ message: queued ? DISCOVERY_RUN_QUEUED_MESSAGE : DISCOVERY_RUN_WAITING_MESSAGE });
  });

  api.get('/api/admin/trend-discovery/runs', 'admin', async (_req, res) => {
    res.json(await discovery.admin.recentRuns());
  });

  api.get('/api/admin/trend-discovery/queue', 'admin', async (_req, res) => {
    res.json(jobQueueReportSchema.parse(await discovery.queue()));
  });

  api.get('/api/admin/trend-discovery/sources', 'admin', async (_req, res) => {
    res.json(await deps.admin.feeds.sources());
  });

  api.post('/api/admin/trend-discovery/feeds', 'admin', async (req, res) => {
    const { url } = parseBody(feedUrlBodySchema, req.body);
    res.status(201).json(await deps.admin.feeds.add(url, currentUser(req).id));
  });

  api.delete('/api/admin/trend-discovery/feeds', 'admin', async (req, res) => {
    const { url } = parseBody(feedUrlBodySchema, req.body);
    res.json(await deps.admin.feeds.remove(url, currentUser(req).id));
  });
}
