import { queryOptions } from '@tanstack/react-query';
import { savedItemsResponseSchema } from '@newsjack/shared';
import { getQueryFn } from '@/lib/api-client';
import { SAVED_ITEMS_KEY } from './invalidate-trend-data';

/** GET /api/saved-items: the cards use it to show which trends are already saved. */
export const savedItemsQueryOptions = () =>
  queryOptions({
    queryKey: SAVED_ITEMS_KEY,
    queryFn: getQueryFn({ on401: 'throw', schema: savedItemsResponseSchema }),
  });
