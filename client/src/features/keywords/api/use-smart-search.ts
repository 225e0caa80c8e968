import { SMART_SEARCH_KEYWORD_COUNT, type Keyword } from '@newsjack/shared';
import { useSmartBatchSearch } from '@/features/keywords/api/use-smart-batch-search';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api-client';

/** The dashboard's smart search: the first 5 tracked keywords, grouped semantically by the server. */
export function useSmartSearch() {
  const search = useSmartBatchSearch();
  const run = (keywords: readonly Keyword[]) =>
    search.mutate(
      {
        keywordIds: keywords.slice(0, SMART_SEARCH_KEYWORD_COUNT).map((k) => k.id),
        useSemanticGrouping: true,
        useThematicClustering: true,
      },
      {
        onSuccess: (result) =>
          toast({
            title: 'Smart Search Complete',
            description: `Found ${result.totalSavedTrends} new trends using ${result.searchStrategy} strategy`,
            variant: 'success',
          }),
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast({ title: 'Error', description: 'Smart search failed', variant: 'destructive' });
        },
      },
    );
  return { run, isPending: search.isPending };
}
