import { queryOptions } from '@tanstack/react-query';
import type { OnboardingProgress } from '@newsjack/shared';
import { apiUrl, getJson, sharedSchema } from '@/lib/api-client';
import { onboardingKeys } from '@/lib/query-keys';

/** Onboarding's status query lives with sign-in in hooks/use-auth; these are its own calls. */
export const ONBOARDING_COMPLETE_URL = '/api/onboarding/complete';
export const ONBOARDING_CURATE_URL = '/api/onboarding/curate';
export const ONBOARDING_SKIP_URL = '/api/onboarding/skip';
export const ONBOARDING_PROGRESS_URL = '/api/onboarding/progress';

/** How often the analysing screen asks how far the server is. */
export const PROGRESS_POLL_MS = 400;

const finished = (progress: OnboardingProgress | undefined) =>
  progress?.state === 'done' || progress?.state === 'failed';

/** The server's progress on one analysis run, polled until the run has finished. */
export const onboardingProgressQueryOptions = (runId: string) =>
  queryOptions({
    queryKey: onboardingKeys.progress(runId),
    queryFn: getJson<OnboardingProgress>(apiUrl(ONBOARDING_PROGRESS_URL, { runId }), {
      on401: 'throw',
      schema: sharedSchema('onboardingProgressSchema'),
    }),
    refetchInterval: (query) => (finished(query.state.data) ? false : PROGRESS_POLL_MS),
    // A missed poll is simply asked again on the next tick.
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

/** An id for one analysis run; random without needing a secure context (crypto.randomUUID does). */
export function newRunId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
