import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateTrendData } from '@/lib/cache-invalidation';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';

/** POST /api/keywords {term}. Callers show their own toasts (the duplicate case is shown in the form). */
export function useAddKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (term: string) =>
      readJson(await apiRequest('POST', '/api/keywords', { term }), sharedSchema('keywordSchema')),
    onSuccess: () => invalidateTrendData(queryClient),
  });
}
