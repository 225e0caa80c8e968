import {
  authUserSchema,
  isAdminResponseSchema,
  onboardingStatusSchema,
  tourCompleteBodySchema,
  tourCompleteResponseSchema,
} from '@newsjack/shared';
import { defineContract } from '../../http/openapi/contract';

/** The contract of users.routes.ts. */
export const usersContract = defineContract('Account', {
  'GET /api/auth/user': {
    summary: 'The signed-in user, with role and credit balance',
    responses: { 200: authUserSchema },
  },
  'GET /api/auth/is-admin': {
    summary: 'Whether the signed-in user is an admin',
    responses: { 200: isAdminResponseSchema },
  },
  'GET /api/onboarding/status': {
    summary: 'Whether the signed-in user has finished onboarding',
    responses: { 200: onboardingStatusSchema },
  },
  'POST /api/dashboard-tour/complete': {
    summary: 'Record that the dashboard tour was finished or skipped',
    body: tourCompleteBodySchema,
    responses: { 200: tourCompleteResponseSchema },
  },
});
