import { duplicateFlagActionBodySchema, idParamSchema } from '@newsjack/shared';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import type { ApiRouter } from '../../http/router';
import { parseBody, parseParams } from '../../http/validate';

/** The Contacts tab: edit suggestions (approve, reject) and duplicate flags (merge either way, not duplicates). */
export function registerModerationRoutes(api: ApiRouter, deps: AppDeps): void {
  const { admin } = deps;

  api.get('/api/admin/contact-suggestions', 'admin', async (_req, res) => {
    res.json(await admin.suggestions());
  });

  api.post('/api/admin/contact-suggestions/:id/approve', 'admin', async (req, res) => {
    const { id } = parseParams(idParamSchema, req.params);
    await admin.decideSuggestion(id, 'approved', currentUser(req).id);
    res.json({ message: 'Contact suggestion has been approved and applied.' });
  });

  api.post('/api/admin/contact-suggestions/:id/reject', 'admin', async (req, res) => {
    const { id } = parseParams(idParamSchema, req.params);
    await admin.decideSuggestion(id, 'rejected', currentUser(req).id);
    res.json({ message: 'Contact suggestion has been rejected.' });
  });

  api.get('/api/admin/duplicate-flags', 'admin', async (_req, res) => {
    res.json(await admin.duplicateFlags());
  });

  api.post('/api/admin/duplicate-flags/:id/resolve', 'admin', async (req, res) => {
    const { id } = parseParams(idParamSchema, req.params);
    const { action } = parseBody(duplicateFlagActionBodySchema, req.body);
    res.json(await admin.resolveDuplicateFlag(id, action, currentUser(req).id));
  });
}
