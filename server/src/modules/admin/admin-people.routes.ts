import { adminUserIdParamSchema, updateUserPlanBodySchema } from '@newsjack/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import type { ApiRouter } from '../../http/router';
import { parseBody, parseParams } from '../../http/validate';

/** The Stats and Users tabs: site totals, the account list, deleting an account, the agency plan. */
export function registerPeopleRoutes(api: ApiRouter, deps: AppDeps): void {
  const { admin } = deps;

  api.get('/api/admin/stats', 'admin', async (_req, res) => {
    res.json(await admin.stats());
  });

  api.get('/api/admin/users', 'admin', async (_req, res) => {
    res.json(await admin.listUsers());
  });

  api.delete('/api/admin/users/:id', 'admin', async (req, res) => {
    const { id } = parseParams(adminUserIdParamSchema, req.params);
    await admin.deleteUser(currentUser(req).id, id);
    res.status(204).end();
  });

  api.patch('/api/admin/users/:id/plan', 'admin', async (req, res) => {
    const { id } = parseParams(adminUserIdParamSchema, req.params);
    const { agencyPlan } = parseBody(updateUserPlanBodySchema, req.body);
    res.json(await admin.setAgencyPlan(id, agencyPlan));
  });
}
