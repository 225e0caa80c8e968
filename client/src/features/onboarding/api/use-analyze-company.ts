import { useMutation } from '@tanstack/react-query';
import type { OnboardingInput } from '@newsjack/shared';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { ONBOARDING_COMPLETE_URL } from './onboarding-queries';

/** Sends the form to the AI engine; the answer (profile, keywords, outlets) takes several seconds. */
export function useAnalyzeCompany() {
  return useMutation({
    mutationFn: async (input: OnboardingInput) =>
      readJson(await apiRequest('POST', ONBOARDING_COMPLETE_URL, input), sharedSchema('onboardingAnalysisSchema')),
  });
}
