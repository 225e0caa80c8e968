import {
  configBodySchema,
  configEntriesResponseSchema,
  configEntrySchema,
  discoveryStatusSchema,
  emptyBodySchema,
  messageResponseSchema,
} from '@newsjack/shared';
import { defineContract } from '../../http/openapi/contract';

/** The contract of admin.routes.ts (every admin tab's routes). */
export const adminContract = defineContract('Admin', {
  'GET /api/admin/trend-discovery/status': {
    summary: 'Trend discovery: state, schedule and last cycle',
    responses: { 200: discoveryStatusSchema },
  },
  'POST /api/admin/trend-discovery/pause': {
    summary: 'Pause scheduled trend discovery',
    body: emptyBodySchema,
    responses: { 200: messageResponseSchema },
  },
  'POST /api/admin/trend-discovery/resume': {
    summary: 'Resume scheduled trend discovery',
    body: emptyBodySchema,
    responses: { 200: messageResponseSchema },
  },
  'GET /api/admin/config': {
    summary: 'System configuration entries',
    responses: { 200: configEntriesResponseSchema },
  },
  'POST /api/admin/config': {
    summary: 'Create or change a configuration entry',
    body: configBodySchema,
    responses: { 200: configEntrySchema },
  },
});
