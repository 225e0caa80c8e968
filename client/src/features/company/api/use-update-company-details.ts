import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CompanyProfile, type UpdateCompanyDetailsBody } from '@newsjack/shared';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { invalidateTrendData } from '@/lib/cache-invalidation';
import { companyKeys } from '@/lib/query-keys';

interface UpdateCompanyDetailsVariables {
  id: number;
  details: UpdateCompanyDetailsBody;
}

/** PATCH /api/company-profile/{id}/details: the industry, markets, own outlets, website and links the user corrected. */
export function useUpdateCompanyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, details }: UpdateCompanyDetailsVariables) =>
      readJson(
        await apiRequest('PATCH', `/api/company-profile/${id}/details`, details),
        sharedSchema('companyProfileSchema'),
      ),
    onSuccess: async (updated) => {
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
