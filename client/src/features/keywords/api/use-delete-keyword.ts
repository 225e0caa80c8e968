import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateTrendData } from '@/lib/cache-invalidation';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/keywords/{id}. The dashboard says 'removed', the keywords page 'deleted'; callers toast. */
export function useDeleteKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/keywords/${id}`);
    },
    onSuccess: () => invalidateTrendData(queryClient),
  });
}
