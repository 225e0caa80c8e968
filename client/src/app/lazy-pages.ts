import { lazy, type ComponentType } from 'react';

/** One chunk per page: a visitor downloads only the screens they open. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const LandingPage = page(() => import('@/features/landing/landing-page'), 'LandingPage');
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
