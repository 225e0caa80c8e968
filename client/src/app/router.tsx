import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { ContentSpinner, FullPageSpinner } from '@/components/layout/full-page-spinner';
import { safeReturnTo } from '@/features/auth/return-to';
import { useAuth } from '@/hooks/use-auth';
import * as Pages from './lazy-pages';
import { LoginRedirectScreen } from './login-redirect-screen';

if (typeof window !== 'undefined') Pages.preloadFirstScreen(window.location.pathname);

/** Screens that live inside the app shell (sidebar / drawer), in the spec's route order. */
const SHELL_ROUTES = [
  { path: '/', component: Pages.DashboardPage },
  { path: '/my-company', component: Pages.MyCompanyPage },
  { path: '/trends', component: Pages.TrendsPage },
  { path: '/story-angles', component: Pages.StoryAnglesPage },
  { path: '/media-contacts', component: Pages.MediaContactsPage },
  { path: '/pitches', component: Pages.PitchesPage },
  { path: '/saved', component: Pages.SavedItemsPage },
  { path: '/keywords', component: Pages.KeywordsPage },
  { path: '/how-it-works', component: Pages.HowItWorksPage },
  { path: '/settings', component: Pages.SettingsPage },
] as const;

/** Paths that need a session; a signed-out visit gets the "logged out" notice and goes to sign-in. */
const PROTECTED_PATHS = ['/onboarding', ...SHELL_ROUTES.map((r) => r.path).filter((p) => p !== '/')];

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/" component={Pages.LandingPage} />
      <Route path="/signin" component={Pages.SignInPage} />
      {/* Not a redirect: the spec shows signed-out visitors the access-denied page here. */}
      <Route path="/admin" component={Pages.AdminPage} />
      {PROTECTED_PATHS.map((path) => (
        <Route key={path} path={path} component={LoginRedirectScreen} />
      ))}
      <Route component={Pages.NotFoundPage} />
    </Switch>
  );
}

function ShellRoutes() {
  return (
    <Pages.ShellFrame>
      {/* Inside the shell, so the sidebar stays put while a page's chunk loads. */}
      <Suspense fallback={<ContentSpinner />}>
        <Switch>
          {SHELL_ROUTES.map(({ path, component }) => (
            <Route key={path} path={path} component={component} />
          ))}
          <Route component={Pages.NotFoundInShell} />
        </Switch>
      </Suspense>
    </Pages.ShellFrame>
  );
}

function SignedInRoutes() {
  const search = useSearch();
  return (
    <Switch>
      <Route path="/onboarding" component={Pages.OnboardingPage} />
      <Route path="/admin" component={Pages.AdminPage} />
      <Route path="/signin">
        <Redirect to={safeReturnTo(search)} replace />
      </Route>
      <Route component={ShellRoutes} />
    </Switch>
  );
}

/**
 * Chooses what a path shows from the sign-in state: a spinner until it is known, the public routes when signed
 * out, onboarding first for a new account, then the app.
 */
export function AppRouter() {
  const { user, isLoading, hasCompletedOnboarding } = useAuth();
  const [location] = useLocation();

  if (isLoading) return <FullPageSpinner />;

  let routes: ReactNode;
  if (!user) routes = <SignedOutRoutes />;
  else if (!hasCompletedOnboarding && location !== '/onboarding') routes = <Redirect to="/onboarding" replace />;
  else routes = <SignedInRoutes />;

  return <Suspense fallback={<FullPageSpinner />}>{routes}</Suspense>;
}
