import { queryOptions } from '@tanstack/react-query';
import { activeCompanySchema, companyProfilesResponseSchema } from '@newsjack/shared';
import { getQueryFn } from '@/lib/api-client';
import { API_PATHS } from '@/lib/cache-invalidation';

export { activeCompanyProfileQueryOptions } from '@/lib/company-queries';

export const COMPANY_PROFILES_KEY = [API_PATHS.companyProfiles] as const;
export const ACTIVE_COMPANY_KEY = [API_PATHS.activeCompany] as const;

/** Every company profile the user owns (one, or several on the agency plan). */
export const companyProfilesQueryOptions = () =>
  queryOptions({
    queryKey: COMPANY_PROFILES_KEY,
    queryFn: getQueryFn({ on401: 'throw', schema: companyProfilesResponseSchema }),
  });

/** Which of them the rest of the app is working for. */
export const activeCompanyQueryOptions = () =>
  queryOptions({
    queryKey: ACTIVE_COMPANY_KEY,
    queryFn: getQueryFn({ on401: 'throw', schema: activeCompanySchema }),
  });
