import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { ContentSpinner, FullPageSpinner } from '@/components/layout/full-page-spinner';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { preloadWhenSignedIn, useAuth } from '@/hooks/use-auth';
import { noteLocation } from '@/lib/initial-reads';
import { paths } from '@/lib/paths';
import { safeReturnTo } from '@/lib/return-to';
import * as Pages from './lazy-pages';
import { LoginRedirectScreen } from './login-redirect-screen';
import { useDocumentTitle } from './document-title';

if (typeof window !== 'undefined') {
  Pages.preloadFirstScreen(window.location.pathname);
  preloadWhenSignedIn((client) => Pages.preloadSignedIn(window.location.pathname, client));
}

/** Screens that live inside the app shell (sidebar / drawer), in the spec's route order. */
const SHELL_ROUTES = [
  { path: paths.home, component: Pages.DashboardPage },
  { path: paths.myCompany, component: Pages.MyCompanyPage },
  { path: paths.trends, component: Pages.TrendsPage },
  { path: paths.storyAngles, component: Pages.StoryAnglesPage },
  { path: paths.mediaContacts, component: Pages.MediaContactsPage },
  { path: paths.pitches, component: Pages.PitchesPage },
  { path: paths.saved, component: Pages.SavedItemsPage },
  { path: paths.keywords, component: Pages.KeywordsPage },
  { path: paths.howItWorks, component: Pages.HowItWorksPage },
  { path: paths.settings, component: Pages.SettingsPage },
] as const;

/** Paths that need a session; a signed-out visit gets the "logged out" notice and goes to sign-in. */
const PROTECTED_PATHS = [paths.onboarding, ...SHELL_ROUTES.map((r) => r.path).filter((p) => p !== paths.home)];

/** A page inside its own error boundary (cleared on navigation), so one failing page never blanks the app. */
function guarded(Page: ComponentType) {
  return function GuardedPage() {
    const [location] = useLocation();
    return (
      <RouteErrorBoundary resetKey={location}>
        <Page />
      </RouteErrorBoundary>
    );
  };
}

const LandingPage = guarded(Pages.LandingPage);
const SignInPage = guarded(Pages.SignInPage);
const ForgotPasswordPage = guarded(Pages.ForgotPasswordPage);
const ResetPasswordPage = guarded(Pages.ResetPasswordPage);
const UnsubscribePage = guarded(Pages.UnsubscribePage);
const PitchUnsubscribePage = guarded(Pages.PitchUnsubscribePage);
const AdminPage = guarded(Pages.AdminPage);
const OnboardingPage = guarded(Pages.OnboardingPage);
const NotFoundPage = guarded(Pages.NotFoundPage);
const NotFoundInShell = guarded(Pages.NotFoundInShell);
const GUARDED_SHELL_ROUTES = SHELL_ROUTES.map(({ path, component }) => ({ path, component: guarded(component) }));

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path={paths.home} component={LandingPage} />
      <Route path={paths.signIn} component={SignInPage} />
      <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
      <Route path={paths.resetPassword} component={ResetPasswordPage} />
      <Route path={paths.unsubscribePitch} component={PitchUnsubscribePage} />
      <Route path={paths.unsubscribe} component={UnsubscribePage} />
      {/* Not a redirect: the spec shows signed-out visitors the access-denied page here. */}
      <Route path={paths.admin} component={AdminPage} />
      {PROTECTED_PATHS.map((path) => (
        <Route key={path} path={path} component={LoginRedirectScreen} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

function ShellRoutes() {
  const { user } = useAuth();
  const [location] = useLocation();
  Pages.preloadShellPage(location);
  return (
    <Pages.ShellFrame>
      {/* Inside the shell, so the sidebar stays put while a page's chunk loads or when a page fails. */}
      {user?.activeCompanyId === null && (
        <Suspense fallback={null}>
          <Pages.AddCompanyPrompt />
        </Suspense>
      )}
      <Suspense fallback={<ContentSpinner />}>
        <Switch>
          {GUARDED_SHELL_ROUTES.map(({ path, component }) => (
            <Route key={path} path={path} component={component} />
          ))}
          <Route component={NotFoundInShell} />
        </Switch>
      </Suspense>
    </Pages.ShellFrame>
  );
}

function SignedInRoutes() {
  const search = useSearch();
  return (
    <Switch>
      <Route path={paths.onboarding} component={OnboardingPage} />
      <Route path={paths.admin} component={AdminPage} />
      {/* A reset link opened in a browser signed in as someone still sets that account's password. */}
      <Route path={paths.resetPassword} component={ResetPasswordPage} />
      <Route path={paths.unsubscribePitch} component={PitchUnsubscribePage} />
      <Route path={paths.unsubscribe} component={UnsubscribePage} />
      <Route path={paths.signIn}>
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
  const queryClient = useQueryClient();
  const signedIn = user !== null;
  useDocumentTitle(location, signedIn);

  useEffect(() => noteLocation(location), [location]);

  // A signed-in visit to '/' opens the dashboard: its reads start while the onboarding status and the frame load.
  useEffect(() => {
    if (signedIn && location === paths.home) Pages.prefetchDashboard(queryClient);
  }, [signedIn, location, queryClient]);

  if (isLoading) return <FullPageSpinner />;

  let routes: ReactNode;
  if (!user) routes = <SignedOutRoutes />;
  else if (!hasCompletedOnboarding && location !== paths.onboarding) {
    routes = <Redirect to={paths.onboarding} replace />;
  } else routes = <SignedInRoutes />;

  return <Suspense fallback={<FullPageSpinner />}>{routes}</Suspense>;
}
