import {
  onboardingAnalysisSchema,
  onboardingCurationBodySchema,
  onboardingCurationResponseSchema,
  onboardingInputSchema,
  onboardingProgressQuerySchema,
  onboardingProgressSchema,
  onboardingSkipBodySchema,
  onboardingSkipResponseSchema,
} from '@newsjack/shared';
import { defineContract } from '../../http/openapi/contract';

/** The contract of onboarding.routes.ts. */
export const onboardingContract = defineContract('Onboarding', {
  'POST /api/onboarding/complete': {
    summary: "Analyse the company's website and draft its profile and keywords",
    description:
      'An AI call (rate limited per user); nothing is stored until the curation is saved, except the progress of ' +
      'the run named by `runId`, which GET /api/onboarding/progress reports while this request is open. The ' +
      'analysis runs as a job on the queue (whichever server process is alive, retried when cut short) and the ' +
      'request waits for its answer; the same analysis asked again meanwhile joins that job.',
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
  'GET /api/onboarding/progress': {
    summary: 'How far the server is with one of your company analyses',
    description:
      'Polled by the analysing screen while POST /api/onboarding/complete runs; each step turns done when the ' +
      'server has finished it. A run id the server has not seen (yet) is `pending`.',
    query: onboardingProgressQuerySchema,
    responses: { 200: onboardingProgressSchema },
  },
  'POST /api/onboarding/skip': {
    summary: 'Skip company setup and go into the app without a company',
    description: 'Marks onboarding complete so the redirect rule lets the user in; a company can be added later.',
    body: onboardingSkipBodySchema,
    responses: { 200: onboardingSkipResponseSchema },
  },
});
