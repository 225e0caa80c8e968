import { queryOptions } from '@tanstack/react-query';
import type { CompanyProfile } from '@newsjack/shared';
import { apiRequest, parseApiError, readJson, sharedSchema } from './api-client';
import { takeInitialRead } from './initial-reads';
import { companyKeys } from './query-keys';

/**
 * The profile of the company the user is working for, or null when they have none yet (the API answers 404).
 * App-wide context like the signed-in user: several features read it (My Company, the trends page title), so it
 * lives here rather than in one of them.
 */
export const activeCompanyProfileQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: companyKeys.active(),
    queryFn: async (): Promise<CompanyProfile | null> => {
      // A signed-in page may carry the profile already (lib/initial-reads.ts, unchecked as in getJson); a 404 is
      // never in it.
      const initial = takeInitialRead('/api/company-profile');
      if (initial) return initial.body as CompanyProfile;
      try {
        return await readJson(await apiRequest('GET', '/api/company-profile'), sharedSchema('companyProfileSchema'));
      } catch (error) {
        if (parseApiError(error).status === 404) return null;
        throw error;
      }
    },
    enabled,
  });
