import { z } from 'zod';
import { registerBodySchema } from './auth';

/**
 * "Forgot password?" (issue 26 point 5). The answer to a request is the same sentence whether or not the address
 * has an account, so the form shows it as given.
 */
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses that address, we have sent it a link to choose a new password. The link works once, for one hour.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. Sign in with your new password.';
export const INVALID_RESET_LINK_MESSAGE =
  'This password reset link has expired or has already been used. Ask for a new one.';
export const PASSWORD_RESET_UNAVAILABLE_MESSAGE =
  'Password reset by e-mail is not set up on this server. Ask your administrator to reset your password.';

/** POST /api/auth/forgot-password */
export const forgotPasswordBodySchema = z.object({ email: registerBodySchema.shape.email }).strict();
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** POST /api/auth/reset-password: the token from the link, and a new password under the sign-up rules. */
export const resetPasswordBodySchema = z
  .object({
    token: z.string().trim().min(1, INVALID_RESET_LINK_MESSAGE).max(200, INVALID_RESET_LINK_MESSAGE),
    password: registerBodySchema.shape.password,
  })
  .strict();
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
