import { queryOptions } from '@tanstack/react-query';
import { getJson, sharedSchema } from './api-client';
import { creditKeys } from './query-keys';

/**
 * GET /api/credits: the real balance (the server applies the monthly reset when it is read). App-wide like the
 * signed-in user: the dashboard header, the story generator and Settings all show it, and every generation
 * invalidates `creditKeys.all`, so they never disagree.
 */
export const creditBalanceQueryOptions = () =>
  queryOptions({
    queryKey: creditKeys.balance(),
    queryFn: getJson('/api/credits', { on401: 'throw', schema: sharedSchema('creditBalanceSchema') }),
  });
