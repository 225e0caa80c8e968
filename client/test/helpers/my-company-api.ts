import type { CompanyProfile } from '@newsjack/shared';
import { makeKeyword } from './company-fixtures';
import { makeUser } from './fixtures';
import { mockApi, type RecordedCall, type Reply } from './mock-api';

/**
 * My Company's API as the server keeps it for one signed-in user with one company (id 1): a saved details change is
 * what every later read answers, unless `patchReply` answers the PATCH instead.
 */
export function myCompanyApi(profile: CompanyProfile, patchReply?: Reply): RecordedCall[] {
  let current = profile;
  return mockApi({
    'GET /api/auth/user': makeUser(),
    'GET /api/onboarding/status': { hasCompletedOnboarding: true },
    'GET /api/auth/is-admin': { isAdmin: false },
    'GET /api/company-profiles': () => [current],
    'GET /api/user/active-company': { activeCompanyId: 1 },
    'GET /api/company-profile': () => current,
    'GET /api/keywords': [makeKeyword()],
    'PATCH /api/company-profile/1/details': (call: RecordedCall) =>
      patchReply ?? (current = { ...current, ...(call.body as object) }),
  });
}
