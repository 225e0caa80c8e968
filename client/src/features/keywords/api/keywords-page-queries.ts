/** The keywords page reads the shared keyword list (same cache entry as the dashboard's panel). */
export { keywordsQueryOptions } from '@/components/keywords/api/keywords-queries';
export { savedItemsQueryOptions } from '@/components/trends/api/saved-trends-query';
