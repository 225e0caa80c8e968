import { lazy, type ComponentType } from 'react';

/** One chunk per page: a visitor downloads only the screens they open. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- pages take no props unless they say so
function page<K extends string, P extends object = {}>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const loadLanding = () => import('@/features/landing/landing-page');
export const LandingPage = page(loadLanding, 'LandingPage');
export const SignInPage = page(() => import('@/features/auth/signin-page'), 'SignInPage');
export const DashboardPage = page(() => import('@/features/dashboard/dashboard-page'), 'DashboardPage');
export const OnboardingPage = page(() => import('@/features/onboarding/onboarding-page'), 'OnboardingPage');
export const MyCompanyPage = page(() => import('@/features/company/my-company-page'), 'MyCompanyPage');
export const TrendsPage = page(() => import('@/features/trends/trends-page'), 'TrendsPage');
export const StoryAnglesPage = page(() => import('@/features/story-angles/story-angles-page'), 'StoryAnglesPage');
export const MediaContactsPage = page(() => import('@/features/contacts/media-contacts-page'), 'MediaContactsPage');
export const PitchesPage = page(() => import('@/features/pitches/pitches-page'), 'PitchesPage');
export const SavedItemsPage = page(() => import('@/features/saved/saved-items-page'), 'SavedItemsPage');
export const KeywordsPage = page(() => import('@/features/keywords/keywords-page'), 'KeywordsPage');
export const HowItWorksPage = page(() => import('@/features/how-it-works/how-it-works-page'), 'HowItWorksPage');
export const SettingsPage = page(() => import('@/features/settings/settings-page'), 'SettingsPage');
export const AdminPage = page(() => import('@/features/admin/admin-page'), 'AdminPage');
export const NotFoundPage = page(() => import('@/features/not-found/not-found-page'), 'NotFoundPage');
export const NotFoundInShell = page(() => import('@/features/not-found/not-found-page'), 'NotFoundInShell');

/** The signed-in frame (sidebar, drawer, tour, tooltips) loads with the first signed-in screen, not on the landing page. */
export const ShellFrame = page(() => import('./shell-frame'), 'ShellFrame');

/**
 * A visit to '/' is usually a visitor's first: fetch the landing page while the sign-in state is being asked,
 * instead of after the answer (one round trip less before the first screen; a signed-in user pays a few kB).
 */
export function preloadFirstScreen(pathname: string): void {
  if (pathname === '/') void loadLanding().catch(() => undefined);
}
