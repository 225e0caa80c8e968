import { z } from 'zod';
import { emailSchema, newPasswordSchema, passwordContainsEmail, PASSWORD_CONTAINS_EMAIL_MESSAGE } from './auth';

/** What Settings asks for before it deletes an account that has no password (signed in by the identity provider). */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

const currentPassword = z
  .string()
  .min(1, 'Enter your current password')
  .max(200, 'Password must be at most 200 characters');

const namePart = z.string().trim().max(100, 'Names are at most 100 characters');

/** PATCH /api/auth/user: the account's name (an empty part clears it). */
export const updateNameBodySchema = z.object({ firstName: namePart, lastName: namePart }).strict();
export type UpdateNameBody = z.infer<typeof updateNameBodySchema>;

/** PUT /api/auth/user/email: a new sign-in address, confirmed with the current password. */
export const changeEmailBodySchema = z
  .object({ email: emailSchema, currentPassword })
  .strict()
  // The sign-up rule holds for the address the password will now sit beside.
  .refine((b) => !passwordContainsEmail(b.currentPassword, b.email), {
    error: 'Your password contains this e-mail address. Change your password first.',
    path: ['email'],
  });
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/**
 * PUT /api/auth/user/password. The e-mail rule needs the account's address, so it is a function of it: the form
 * checks with the address it shows, the server with the stored one.
 */
export const changePasswordBodySchema = z
  .object({ currentPassword, newPassword: newPasswordSchema })
  .strict()
  .refine((b) => b.newPassword !== b.currentPassword, {
    error: 'Choose a password different from your current one',
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The sign-up rule 'a password must not contain the e-mail address', for a changed password. */
export function newPasswordProblem(newPassword: string, email: string | null): string | null {
  return email && passwordContainsEmail(newPassword, email) ? PASSWORD_CONTAINS_EMAIL_MESSAGE : null;
}

/**
 * DELETE /api/auth/user: the current password for an account that has one; otherwise the word DELETE typed out,
 * since an account signed in by the identity provider has no password to give.
 */
export const deleteAccountBodySchema = z
  .object({
    currentPassword: currentPassword.optional(),
    confirmation: z.string().max(100).optional(),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
