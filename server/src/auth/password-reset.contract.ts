import { forgotPasswordBodySchema, messageResponseSchema, resetPasswordBodySchema } from '@newsjack/shared';
import { defineContract } from '../http/openapi/contract';

/** The contract of password-reset.routes.ts. */
export const passwordResetContract = defineContract('Sign-in', {
  'POST /api/auth/forgot-password': {
    summary: 'E-mail a one-time link to choose a new password',
    description:
      'Local accounts, on a server with SMTP and APP_ORIGIN set (404 otherwise). The same answer and about the same ' +
      'time whether or not the address has an account; at most three links per account per hour. The link opens ' +
      'APP_ORIGIN/reset-password and works once, for one hour. Rate limited per address.',
    body: forgotPasswordBodySchema,
    responses: { 200: messageResponseSchema },
    errors: [404, 429],
  },
  'POST /api/auth/reset-password': {
    summary: 'Set a new password with a link from the e-mail',
    description:
      'The password follows the sign-up rules. Spends the link and every other link of the account, and signs out ' +
      'every other session of the account. A used, expired or unknown link is a 400 that changes nothing. Rate ' +
      'limited per address.',
    body: resetPasswordBodySchema,
    responses: { 200: messageResponseSchema },
    errors: [404, 429],
  },
});
