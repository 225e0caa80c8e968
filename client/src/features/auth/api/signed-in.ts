import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@newsjack/shared';
import { AUTH_USER_KEY } from '@/hooks/use-auth';

/**
 * After a sign-in or sign-up the answer already is the user, so store it rather than asking again, and mark
 * everything else stale: nothing cached while signed out belongs to this account.
 */
export function applySignedInUser(queryClient: QueryClient, user: AuthUser): void {
  queryClient.setQueryData(AUTH_USER_KEY, user);
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== AUTH_USER_KEY[0] });
}
