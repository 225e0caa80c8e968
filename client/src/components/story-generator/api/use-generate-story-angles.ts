import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generateStoryResponseSchema, type ContentType, type GenerationMode } from '@newsjack/shared';
import { STATS_KEY } from '@/components/trends/api/invalidate-trend-data';
import { AUTH_USER_KEY } from '@/hooks/use-auth';
import { apiRequest, readJson } from '@/lib/api-client';

export const STORY_ANGLES_KEY = ['/api/story-angles'] as const;

export interface GenerateStoryInput {
  topic: string;
  targetAudience: string;
  contentTypes: ContentType[];
  context: string;
  mode: GenerationMode;
  trendId: number | null;
}

/** POST /api/story-angles/generate: costs 1 credit, so the user's balance is read again afterwards. */
export function useGenerateStoryAngles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GenerateStoryInput) =>
      readJson(await apiRequest('POST', '/api/story-angles/generate', input), generateStoryResponseSchema),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: STORY_ANGLES_KEY }),
        queryClient.invalidateQueries({ queryKey: STATS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
      ]),
  });
}
