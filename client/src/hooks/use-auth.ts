import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@newsjack/shared';
import { getJson, sharedSchema } from '@/lib/api-client';
import { answeredForFirstScreen, type AnsweredQuery } from '@/lib/initial-reads';
import { authKeys } from '@/lib/query-keys';

let signedInPreload: ((client: QueryClient) => void) | undefined;

/**
 * What the app starts downloading the moment the sign-in answer is a 200 (the signed-in frame, the page's code),
 * set once by the router: hooks cannot import the app layer, and a signed-out visitor must not pay for it.
 */
export function preloadWhenSignedIn(preload: (client: QueryClient) => void): void {
  signedInPreload = preload;
}

/**
 * A 200 from the sign-in call: the onboarding status (which decides the first screen), the operator flag and the
 * signed-in code are asked for at once, beside the schemas' download, instead of one after the other once the answer is parsed.
 */
function onSignedInAnswer(client: QueryClient): void {
  // The page's reads and code first: the browser has six connections, and their requests queue in this order.
  signedInPreload?.(client);
  void client.prefetchQuery(onboardingStatusQueryOptions(true));
  // The frame's sidebar needs it: asked now, it is in when the frame first renders (no second render for it).
  void client.prefetchQuery(isAdminQueryOptions(true));
}

/** The signed-in user, or null when signed out (a 401 is an answer here, not an error). */
export const authUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.user(),
    queryFn: getJson<AuthUser>('/api/auth/user', {
      on401: 'returnNull',
      // Loaded when an answer arrives: a signed-out visitor's 401 needs no schema, so the landing page skips zod.
      schema: sharedSchema('authUserSchema'),
      onOk: onSignedInAnswer,
    }),
    retry: false,
  });

/**
 * Always stale (spec): every screen that mounts it asks again, so finishing onboarding is seen at once. Asked
 * only for a signed-in user, so a 401 means the session just ended: it throws, the global handler sends the user
 * to sign in, and the last answer is kept (rather than reading as "not onboarded" and bouncing to /onboarding).
 * Except on the first screen, while its only answer is this visit's own (carried by the page or read at start-up):
 * the frame and the page mount it a moment after that read, and asking again would only repeat it (and load the
 * schemas to check the repeat while the first screen is still being drawn).
 */
export const onboardingStatusQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: authKeys.onboardingStatus(),
    queryFn: getJson('/api/onboarding/status', {
      on401: 'throw',
      schema: sharedSchema('onboardingStatusSchema'),
    }),
    enabled,
    // A staleness, not a refetchOnMount rule: the query is also enabled anew once the user is known, and enabling
    // fetches whatever is stale.
    staleTime: (query: AnsweredQuery) => (answeredForFirstScreen(query) ? Infinity : 0),
  });

export const isAdminQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: authKeys.isAdmin(),
    queryFn: getJson('/api/auth/is-admin', {
      on401: 'throw',
      schema: sharedSchema('isAdminResponseSchema'),
    }),
    enabled,
  });

export interface AuthState {
  user: AuthUser | null;
  isAuthenticated: boolean;
  /** True until we know whether someone is signed in and, if so, whether they finished onboarding. */
  isLoading: boolean;
  hasCompletedOnboarding: boolean;
}

/**
 * Sign-in state for the whole app. A failed user fetch counts as signed out, with no retry. Onboarding status
 * is fetched only for a signed-in user and defaults to "not completed".
 */
export function useAuth(): AuthState {
  const userQuery = useQuery(authUserQueryOptions());
  const user = userQuery.data ?? null;
  const onboardingQuery = useQuery(onboardingStatusQueryOptions(user !== null));
  return {
    user,
    isAuthenticated: user !== null,
    isLoading: userQuery.isLoading || (user !== null && onboardingQuery.isLoading),
    hasCompletedOnboarding: onboardingQuery.data?.hasCompletedOnboarding ?? false,
  };
}

/** Whether the signed-in user is an operator; asked only when someone is signed in. */
export function useIsAdmin(): { isAdmin: boolean; isLoading: boolean } {
  const { user, isLoading: authLoading } = useAuth();
  const query = useQuery(isAdminQueryOptions(user !== null));
  return {
    isAdmin: query.data?.isAdmin ?? false,
    isLoading: authLoading || (user !== null && query.isLoading),
  };
}
