import { queryOptions } from '@tanstack/react-query';
import { companyProfileSchema, keywordsResponseSchema, type CompanyProfile } from '@newsjack/shared';
import { apiRequest, getQueryFn, parseApiError, readJson } from './api-client';
import { API_PATHS } from './cache-invalidation';

export const ACTIVE_COMPANY_PROFILE_KEY = [API_PATHS.companyProfile] as const;
export const KEYWORDS_KEY = [API_PATHS.keywords] as const;

/** The active company's profile, or null when the user has none yet (the API answers 404). */
export const activeCompanyProfileQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: ACTIVE_COMPANY_PROFILE_KEY,
    queryFn: async (): Promise<CompanyProfile | null> => {
      try {
        return await readJson(await apiRequest('GET', API_PATHS.companyProfile), companyProfileSchema);
      } catch (error) {
        if (parseApiError(error).status === 404) return null;
        throw error;
      }
    },
    enabled,
  });

/** The tracked keywords of the active company (same key as the Keywords screen, so they share one cache). */
export const trackedKeywordsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: KEYWORDS_KEY,
    queryFn: getQueryFn({ on401: 'throw', schema: keywordsResponseSchema }),
    enabled,
  });
