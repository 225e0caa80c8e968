import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyProfile, type UpdateCompanyProfileBody } from '@newsjack/shared';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { invalidateTrendData } from '@/lib/cache-invalidation';
import { companyKeys } from '@/lib/query-keys';

interface UpdateCompanyProfileVariables extends UpdateCompanyProfileBody {
  id: number;
}

export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, companyProfile }: UpdateCompanyProfileVariables) =>
      readJson(
        await apiRequest('PATCH', `/api/company-profile/${id}`, { companyProfile }),
        sharedSchema('companyProfileSchema'),
      ),
    onSuccess: async (updated) => {
      // Show the saved text at once, then let every profile query catch up with the server.
      queryClient.setQueryData<CompanyProfile[]>(companyKeys.list(), (list) =>
        list?.map((profile) => (profile.id === updated.id ? updated : profile)),
      );
      // The server scored the company's trends again against the edit: the lists and figures follow at once.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.all }),
        invalidateTrendData(queryClient),
      ]);
    },
  });
}
