import { API_PATHS } from '@/lib/cache-invalidation';

/**
 * Onboarding reads no data of its own (its status query lives with sign-in in hooks/use-auth). What it owns is
 * the list of cached answers that finishing it changes: the status, the user, and everything a new company
 * profile feeds (keywords, trends, the profile itself, the active company, stats).
 */
export const ONBOARDING_REFRESH_PATHS = [
  API_PATHS.onboardingStatus,
  API_PATHS.authUser,
  API_PATHS.keywords,
  API_PATHS.trends,
  API_PATHS.companyProfile,
  API_PATHS.companyProfiles,
  API_PATHS.activeCompany,
  API_PATHS.storyAngles,
  API_PATHS.stats,
] as const;

export const ONBOARDING_COMPLETE_URL = '/api/onboarding/complete';
export const ONBOARDING_CURATE_URL = '/api/onboarding/curate';
