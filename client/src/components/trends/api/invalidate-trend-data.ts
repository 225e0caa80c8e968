import type { QueryClient } from '@tanstack/react-query';
import { TRENDS_KEY } from './trends-queries';

export const STATS_KEY = ['/api/stats'] as const;
export const KEYWORDS_KEY = ['/api/keywords'] as const;
export const SAVED_ITEMS_KEY = ['/api/saved-items'] as const;

/** True for a trend list query; explanations keep their own 5-minute cache. */
function isTrendList(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === TRENDS_KEY && queryKey[2] !== 'explanation';
}

/**
 * The spec's rule: the stats, trends and keyword caches are refreshed after saves, keyword changes and searches.
 */
export async function invalidateTrendData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: STATS_KEY }),
    queryClient.invalidateQueries({ predicate: (q) => isTrendList(q.queryKey) }),
    queryClient.invalidateQueries({ queryKey: KEYWORDS_KEY }),
  ]);
}
