import { z } from 'zod';

export const userRoleSchema = z.enum(['user', 'admin']);

/** GET /api/auth/user */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  hasCompletedOnboarding: z.boolean(),
  hasCompletedDashboardTour: z.boolean(),
  apiCredits: z.number().int(),
  /** When the monthly balance of 1000 is next restored (ISO). */
  creditsResetAt: z.string(),
  role: userRoleSchema,
  isAdmin: z.boolean(),
  agencyPlan: z.boolean(),
  activeCompanyId: z.number().int().nullable(),
  createdAt: z.string(),
  /**
   * How this account proves who it is: 'password' (a local account: it changes its own name, e-mail and password)
   * or 'provider' (the identity provider's sign-in, which also supplies the name and e-mail).
   */
  signIn: z.enum(['password', 'provider']),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** An e-mail address as every form takes it (trimmed, lower-cased). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .email('Please enter a valid email address');
const email = emailSchema;

/** A new password's length rules (sign-up, a changed password); the server adds the common-password check. */
export const newPasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters')
  .refine((p) => p.trim() !== '', 'Password cannot be only spaces');

export const PASSWORD_CONTAINS_EMAIL_MESSAGE = 'Password must not contain your e-mail address';

/**
 * True when the password holds the e-mail address or the part before its @ (three characters or more, letters
 * and digits compared without case or punctuation): the first thing anyone who knows the address would try.
 */
export function passwordContainsEmail(password: string, emailAddress: string): boolean {
  const plain = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const local = plain(emailAddress.split('@')[0] ?? '');
  return password.toLowerCase().includes(emailAddress.toLowerCase()) || (local.length >= 3 && plain(password).includes(local));
}

/** POST /api/auth/register */
export const registerBodySchema = z
  .object({
    email,
    password: newPasswordSchema,
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
  })
  .refine((b) => !passwordContainsEmail(b.password, b.email), {
    error: PASSWORD_CONTAINS_EMAIL_MESSAGE,
    path: ['password'],
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /api/auth/login */
export const loginBodySchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(200, 'Password must be at most 200 characters'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** GET /api/auth/config (public): which sign-in the client should offer. */
export const authConfigSchema = z.object({
  provider: z.enum(['local', 'oidc']),
  /** Whether "Forgot password?" can e-mail a link (local accounts, SMTP and APP_ORIGIN set). */
  passwordReset: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** GET /api/auth/is-admin */
export const isAdminResponseSchema = z.object({ isAdmin: z.boolean() });

/** GET /api/onboarding/status */
export const onboardingStatusSchema = z.object({ hasCompletedOnboarding: z.boolean() });

/** POST /api/dashboard-tour/complete (body may be empty) */
export const tourCompleteBodySchema = z.object({ completed: z.boolean().optional() }).strict().optional();
export const tourCompleteResponseSchema = z.object({ hasCompletedDashboardTour: z.literal(true) });
