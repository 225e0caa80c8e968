import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContentType, type GenerationMode } from '@newsjack/shared';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { creditKeys, statsKeys, storyAngleKeys } from '@/lib/query-keys';

export interface GenerateStoryInput {
  topic: string;
  targetAudience: string;
  contentTypes: ContentType[];
  context: string;
  mode: GenerationMode;
  trendId: number | null;
}

/**
 * POST /api/story-angles/generate. It costs a credit and adds angles, so the balance, the angle lists and the
 * dashboard counts are read again afterwards.
 */
export function useGenerateStoryAngles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GenerateStoryInput) =>
      readJson(
        await apiRequest('POST', '/api/story-angles/generate', input),
        sharedSchema('generateStoryResponseSchema'),
      ),
    onSettled: () =>
      Promise.all(
        [storyAngleKeys.lists(), creditKeys.all, statsKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
