import { configBodySchema, configEntriesResponseSchema, FREQUENCY_INVALID_MESSAGE } from '@newsjack/shared';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../errors';
import { currentUser } from '../../http/guards';
import type { ApiRouter } from '../../http/router';
import { validationError, zodDetails } from '../../http/validate';

/** GET/POST /api/admin/config: the Config tab (discovery frequency and feeds). */
export function registerConfigRoutes(api: ApiRouter, deps: AppDeps): void {
  const service = deps.adminConfig;

  api.get('/api/admin/config', 'admin', async (_req, res) => {
    res.json(configEntriesResponseSchema.parse(await service.list()));
  });

  api.post('/api/admin/config', 'admin', async (req, res) => {
    const parsed = configBodySchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      // The spec's toast shows the server's message as it is: 'Frequency must be a positive number', no field prefix.
      const frequency = parsed.error.issues.find((i) => i.message === FREQUENCY_INVALID_MESSAGE);
      throw frequency
        ? badRequest(FREQUENCY_INVALID_MESSAGE, zodDetails(parsed.error, 'body'))
        : validationError(parsed.error, 'body');
    }
    res.json(await service.save(parsed.data, currentUser(req).id));
  });
}
