import { queryOptions } from '@tanstack/react-query';
import { getJson, sharedSchema } from './api-client';
import { savedItemKeys } from './query-keys';

/** GET /api/saved-items: the Saved Items page lists it, and the trend cards use it to show which trends are saved. Shared because both features read the one cache entry. */
export const savedItemsQueryOptions = () =>
  queryOptions({
    queryKey: savedItemKeys.list(),
    queryFn: getJson('/api/saved-items', { on401: 'throw', schema: sharedSchema('savedItemsResponseSchema') }),
  });
