import { queryOptions } from '@tanstack/react-query';
import { getJson, sharedSchema } from '@/lib/api-client';
import { trendKeys } from '@/lib/query-keys';

/** GET /api/trends/schedule: the discovery frequency the admin configured, in minutes. */
export const trendScheduleQueryOptions = () =>
  queryOptions({
    queryKey: trendKeys.schedule(),
    queryFn: getJson('/api/trends/schedule', { on401: 'throw', schema: sharedSchema('trendScheduleSchema') }),
  });
