import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyProfile } from '@newsjack/shared';
import { apiRequest, readJson, sharedSchema } from '@/lib/api-client';
import { companyKeys } from '@/lib/query-keys';

interface SetPitchUnsubscribeLinkVariables {
  id: number;
  on: boolean;
}

/**
 * PATCH /api/company-profile/{id}/details with only the "Add an unsubscribe link to pitches" switch. It changes what
 * the company's pitches carry, not what its trends are scored against, so only the profiles are refreshed.
 */
export function useSetPitchUnsubscribeLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, on }: SetPitchUnsubscribeLinkVariables) =>
      readJson(
        await apiRequest('PATCH', `/api/company-profile/${id}/details`, { pitchUnsubscribeLink: on }),
        sharedSchema('companyProfileSchema'),
      ),
    onSuccess: async (updated) => {
      queryClient.setQueryData<CompanyProfile[]>(companyKeys.list(), (list) =>
        list?.map((profile) => (profile.id === updated.id ? updated : profile)),
      );
      await queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}
