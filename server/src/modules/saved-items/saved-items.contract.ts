import {
  createSavedItemBodySchema,
  deleteSavedItemQuerySchema,
  idParamSchema,
  savedItemSchema,
  savedItemsExportSchema,
  savedItemsResponseSchema,
} from '@newsjack/shared';
import { defineContract } from '../../http/openapi/contract';

/** The contract of saved-items.routes.ts. */
export const savedItemsContract = defineContract('Saved items', {
  'GET /api/saved-items': {
    summary: 'Everything the user saved, resolved',
    responses: { 200: savedItemsResponseSchema },
  },
  'GET /api/saved-items/export': {
    summary: 'Download everything saved as a JSON file',
    responses: {
      200: {
        description: 'The export, as an attachment',
        schema: savedItemsExportSchema,
        headers: { 'Content-Disposition': 'attachment; filename="newsjack-saved-items-<date>.json"' },
      },
    },
  },
  'POST /api/saved-items': {
    summary: 'Save a trend, story angle, pitch or contact (idempotent)',
    body: createSavedItemBodySchema,
    responses: {
      201: { description: 'Saved now', schema: savedItemSchema },
      200: { description: 'Was already saved', schema: savedItemSchema },
    },
    errors: [404],
  },
  'DELETE /api/saved-items': {
    summary: 'Remove a saved item by what it saves',
    query: deleteSavedItemQuerySchema,
    responses: { 204: null },
    errors: [404],
  },
  'DELETE /api/saved-items/:id': {
    summary: 'Remove a saved item',
    params: idParamSchema,
    responses: { 204: null },
    errors: [404],
  },
});
