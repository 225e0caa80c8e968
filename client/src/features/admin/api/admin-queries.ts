import { queryOptions } from '@tanstack/react-query';
import {
  adminStatsSchema,
  adminUsersResponseSchema,
  cacheStatsSchema,
  configEntriesResponseSchema,
  contactSuggestionsResponseSchema,
  discoveredTopicsResponseSchema,
  discoveryRunsResponseSchema,
  discoverySourcesResponseSchema,
  discoveryStatusSchema,
  DISCOVERY_STATUS_POLL_MS,
  duplicateFlagsResponseSchema,
  globalTrendsResponseSchema,
  jobQueueReportSchema,
} from '@newsjack/shared';
import { adminKeys } from '@/lib/query-keys';
import { adminGet } from './admin-fetch';

/** Every read of the admin screen. Fetch failures are shown, not retried (the spec's topic list: no retry). */
export const adminQueries = {
  stats: () => queryOptions({ queryKey: adminKeys.stats(), queryFn: adminGet('/api/admin/stats', adminStatsSchema) }),
  users: () =>
    queryOptions({ queryKey: adminKeys.users(), queryFn: adminGet('/api/admin/users', adminUsersResponseSchema) }),
  globalTrends: () =>
    queryOptions({
      queryKey: adminKeys.globalTrends(),
      queryFn: adminGet('/api/admin/global-trends', globalTrendsResponseSchema),
    }),
  topics: (olderThanHours: number | null) =>
    queryOptions({
      queryKey: adminKeys.topics(olderThanHours),
      queryFn: adminGet('/api/admin/discovered-topics', discoveredTopicsResponseSchema, { olderThanHours }),
      retry: false,
    }),
  cacheStats: () =>
    queryOptions({ queryKey: adminKeys.cacheStats(), queryFn: adminGet('/api/admin/cache/stats', cacheStatsSchema) }),
  suggestions: () =>
    queryOptions({
      queryKey: adminKeys.suggestions(),
      queryFn: adminGet('/api/admin/contact-suggestions', contactSuggestionsResponseSchema),
    }),
  duplicateFlags: () =>
    queryOptions({
      queryKey: adminKeys.duplicateFlags(),
      queryFn: adminGet('/api/admin/duplicate-flags', duplicateFlagsResponseSchema),
    }),
  /** Polled every 10 s while the Discovery tab is open. */
  discoveryStatus: () =>
    queryOptions({
      queryKey: adminKeys.discoveryStatus(),
      queryFn: adminGet('/api/admin/trend-discovery/status', discoveryStatusSchema),
      refetchInterval: DISCOVERY_STATUS_POLL_MS,
    }),
  discoveryRuns: () =>
    queryOptions({
      queryKey: adminKeys.discoveryRuns(),
      queryFn: adminGet('/api/admin/trend-discovery/runs', discoveryRunsResponseSchema),
      refetchInterval: DISCOVERY_STATUS_POLL_MS,
    }),
  /** The job queue's background cycles, polled with the status. */
  discoveryQueue: () =>
    queryOptions({
      queryKey: adminKeys.discoveryQueue(),
      queryFn: adminGet('/api/admin/trend-discovery/queue', jobQueueReportSchema),
      refetchInterval: DISCOVERY_STATUS_POLL_MS,
    }),
  discoverySources: () =>
    queryOptions({
      queryKey: adminKeys.discoverySources(),
      queryFn: adminGet('/api/admin/trend-discovery/sources', discoverySourcesResponseSchema),
    }),
  config: () =>
    queryOptions({ queryKey: adminKeys.config(), queryFn: adminGet('/api/admin/config', configEntriesResponseSchema) }),
};
