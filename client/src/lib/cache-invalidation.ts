import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * API paths whose cached answers several screens refresh together (after onboarding, a company switch or
 * keyword auto-population). Query keys start with the request path, so a path names every query under it.
 */
export const API_PATHS = {
  authUser: '/api/auth/user',
  onboardingStatus: '/api/onboarding/status',
  companyProfile: '/api/company-profile',
  companyProfiles: '/api/company-profiles',
  activeCompany: '/api/user/active-company',
  keywords: '/api/keywords',
  trends: '/api/trends',
  storyAngles: '/api/story-angles',
  stats: '/api/stats',
  contacts: '/api/contacts',
  pitches: '/api/pitches',
} as const;

function firstKeyPart(query: Query): string | null {
  const head = query.queryKey[0];
  return typeof head === 'string' ? head : null;
}

/** True when the key's first part is `path` itself or a path below it ('/api/trends/12/explanation'). */
export function keyIsUnderPath(query: Query, path: string): boolean {
  const head = firstKeyPart(query);
  return head !== null && (head === path || head.startsWith(`${path}/`) || head.startsWith(`${path}?`));
}

/** Marks every query under any of `paths` stale and refetches the ones on screen. */
export function invalidateApiPaths(queryClient: QueryClient, paths: readonly string[]): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => paths.some((path) => keyIsUnderPath(query, path)) });
}

/** Trend explanations are written for one company; after a switch they are dropped, not merely refetched. */
export function removeTrendExplanations(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => {
      const head = firstKeyPart(query);
      if (head === null || !head.startsWith(API_PATHS.trends)) return false;
      return query.queryKey.some((part) => typeof part === 'string' && part.includes('explanation'));
    },
  });
}
