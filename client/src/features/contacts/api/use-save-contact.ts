import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contactKeys, savedItemKeys, statsKeys } from '@/lib/query-keys';

/** POST /api/saved-items {itemType: 'contact', itemId}: bookmarks the contact (Saved Items lists it). */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('POST', '/api/saved-items', { itemType: 'contact', itemId: id });
    },
    onSuccess: () =>
      Promise.all(
        [contactKeys.lists(), savedItemKeys.all, statsKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
