import type { AuthUser } from '@newsjack/shared';
import type { Balance } from '../credits/credits.service';
import type { SignInMethod } from './own-account';
import type { User } from './users.repo';

/** The wire shape of GET /api/auth/user (and of register/login answers): never the password hash or subject. */
export function toAuthUser(user: User, isAdmin: boolean, balance: Balance, signIn: SignInMethod): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    hasCompletedOnboarding: user.hasCompletedOnboarding,
    hasCompletedDashboardTour: user.hasCompletedDashboardTour,
    apiCredits: balance.apiCredits,
    creditsResetAt: balance.creditsResetAt.toISOString(),
    role: isAdmin ? 'admin' : 'user',
    isAdmin,
    agencyPlan: user.agencyPlan,
    activeCompanyId: user.activeCompanyId,
    createdAt: user.createdAt.toISOString(),
    signIn,
  };
}
