import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from './api-client';
import { redirectToLogin } from './login-redirect';

/** Any call that finds the session gone (401 … Unauthorized) shows the notice and goes back to sign-in. */
export function handleGlobalError(error: unknown): void {
  if (isUnauthorizedError(error)) redirectToLogin();
}

/**
 * The spec's defaults: data never goes stale by itself, no polling, no refetch on focus, no retries. Screens that
 * need fresher data say so per query (e.g. onboarding status is always stale). There is no default fetch: every
 * query's options name its URL (`getJson`), since keys are cache addresses, not URLs (lib/query-keys).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleGlobalError }),
    mutationCache: new MutationCache({ onError: handleGlobalError }),
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
