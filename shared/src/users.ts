import { type z } from 'zod';
import { authUserSchema } from './auth';

/** The signed-in user as the app sees it (same shape as GET /api/auth/user). */
export const userSchema = authUserSchema;
export type User = z.infer<typeof userSchema>;

/** Display name rules of the shell and settings: full name only when both parts exist. */
export function displayName(user: Pick<User, 'firstName' | 'lastName'>, fallback = 'User'): string {
  return user.firstName && user.lastName ? `${user.firstName} ${user.lastName}` : fallback;
}

/** Avatar initial: first letter of the first name, else of the e-mail, else 'U'. */
export function userInitial(user: Pick<User, 'firstName' | 'email'>): string {
  const source = user.firstName?.trim() || user.email?.trim() || 'U';
  return source.charAt(0).toUpperCase();
}
