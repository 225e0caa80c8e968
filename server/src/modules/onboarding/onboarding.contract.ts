import {
  onboardingAnalysisSchema,
  onboardingCurationBodySchema,
  onboardingCurationResponseSchema,
  onboardingInputSchema,
} from '@newsjack/shared';
import { defineContract } from '../../http/openapi/contract';

/** The contract of onboarding.routes.ts. */
export const onboardingContract = defineContract('Onboarding', {
  'POST /api/onboarding/complete': {
    summary: "Analyse the company's website and draft its profile and keywords",
    description: 'An AI call (rate limited per user); nothing is stored until the curation is saved.',
    body: onboardingInputSchema,
    responses: { 200: onboardingAnalysisSchema },
    errors: [403, 429, 503],
  },
  'POST /api/onboarding/curate': {
    summary: 'Save the curated company profile and its keywords',
    body: onboardingCurationBodySchema,
    responses: { 200: onboardingCurationResponseSchema },
    errors: [403],
  },
});
