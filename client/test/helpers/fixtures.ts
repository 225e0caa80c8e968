import type { AuthUser, Pitch } from '@newsjack/shared';

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

/** A drafted pitch to Priya Shah (Reuters) from the 'Same-day settlement' angle. */
export function makePitch(overrides: Partial<Pitch> = {}): Pitch {
  return {
    id: 1,
    subjectLine: 'Same-day card settlement',
    body: 'Hi Priya,\n\nYour piece on card settlement caught my eye.\n\nLine three.\n\nLine four.\n\nLine five.\n\nBest,\nAlice',
    mode: 'quick',
    engine: 'offline',
    status: 'drafted',
    sentAt: null,
    repliedAt: null,
    followUpCount: 0,
    nextFollowUpAt: null,
    contactId: 11,
    storyAngleId: 5,
    contact: { id: 11, name: 'Priya Shah', outlet: 'Reuters', email: 'priya.shah@reuters.example' },
    storyAngle: { id: 5, headline: 'Same-day settlement for small merchants' },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
