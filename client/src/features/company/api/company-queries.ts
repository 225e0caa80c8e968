import { queryOptions } from '@tanstack/react-query';
import { getJson, sharedSchema } from '@/lib/api-client';
import { companyKeys } from '@/lib/query-keys';

/** Every company profile the user owns (one, or several on the agency plan). */
export const companyProfilesQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.list(),
    queryFn: getJson('/api/company-profiles', {
      on401: 'throw',
      schema: sharedSchema('companyProfilesResponseSchema'),
    }),
  });

/** Which of them the rest of the app is working for. */
export const activeCompanyQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.activeId(),
    queryFn: getJson('/api/user/active-company', { on401: 'throw', schema: sharedSchema('activeCompanySchema') }),
  });
