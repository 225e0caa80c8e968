import { createSavedItemBodySchema, deleteSavedItemQuerySchema, idParamSchema } from '@newsjack/shared';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { savedItemsContract } from './saved-items.contract';
import { parseBody, parseParams, parseQuery } from '../../http/validate';

/** The file name of an export, dated so several downloads do not overwrite each other. */
const exportFileName = (at: string) => `newsjack-saved-items-${at.slice(0, 10)}.json`;

/** Saved Items: list, save (idempotent), remove by id or by item, and a JSON export. */
export function createSavedItemsRouter(deps: AppDeps): Router {
  const { savedItems } = deps;
  const api = apiRouter(savedItemsContract);

  api.get('/api/saved-items', 'user', async (req, res) => {
    res.json(await savedItems.list(currentUser(req).id));
  });

  api.get('/api/saved-items/export', 'user', async (req, res) => {
    const document = await savedItems.exportAll(currentUser(req).id);
    res.attachment(exportFileName(document.exportedAt));
    res.json(document);
  });

  api.post('/api/saved-items', 'user', async (req, res) => {
    const body = parseBody(createSavedItemBodySchema, req.body);
    const { item, created } = await savedItems.save(currentUser(req).id, body);
    res.status(created ? 201 : 200).json(item);
  });

  api.delete('/api/saved-items', 'user', async (req, res) => {
    const { itemType, itemId } = parseQuery(deleteSavedItemQuerySchema, req.query);
    await savedItems.removeByTarget(currentUser(req).id, itemType, itemId);
    res.status(204).end();
  });

  api.delete('/api/saved-items/:id', 'user', async (req, res) => {
    const { id } = parseParams(idParamSchema, req.params);
    await savedItems.removeById(currentUser(req).id, id);
    res.status(204).end();
  });

  return api.router;
}
