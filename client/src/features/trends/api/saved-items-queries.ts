import { queryOptions } from '@tanstack/react-query';
import { savedItemsResponseSchema } from '@newsjack/shared';
import { getJson } from '@/lib/api-client';
import { savedItemKeys } from '@/lib/query-keys';

/** GET /api/saved-items: the trend cards use it to show which trends are already saved. */
export const savedItemsQueryOptions = () =>
  queryOptions({
    queryKey: savedItemKeys.list(),
    queryFn: getJson('/api/saved-items', { on401: 'throw', schema: savedItemsResponseSchema }),
  });
