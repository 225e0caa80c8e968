import { queryOptions } from '@tanstack/react-query';
import { apiUrl, getJson, sharedSchema } from '@/lib/api-client';
import { storyAngleKeys } from '@/lib/query-keys';

/**
 * GET /api/story-angles/fit?topic=&trendId=: whether the topic (and trend) fits the active company, so the dialog
 * can say so before a credit is spent. Free, and the same question always has the same answer for a while.
 */
export const storyFitQueryOptions = (topic: string, trendId: number | null, enabled: boolean) =>
  queryOptions({
    queryKey: storyAngleKeys.fit({ topic, trendId }),
    queryFn: getJson(apiUrl('/api/story-angles/fit', { topic, trendId }), {
      on401: 'throw',
      schema: sharedSchema('storyFitSchema'),
    }),
    enabled: enabled && topic.trim() !== '',
    staleTime: 5 * 60_000,
  });
