import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { savedItemKeys, statsKeys } from '@/lib/query-keys';

/** POST /api/saved-items {itemType: 'pitch', itemId}: bookmarks the pitch for Saved Items. */
export function useSavePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('POST', '/api/saved-items', { itemType: 'pitch', itemId: id });
    },
    onSuccess: () =>
      Promise.all([savedItemKeys.all, statsKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
