import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { companyKeys } from '@/lib/query-keys';

/**
 * POST /api/company-profile/{id}/reanalyse: the site read again, answered as a proposal. The server stores only
 * whether the site could be read (the notice on the profile card), so the profiles are read again.
 */
export function useReanalyseCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      readJson(
        await apiRequest('POST', `/api/company-profile/${id}/reanalyse`),
        sharedSchema('onboardingAnalysisSchema'),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
