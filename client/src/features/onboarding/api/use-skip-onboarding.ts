import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { authKeys } from '@/lib/query-keys';
import { ONBOARDING_SKIP_URL } from './onboarding-queries';

/**
 * Skip on the onboarding form: the server records that the user went into the app without a company, so the
 * redirect rule lets them in. The onboarding status and the user are refreshed before the caller navigates.
 */
export function useSkipOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      readJson(await apiRequest('POST', ONBOARDING_SKIP_URL, {}), sharedSchema('onboardingSkipResponseSchema')),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authKeys.all });
    },
  });
}
