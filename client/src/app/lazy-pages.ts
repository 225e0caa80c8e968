import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { pageSignedIn } from '@/lib/initial-reads';
import { paths } from '@/lib/paths';

/**
 * One chunk per page: a visitor downloads only the screens they open. A page is a feature's public entry
 * (`@/features/<f>`), or a composition in ./routes when it shows several features.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- pages take no props unless they say so
function page<K extends string, P extends object = {}>(
  load: () => Promise<Record<K, ComponentType<NoInfer<P>>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const loadLanding = () => import('@/features/landing');
export const LandingPage = page(loadLanding, 'LandingPage');
export const SignInPage = page(() => import('@/features/auth'), 'SignInPage');
export const ForgotPasswordPage = page(() => import('@/features/auth'), 'ForgotPasswordPage');
export const ResetPasswordPage = page(() => import('@/features/auth'), 'ResetPasswordPage');
export const UnsubscribePage = page(() => import('@/features/alerts'), 'UnsubscribePage');
export const PitchUnsubscribePage = page(() => import('@/features/alerts'), 'PitchUnsubscribePage');
const loadDashboard = () => import('./routes/dashboard-route');
export const DashboardPage = page(loadDashboard, 'DashboardRoute');
const loadOnboarding = () => import('@/features/onboarding');
export const OnboardingPage = page(loadOnboarding, 'OnboardingPage');
/**
 * The add-your-company prompt comes with the onboarding feature's chunk, so it is loaded only for a user who has no
 * company: imported statically, it put all of onboarding into the first download of every visitor (landing 154 KB).
 */
export const AddCompanyPrompt = page(loadOnboarding, 'AddCompanyPrompt');
export const MyCompanyPage = page(() => import('@/features/company'), 'MyCompanyPage');
const loadTrends = () => import('./routes/trends-route');
export const TrendsPage = page(loadTrends, 'TrendsRoute');
export const StoryAnglesPage = page(() => import('./routes/story-angles-route'), 'StoryAnglesRoute');
const loadMediaContacts = () => import('./routes/media-contacts-route');
/**
 * The first screen's reads that its page carries, once in the cache (set by preloadSignedIn): the page's first
 * render waits for them, so it draws the list rather than a placeholder that the list then replaces. Taken once:
 * a later visit renders at once and shows its placeholder while it reads.
 */
let firstScreenReads: { pathname: string; ready: Promise<unknown> } | undefined;
function firstScreenReadsOf(pathname: string): Promise<unknown> {
  const reads = firstScreenReads;
  if (reads?.pathname !== pathname) return Promise.resolve();
  firstScreenReads = undefined;
  return reads.ready;
}
export const MediaContactsPage = page(
  () => Promise.all([loadMediaContacts(), firstScreenReadsOf(paths.mediaContacts)]).then(([module]) => module),
  'MediaContactsRoute',
);
export const PitchesPage = page(() => import('./routes/pitches-route'), 'PitchesRoute');
export const SavedItemsPage = page(() => import('./routes/saved-route'), 'SavedRoute');
export const KeywordsPage = page(() => import('./routes/keywords-route'), 'KeywordsRoute');
export const HowItWorksPage = page(() => import('@/features/how-it-works'), 'HowItWorksPage');
export const SettingsPage = page(() => import('@/features/settings'), 'SettingsPage');
export const AdminPage = page(() => import('@/features/admin'), 'AdminPage');
export const NotFoundPage = page(() => import('@/features/not-found'), 'NotFoundPage');
export const NotFoundInShell = page(() => import('@/features/not-found'), 'NotFoundInShell');

/** The signed-in frame (sidebar, drawer, tour, tooltips) loads with the first signed-in screen, not on the landing page. */
const loadShellFrame = () => import('./shell-frame');
export const ShellFrame = page<'ShellFrame', { children: ReactNode }>(loadShellFrame, 'ShellFrame');

/**
 * A visit to '/' is usually a visitor's first: fetch the landing page while the sign-in state is being asked,
 * instead of after the answer (one round trip less before the first screen). Not when the server's page says someone
 * is signed in (lib/initial-reads.ts): that visit opens the dashboard, and the landing page's 18 KB
 * would only share the slow link with the dashboard's code.
 */
export function preloadFirstScreen(pathname: string): void {
  if (pathname === '/' && pageSignedIn() !== true) void loadLanding().catch(() => undefined);
}

/**
 * The first screens a signed-in visit most often opens straight from an address (the dashboard, and My Trends and
 * Media Contacts from a bookmark or a link), whose chunks are otherwise only asked for once the signed-in frame
 * has loaded and rendered them: fetched beside the frame, that round trip is saved.
 */
const SHELL_PAGE_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  [paths.home]: loadDashboard,
  [paths.trends]: loadTrends,
  [paths.mediaContacts]: loadMediaContacts,
};

export function preloadShellPage(pathname: string): void {
  void SHELL_PAGE_LOADERS[pathname]?.().catch(() => undefined);
}

/**
 * The dashboard's reads (a small chunk of query options, not the dashboard's code nor the schemas), asked for at once rather than
 * each panel's once the page has rendered, so the first screen's data, the dashboard's code and the render of the
 * frame overlap. Asking twice is harmless: a read in flight or fresh is not asked again.
 */
const loadDashboardReads = () => import('./routes/dashboard-reads');
export function prefetchDashboard(client: QueryClient): void {
  void loadDashboardReads()
    .then((reads) => reads.prefetchDashboardReads(client))
    .catch(() => undefined);
}

/**
 * The sign-in answer was a 200: fetch, on '/', the dashboard's reads, then the signed-in frame and the dashboard's
 * code now, beside the schemas and the onboarding status, rather than after both have arrived and the router has
 * rendered the frame. In that order: six connections, and the reads' small chunk must not queue behind the code.
 */
export function preloadSignedIn(pathname: string, client: QueryClient): void {
  if (pathname === '/') prefetchDashboard(client);
  if (pathname === paths.mediaContacts) {
    const ready = import('./routes/media-contacts-reads')
      .then((reads) => reads.prefetchMediaContactsReads(client))
      .catch(() => undefined);
    firstScreenReads = { pathname, ready };
  }
  void loadShellFrame().catch(() => undefined);
  preloadShellPage(pathname);
}
