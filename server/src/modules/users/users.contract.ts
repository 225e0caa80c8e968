import {
  authUserSchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  updateNameBodySchema,
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
  'PATCH /api/auth/user': {
    summary: "Change the signed-in user's name",
    description: 'Accounts with a password only: an identity-provider account gets its name from the provider (403).',
    body: updateNameBodySchema,
    responses: { 200: authUserSchema },
  },
  'PUT /api/auth/user/email': {
    summary: "Change the signed-in user's e-mail, confirmed with the current password",
    description:
      'A wrong current password is a 403 that changes nothing; an address another account uses is a 409. With ' +
      'ADMIN_EMAILS set, an address on the list can be neither taken nor left (403). Rate limited per address.',
    body: changeEmailBodySchema,
    responses: { 200: authUserSchema },
    errors: [409, 429],
  },
  'PUT /api/auth/user/password': {
    summary: 'Change the password, confirmed with the current one; every other session of the account ends',
    description:
      'The sign-up rules apply (length, not common, not holding the e-mail). The caller gets a fresh session. ' +
      'Rate limited per address.',
    body: changePasswordBodySchema,
    responses: { 204: null },
    errors: [429],
  },
  'DELETE /api/auth/user': {
    summary: 'Delete the signed-in account, everything it owns and its sessions',
    description:
      'Confirmed by the current password, or for an account without one (identity provider) by typing DELETE. ' +
      "Without ADMIN_EMAILS the server's last administrator cannot be deleted (409). Rate limited per address.",
    body: deleteAccountBodySchema,
    responses: { 204: null },
    errors: [409, 429],
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
