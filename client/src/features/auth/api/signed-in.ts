import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@newsjack/shared';
import { authKeys } from '@/lib/query-keys';

/**
 * After a sign-in or sign-up the answer already is the user, so store it rather than asking again, and mark
 * everything else stale: nothing cached while signed out belongs to this account.
 */
export function applySignedInUser(queryClient: QueryClient, user: AuthUser): void {
  queryClient.setQueryData(authKeys.user(), user);
  const userHash = hashKey(authKeys.user());
  void queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== userHash });
}
