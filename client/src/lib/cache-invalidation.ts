import type { QueryClient } from '@tanstack/react-query';
import { authKeys, companyKeys, contactKeys, keywordKeys, savedItemKeys, statsKeys, trendKeys } from './query-keys';

/**
 * Refreshes that several features trigger, so each is written once. Every key comes from lib/query-keys.
 */

/**
 * Spec 01 §7: the stats, trends and keyword caches are refreshed after saves, keyword changes and searches.
 * Trend explanations are left alone: they keep their own 5-minute cache.
 */
export async function invalidateTrendData(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [statsKeys.all, trendKeys.lists(), keywordKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * After the active company changes (a switch, or onboarding creating one): everything that depends on it, and
 * the user (it carries activeCompanyId and the onboarding flag). Explanations were written for the previous
 * company, so they are dropped rather than shown while refetching.
 */
export async function refreshAfterCompanyChange(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: trendKeys.details() });
  await Promise.all(
    [
      authKeys.all,
      companyKeys.all,
      keywordKeys.all,
      trendKeys.all,
      savedItemKeys.all,
      statsKeys.all,
      contactKeys.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
