import { z } from 'zod';
import { GLOBAL_TRENDS_CLEANUP_DEFAULT_HOURS, MAX_HOURS, TOPIC_CLEANUP_DEFAULT_HOURS } from './constants';
import { CLEANUP_HOURS_MESSAGE, FILTER_HOURS_MESSAGE, GLOBAL_CLEANUP_HOURS_MESSAGE } from './messages';
import { trendScopeSchema } from './trends';

/** GET /api/admin/stats */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalTrends: z.number().int(),
  totalStoryAngles: z.number().int(),
  totalGlobalTrends: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/admin/users (one row) */
export const adminUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  hasCompletedOnboarding: z.boolean(),
  role: z.enum(['user', 'admin']).optional(),
  agencyPlan: z.boolean().optional(),
  apiCredits: z.number().int().optional(),
  createdAt: z.string().optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.array(adminUserSchema);

/** PATCH /api/admin/users/{id}/plan: grant or withdraw the agency plan (several company profiles). */
export const updateUserPlanBodySchema = z.object({
  agencyPlan: z.boolean({ error: 'agencyPlan must be true or false' }),
});
export type UpdateUserPlanBody = z.infer<typeof updateUserPlanBodySchema>;

/** GET /api/admin/global-trends (one row); relevance is 0..1, shown as a percent to 1 decimal. */
export const globalTrendSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  relevanceScore: z.number(),
  mentions: z.number().int().optional(),
  lastSeenAt: z.string().optional(),
  createdAt: z.string().optional(),
});
export type GlobalTrend = z.infer<typeof globalTrendSchema>;

export const globalTrendsResponseSchema = z.array(globalTrendSchema);

/** GET /api/admin/discovered-topics (one row); a topic with enrichedTrendId is linked to a trend. */
export const discoveredTopicSchema = z.object({
  id: z.number().int(),
  rawTitle: z.string(),
  normalizedTitle: z.string(),
  enrichedTrendId: z.number().int().nullable(),
  scope: trendScopeSchema.optional(),
  lastSeenAt: z.string(),
  createdAt: z.string(),
});
export type DiscoveredTopic = z.infer<typeof discoveredTopicSchema>;

export const discoveredTopicsResponseSchema = z.array(discoveredTopicSchema);

/** A number of hours from a form field or query string (text is coerced), bounded, with the spec's message. */
const hours = (message: string, min: number) =>
  z.coerce.number({ error: message }).min(min, message).max(MAX_HOURS, `Hours must be at most ${MAX_HOURS}`);

/** GET /api/admin/discovered-topics?olderThanHours= */
export const discoveredTopicsQuerySchema = z.object({
  olderThanHours: z.preprocess((v) => (v === '' ? undefined : v), hours(FILTER_HOURS_MESSAGE, 0).optional()),
});
export type DiscoveredTopicsQuery = z.infer<typeof discoveredTopicsQuerySchema>;

/** DELETE /api/admin/discovered-topics/cleanup; topics linked to saved trends are preserved. */
export const topicCleanupBodySchema = z.object({
  olderThanHours: hours(CLEANUP_HOURS_MESSAGE, 1).default(TOPIC_CLEANUP_DEFAULT_HOURS),
});
export type TopicCleanupBody = z.infer<typeof topicCleanupBodySchema>;

export const topicCleanupResponseSchema = z.object({
  message: z.string(),
  results: z.object({ evaluated: z.number().int(), deleted: z.number().int(), preserved: z.number().int() }),
});
export type TopicCleanupResponse = z.infer<typeof topicCleanupResponseSchema>;

/** DELETE /api/admin/global-trends/cleanup; user-specific trends are unaffected. */
export const globalTrendsCleanupBodySchema = z.object({
  olderThanHours: hours(GLOBAL_CLEANUP_HOURS_MESSAGE, 1).default(GLOBAL_TRENDS_CLEANUP_DEFAULT_HOURS),
});
export type GlobalTrendsCleanupBody = z.infer<typeof globalTrendsCleanupBodySchema>;

export const globalTrendsCleanupResponseSchema = z.object({
  message: z.string(),
  deleted: z.number().int().optional(),
});
export type GlobalTrendsCleanupResponse = z.infer<typeof globalTrendsCleanupResponseSchema>;

/** DELETE /api/admin/users/{id} and the other id-addressed admin routes. */
export const adminUserIdParamSchema = z.object({ id: z.uuid({ error: 'id must be a user id' }) });
