import { queryOptions } from '@tanstack/react-query';
import { statsSchema, storyAnglesResponseSchema } from '@newsjack/shared';
import { STORY_ANGLES_KEY } from '@/components/story-generator/api/use-generate-story-angles';
import { STATS_KEY } from '@/components/trends/api/invalidate-trend-data';
import { getQueryFn } from '@/lib/api-client';

/** GET /api/stats: the four counts and the server's change labels. */
export const statsQueryOptions = () =>
  queryOptions({
    queryKey: STATS_KEY,
    queryFn: getQueryFn({ on401: 'throw', schema: statsSchema }),
  });

/** GET /api/story-angles: the recent-angles panel and the dashboard search read it. */
export const storyAnglesQueryOptions = () =>
  queryOptions({
    queryKey: STORY_ANGLES_KEY,
    queryFn: getQueryFn({ on401: 'throw', schema: storyAnglesResponseSchema }),
  });
