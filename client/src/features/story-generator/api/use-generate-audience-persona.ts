import { useMutation } from '@tanstack/react-query';
import type { AudiencePersonaBody } from '@newsjack/shared';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';

/** POST /api/generate-audience-persona {trendTitle, trendDescription, sourceUrls}: the 'AI Generate' helper. */
export function useGenerateAudiencePersona() {
  return useMutation({
    mutationFn: async (body: AudiencePersonaBody) =>
      readJson(
        await apiRequest('POST', '/api/generate-audience-persona', body),
        sharedSchema('audiencePersonaResponseSchema'),
      ),
  });
}
