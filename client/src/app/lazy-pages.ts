import { lazy, type ComponentType } from 'react';

/**
 * One chunk per page: a visitor downloads only the screens they open. A page is a feature's public entry
 * (`@/features/<f>`), or a composition in ./routes when it shows several features.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const LandingPage = page(() => import('@/features/landing'), 'LandingPage');
export const SignInPage = page(() => import('@/features/auth'), 'SignInPage');
export const DashboardPage = page(() => import('./routes/dashboard-route'), 'DashboardRoute');
export const OnboardingPage = page(() => import('@/features/onboarding'), 'OnboardingPage');
export const MyCompanyPage = page(() => import('@/features/company'), 'MyCompanyPage');
export const TrendsPage = page(() => import('@/features/trends'), 'TrendsPage');
export const StoryAnglesPage = page(() => import('./routes/story-angles-route'), 'StoryAnglesRoute');
export const MediaContactsPage = page(() => import('@/features/contacts'), 'MediaContactsPage');
export const PitchesPage = page(() => import('@/features/pitches'), 'PitchesPage');
export const SavedItemsPage = page(() => import('./routes/saved-route'), 'SavedRoute');
export const KeywordsPage = page(() => import('./routes/keywords-route'), 'KeywordsRoute');
export const HowItWorksPage = page(() => import('@/features/how-it-works'), 'HowItWorksPage');
export const SettingsPage = page(() => import('@/features/settings'), 'SettingsPage');
export const AdminPage = page(() => import('@/features/admin'), 'AdminPage');
export const NotFoundPage = page(() => import('@/features/not-found'), 'NotFoundPage');
export const NotFoundInShell = page(() => import('@/features/not-found'), 'NotFoundInShell');
