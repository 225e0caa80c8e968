import type { QueryClient } from '@tanstack/react-query';
import { statsQueryOptions } from '@/features/dashboard';
import { keywordsQueryOptions } from '@/features/keywords';
import { storyAnglesQueryOptions } from '@/features/story-angles';
import { defaultTrendsListParams, trendsQueryOptions } from '@/features/trends';
import { creditBalanceQueryOptions } from '@/lib/credit-balance';
import { savedItemsQueryOptions } from '@/lib/saved-items';

/**
 * Every read the dashboard's first screen shows, asked for together: the counts, the credits, the trending list
 * (with the panel's default controls), which trends are saved, the recent angles and the keywords. This module holds
 * only the query options (its own small chunk, client/build/chunk-groups.ts), so a signed-in visit to '/' starts the
 * reads as soon as the sign-in answer is a 200, beside the dashboard's code rather than after it.
 */
export function prefetchDashboardReads(client: QueryClient): void {
  void client.prefetchQuery(statsQueryOptions());
  void client.prefetchQuery(creditBalanceQueryOptions());
  void client.prefetchQuery(trendsQueryOptions(defaultTrendsListParams()));
  void client.prefetchQuery(savedItemsQueryOptions());
  void client.prefetchQuery(storyAnglesQueryOptions());
  void client.prefetchQuery(keywordsQueryOptions());
}
