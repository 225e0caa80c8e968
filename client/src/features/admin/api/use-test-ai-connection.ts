import { useMutation } from '@tanstack/react-query';
import type { AiConnectionTestBody } from '@newsjack/shared';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';

/**
 * POST /api/admin/ai-settings/test with the form's values (a field left out is the saved one). The answer (ok or
 * why not) is shown beside the button; only a refused request (400, rate limit) is an error.
 */
export function useTestAiConnection() {
  return useMutation({
    mutationFn: async (body: AiConnectionTestBody) =>
      readJson(await apiRequest('POST', '/api/admin/ai-settings/test', body), sharedSchema('aiConnectionTestSchema')),
  });
}
