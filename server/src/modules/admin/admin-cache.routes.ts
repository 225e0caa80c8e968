import { cacheClearBodySchema, refreshCompanyCacheBodySchema } from '@newsjack/shared';
import type { AppDeps } from '../../deps';
import type { ApiRouter } from '../../http/router';
import { parseBody } from '../../http/validate';

/** The Cache tab: statistics, clearing all or one kind, forgetting one company's analysis. */
export function registerCacheRoutes(api: ApiRouter, deps: AppDeps): void {
  const { admin } = deps;

  api.get('/api/admin/cache/stats', 'admin', async (_req, res) => {
    res.json(await admin.cacheStats());
  });

  api.delete('/api/admin/cache/clear', 'admin', async (req, res) => {
    const { prefix } = parseBody(cacheClearBodySchema, req.body);
    res.json(await admin.clearCache(prefix));
  });

  api.post('/api/admin/cache/refresh-company', 'admin', async (req, res) => {
    const body = parseBody(refreshCompanyCacheBodySchema, req.body ?? {});
    res.json(await admin.refreshCompany(body.companyName, body.website));
  });
}
