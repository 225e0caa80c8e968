import { discoveredTopicsQuerySchema, globalTrendsCleanupBodySchema, topicCleanupBodySchema } from '@newsjack/shared';
import type { AppDeps } from '../../deps';
import type { ApiRouter } from '../../http/router';
import { parseBody, parseQuery } from '../../http/validate';

/** The Topics and Cleanup tabs: global trends and discovered topics, each listed and pruned by age. */
export function registerTopicRoutes(api: ApiRouter, deps: AppDeps): void {
  const { admin } = deps;

  api.get('/api/admin/global-trends', 'admin', async (_req, res) => {
    res.json(await admin.globalTrends());
  });

  api.delete('/api/admin/global-trends/cleanup', 'admin', async (req, res) => {
    const { olderThanHours } = parseBody(globalTrendsCleanupBodySchema, req.body ?? {});
    res.json(await admin.cleanupGlobalTrends(olderThanHours));
  });

  api.get('/api/admin/discovered-topics', 'admin', async (req, res) => {
    const { olderThanHours } = parseQuery(discoveredTopicsQuerySchema, req.query);
    res.json(await admin.topics(olderThanHours));
  });

  api.delete('/api/admin/discovered-topics/cleanup', 'admin', async (req, res) => {
    const { olderThanHours } = parseBody(topicCleanupBodySchema, req.body ?? {});
    res.json(await admin.cleanupTopics(olderThanHours));
  });
}
