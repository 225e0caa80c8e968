import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { refreshAfterCompanyChange } from '@/lib/cache-invalidation';

/**
 * POST /api/user/switch-company. Everything that depends on which company is active is refreshed (spec 01 §4),
 * and explanations written for the previous company are dropped. The answer says how many of the company's
 * suggested keywords the server started tracking (it does so when the company tracked none).
 */
export function useSwitchCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (companyId: number) =>
      readJson(
        await apiRequest('POST', '/api/user/switch-company', { companyId }),
        sharedSchema('switchCompanyResponseSchema'),
      ),
    onSuccess: () => refreshAfterCompanyChange(queryClient),
  });
}
