import type { AuthUser } from '@newsjack/shared';

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    hasCompletedOnboarding: true,
    hasCompletedDashboardTour: true,
    apiCredits: 1000,
    creditsResetAt: '2030-01-01T00:00:00.000Z',
    role: 'user',
    isAdmin: false,
    agencyPlan: false,
    activeCompanyId: 1,
    signIn: 'password',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
