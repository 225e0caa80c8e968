import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerationMode } from '@newsjack/shared';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { creditKeys, pitchKeys } from '@/lib/query-keys';

export interface GeneratePitchesInput {
  storyAngleId: number;
  contactIds: number[];
  mode: GenerationMode;
}

/**
 * POST /api/pitches/generate: one pitch per contact for 1 credit. The pitch list and the balance are read again
 * once it settles (a refused request may still have changed the balance's month).
 */
export function useGeneratePitches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GeneratePitchesInput) =>
      readJson(await apiRequest('POST', '/api/pitches/generate', input), sharedSchema('generatePitchesResponseSchema')),
    onSettled: () =>
      Promise.all([pitchKeys.all, creditKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
