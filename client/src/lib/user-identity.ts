/** The fields the identity rules read; AuthUser and the admin's user rows both fit. */
export interface IdentityFields {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** The avatar letter: first letter of the first name, else of the e-mail, else 'U' (spec). */
export function userInitial(user: IdentityFields | null | undefined): string {
  const source = user?.firstName?.trim() || user?.email?.trim() || '';
  return source ? source.charAt(0).toUpperCase() : 'U';
}

/** The full name only when both names exist; otherwise 'User' (spec). */
export function userDisplayName(user: IdentityFields | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  return first && last ? `${first} ${last}` : 'User';
}
