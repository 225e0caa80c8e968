import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyProfileSchema, type CompanyProfile, type UpdateCompanyProfileBody } from '@newsjack/shared';
import { apiRequest, readJson } from '@/lib/api-client';
import { API_PATHS, invalidateApiPaths } from '@/lib/cache-invalidation';
import { COMPANY_PROFILES_KEY } from './company-queries';

interface UpdateCompanyProfileVariables extends UpdateCompanyProfileBody {
  id: number;
}

export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, companyProfile }: UpdateCompanyProfileVariables) =>
      readJson(
        await apiRequest('PATCH', `${API_PATHS.companyProfile}/${id}`, { companyProfile }),
        companyProfileSchema,
      ),
    onSuccess: async (updated) => {
      // Show the saved text at once, then let every profile query catch up with the server.
      queryClient.setQueryData<CompanyProfile[]>(COMPANY_PROFILES_KEY, (list) =>
        list?.map((profile) => (profile.id === updated.id ? updated : profile)),
      );
      await invalidateApiPaths(queryClient, [API_PATHS.companyProfile, API_PATHS.companyProfiles]);
    },
  });
}
