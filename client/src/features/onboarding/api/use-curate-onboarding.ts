import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingCurationBody } from '@newsjack/shared';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterCompanyChange } from '@/lib/cache-invalidation';
import { ONBOARDING_CURATE_URL } from './onboarding-queries';

/**
 * Confirms the reviewed analysis: the server stores the company profile, makes it active, adds the keywords and
 * marks onboarding complete. Only success matters here, so the answer's body is not read.
 */
export function useCurateOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OnboardingCurationBody) => {
      await apiRequest('POST', ONBOARDING_CURATE_URL, body);
    },
    // The new company is now active and onboarding is complete: the status, the user and every company-scoped
    // cache are refreshed.
    onSuccess: () => refreshAfterCompanyChange(queryClient),
  });
}
