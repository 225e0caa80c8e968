import type { OnboardingProgress } from '@newsjack/shared';

/** The spec's promise, used until this installation has measured enough analyses of its own. */
export const SPEC_DURATION_PROMISE = 'This usually takes 10-15 seconds.';

/** The sentence under the analysing title, from the durations the server measured (its middle half). */
export function durationPromise(typical: OnboardingProgress['typicalMs']): string {
  if (!typical) return SPEC_DURATION_PROMISE;
  const low = Math.max(1, Math.round(typical.low / 1000));
  const high = Math.max(low, Math.round(typical.high / 1000));
  if (high === 1) return 'This usually takes about a second.';
  if (low === high) return `This usually takes about ${low} seconds.`;
  return `This usually takes ${low}-${high} seconds.`;
}
