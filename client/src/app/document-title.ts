import { useEffect } from 'react';
import { NAV_ITEMS } from '@/components/layout/nav-items';
import { paths } from '@/lib/paths';

/** The tab's name before the app knows where it is, and on the signed-out landing page (index.html's own). */
export const APP_TITLE = 'Newsjack — AI-assisted PR workbench';

/** Screens outside the navigation, by path. */
const OTHER_PAGES: Record<string, string> = {
  [paths.signIn]: 'Sign In',
  [paths.forgotPassword]: 'Reset Your Password',
  [paths.resetPassword]: 'Choose a New Password',
  [paths.unsubscribe]: 'Unsubscribe',
  [paths.unsubscribePitch]: 'Unsubscribe',
  [paths.onboarding]: 'Set Up Your Company',
};

/**
 * The document title for a location: the screen's name as the navigation calls it, then the product
 * ('My Trends · Newsjack'), so browser tabs, history and screen readers tell the screens apart. Unknown paths
 * read 'Page Not Found'.
 */
export function documentTitle(location: string, signedIn: boolean): string {
  if (location === paths.home && !signedIn) return APP_TITLE;
  const page = NAV_ITEMS.find((item) => item.href === location)?.label ?? OTHER_PAGES[location] ?? 'Page Not Found';
  return `${page} · Newsjack`;
}

/** Keeps document.title in step with the route (one place for every screen: AppRouter). */
export function useDocumentTitle(location: string, signedIn: boolean): void {
  useEffect(() => {
    document.title = documentTitle(location, signedIn);
  }, [location, signedIn]);
}
