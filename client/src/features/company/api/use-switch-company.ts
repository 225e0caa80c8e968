import { useMutation, useQueryClient } from '@tanstack/react-query';
import { switchCompanyResponseSchema } from '@newsjack/shared';
import { apiRequest, readJson } from '@/lib/api-client';
import { API_PATHS, invalidateApiPaths, removeTrendExplanations } from '@/lib/cache-invalidation';

const SWITCH_COMPANY_URL = '/api/user/switch-company';

/**
 * Everything that depends on which company is active (spec 01 §4), plus the user (it carries activeCompanyId)
 * and the per-company contacts and pitches.
 */
const SWITCH_REFRESH_PATHS = [
  API_PATHS.trends,
  API_PATHS.keywords,
  API_PATHS.companyProfile,
  API_PATHS.companyProfiles,
  API_PATHS.activeCompany,
  API_PATHS.storyAngles,
  API_PATHS.stats,
  API_PATHS.authUser,
  API_PATHS.contacts,
  API_PATHS.pitches,
];

export function useSwitchCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (companyId: number) =>
      readJson(await apiRequest('POST', SWITCH_COMPANY_URL, { companyId }), switchCompanyResponseSchema),
    onSuccess: async () => {
      // Explanations were written for the previous company: drop them rather than show them while refetching.
      removeTrendExplanations(queryClient);
      await invalidateApiPaths(queryClient, SWITCH_REFRESH_PATHS);
    },
  });
}
