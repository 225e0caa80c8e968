/** Onboarding reads no data of its own (its status query lives with sign-in in hooks/use-auth). */
export const ONBOARDING_COMPLETE_URL = '/api/onboarding/complete';
export const ONBOARDING_CURATE_URL = '/api/onboarding/curate';
