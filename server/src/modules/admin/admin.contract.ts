import {
  adminStatsSchema,
  adminUserIdParamSchema,
  adminUsersResponseSchema,
  cacheActionResponseSchema,
  cacheClearBodySchema,
  cacheStatsSchema,
  contactSuggestionsResponseSchema,
  discoveredTopicsQuerySchema,
  discoveredTopicsResponseSchema,
  discoveryRunsResponseSchema,
  discoverySourcesResponseSchema,
  duplicateFlagActionBodySchema,
  duplicateFlagsResponseSchema,
  feedUrlBodySchema,
  globalTrendsCleanupBodySchema,
  jobQueueReportSchema,
  globalTrendsCleanupResponseSchema,
  globalTrendsResponseSchema,
  idParamSchema,
  refreshCompanyCacheBodySchema,
  topicCleanupBodySchema,
  topicCleanupResponseSchema,
  updateUserPlanBodySchema,
  configBodySchema,
  configEntriesResponseSchema,
  configEntrySchema,
  discoveryStatusSchema,
  emptyBodySchema,
  messageResponseSchema,
} from '@newsjack/shared';
import { z } from 'zod';
import { defineContract } from '../../http/openapi/contract';

const userPlanResponseSchema = z.object({ id: z.string(), agencyPlan: z.boolean() });
const flagResolutionSchema = z.object({ keptContactId: z.number().int().nullable() });

/** The contract of admin.routes.ts (every admin tab's routes). */
export const adminContract = defineContract('Admin', {
  'GET /api/admin/stats': {
    summary: 'Site totals: users, trends, story angles, global trends',
    responses: { 200: adminStatsSchema },
  },
  'GET /api/admin/users': { summary: 'Every account', responses: { 200: adminUsersResponseSchema } },
  'DELETE /api/admin/users/:id': {
    summary: 'Delete an account and everything it owns (not your own)',
    params: adminUserIdParamSchema,
    responses: { 204: null },
    errors: [404],
  },
  'PATCH /api/admin/users/:id/plan': {
    summary: 'Grant or withdraw the agency plan',
    params: adminUserIdParamSchema,
    body: updateUserPlanBodySchema,
    responses: { 200: userPlanResponseSchema },
    errors: [404],
  },
  'GET /api/admin/global-trends': {
    summary: 'The 10 most recently seen global trends',
    responses: { 200: globalTrendsResponseSchema },
  },
  'DELETE /api/admin/global-trends/cleanup': {
    summary: 'Delete global trends not seen for N hours (saved and personal trends stay)',
    body: globalTrendsCleanupBodySchema,
    responses: { 200: globalTrendsCleanupResponseSchema },
  },
  'GET /api/admin/discovered-topics': {
    summary: 'Discovered topics, optionally only those not seen for N hours',
    query: discoveredTopicsQuerySchema,
    responses: { 200: discoveredTopicsResponseSchema },
  },
  'DELETE /api/admin/discovered-topics/cleanup': {
    summary: 'Delete topics not seen for N hours, preserving those linked to saved trends',
    body: topicCleanupBodySchema,
    responses: { 200: topicCleanupResponseSchema },
  },
  'GET /api/admin/cache/stats': {
    summary: 'AI cache: live entries by kind, hits and misses',
    responses: { 200: cacheStatsSchema },
  },
  'DELETE /api/admin/cache/clear': {
    summary: 'Clear the whole AI cache or one kind (prefix)',
    body: cacheClearBodySchema,
    responses: { 200: cacheActionResponseSchema },
  },
  'POST /api/admin/cache/refresh-company': {
    summary: "Forget one company's cached analysis",
    body: refreshCompanyCacheBodySchema,
    responses: { 200: cacheActionResponseSchema },
  },
  'GET /api/admin/contact-suggestions': {
    summary: 'Pending contact edit suggestions',
    responses: { 200: contactSuggestionsResponseSchema },
  },
  'POST /api/admin/contact-suggestions/:id/approve': {
    summary: 'Apply a suggestion to its contact',
    params: idParamSchema,
    responses: { 200: messageResponseSchema },
    errors: [404, 409],
  },
  'POST /api/admin/contact-suggestions/:id/reject': {
    summary: 'Discard a suggestion',
    params: idParamSchema,
    responses: { 200: messageResponseSchema },
    errors: [404, 409],
  },
  'GET /api/admin/duplicate-flags': {
    summary: 'Pending duplicate-contact flags',
    responses: { 200: duplicateFlagsResponseSchema },
  },
  'POST /api/admin/duplicate-flags/:id/resolve': {
    summary: 'Merge keeping contact 1 or 2, or mark as not duplicates',
    params: idParamSchema,
    body: duplicateFlagActionBodySchema,
    responses: { 200: flagResolutionSchema },
    errors: [404, 409],
  },
  'GET /api/admin/trend-discovery/runs': {
    summary: 'Recent discovery runs, newest first',
    responses: { 200: discoveryRunsResponseSchema },
  },
  'POST /api/admin/trend-discovery/run': {
    summary: 'Queue a global discovery cycle now, paused or not (one waiting at most: a second asks the same)',
    body: emptyBodySchema,
    responses: { 200: messageResponseSchema },
  },
  'GET /api/admin/trend-discovery/queue': {
    summary: 'Background jobs of every queue (discovery first): waiting, running, waiting to retry and failed, the newest with their reasons',
    responses: { 200: jobQueueReportSchema },
  },
  'GET /api/admin/trend-discovery/sources': {
    summary: 'Sources global cycles read, with their last outcome',
    responses: { 200: discoverySourcesResponseSchema },
  },
  'POST /api/admin/trend-discovery/feeds': {
    summary: 'Add a feed URL (checked by the outbound-fetch guard)',
    body: feedUrlBodySchema,
    responses: { 201: discoverySourcesResponseSchema },
  },
  'DELETE /api/admin/trend-discovery/feeds': {
    summary: 'Remove an admin feed URL',
    body: feedUrlBodySchema,
    responses: { 200: discoverySourcesResponseSchema },
    errors: [404],
  },
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
