import { queryOptions } from '@tanstack/react-query';
import { getJson, sharedSchema } from '@/lib/api-client';
import { storyAngleKeys } from '@/lib/query-keys';

/** GET /api/story-angles: the active company's angles, newest first. */
export const storyAnglesQueryOptions = () =>
  queryOptions({
    queryKey: storyAngleKeys.list(),
    queryFn: getJson('/api/story-angles', { on401: 'throw', schema: sharedSchema('storyAnglesResponseSchema') }),
  });
