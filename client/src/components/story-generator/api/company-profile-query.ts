import { queryOptions } from '@tanstack/react-query';
import { companyProfileSchema, type CompanyProfile } from '@newsjack/shared';
import { apiRequest, parseApiError, readJson } from '@/lib/api-client';

export const COMPANY_PROFILE_KEY = ['/api/company-profile'] as const;

/** GET /api/company-profile: the active company's profile, or null when the user has none yet (404). */
export const companyProfileQueryOptions = () =>
  queryOptions({
    queryKey: COMPANY_PROFILE_KEY,
    queryFn: async (): Promise<CompanyProfile | null> => {
      try {
        return await readJson(await apiRequest('GET', COMPANY_PROFILE_KEY[0]), companyProfileSchema.nullable());
      } catch (error) {
        if (parseApiError(error).status === 404) return null;
        throw error;
      }
    },
  });
