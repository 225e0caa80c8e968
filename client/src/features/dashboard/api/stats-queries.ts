import { queryOptions } from '@tanstack/react-query';
import { getJson, sharedSchema } from '@/lib/api-client';
import { statsKeys } from '@/lib/query-keys';

/** GET /api/stats: the four counts and the server's change labels. */
export const statsQueryOptions = () =>
  queryOptions({
    queryKey: statsKeys.summary(),
    queryFn: getJson('/api/stats', { on401: 'throw', schema: sharedSchema('statsSchema') }),
  });
