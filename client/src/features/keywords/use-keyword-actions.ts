import { useState } from 'react';
import type { Keyword, KeywordSearchResponse, SmartBatchSearchResponse, Trend } from '@newsjack/shared';
import { NO_KEYWORDS_SELECTED_MESSAGE } from '@newsjack/shared';
import { useDeleteKeyword } from '@/features/keywords/api/use-delete-keyword';
import { useSmartBatchSearch } from '@/features/keywords/api/use-smart-batch-search';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api-client';
import { useSaveSearchResults } from './api/use-save-search-results';
import { useSearchKeywordTrends } from './api/use-search-keyword-trends';
import { bulkSearchBody, resultsByKeyword } from './bulk-search';

function failure(description: string) {
  return (error: unknown) => {
    if (isUnauthorizedError(error)) return;
    toast({ title: 'Error', description, variant: 'destructive' });
  };
}

/** Everything the keywords page does to keywords, with the spec's toasts, and the results it keeps. */
export function useKeywordActions(keywords: readonly Keyword[]) {
  const search = useSearchKeywordTrends();
  const bulk = useSmartBatchSearch();
  const save = useSaveSearchResults();
  const remove = useDeleteKeyword();
  const [single, setSingle] = useState<KeywordSearchResponse | null>(null);
  const [batch, setBatch] = useState<SmartBatchSearchResponse | null>(null);
  const [latest, setLatest] = useState<ReadonlyMap<number, Trend[]>>(new Map());

  const searchOne = (keyword: Keyword) =>
    search.mutate(keyword.id, {
      onSuccess: (result) => {
        setLatest((m) => new Map(m).set(keyword.id, result.trendingTopics));
        setSingle(result);
        toast({
          title: 'Search Complete',
          description: `Found ${result.trendingTopics.length} trending topics and saved ${result.savedTrendsCount} to your trends database`,
          variant: 'success',
        });
      },
      onError: failure('Failed to search trending topics'),
    });

  const searchMany = (ids: readonly number[]) => {
    if (ids.length === 0) {
      toast({ title: 'No Keywords Selected', description: NO_KEYWORDS_SELECTED_MESSAGE, variant: 'destructive' });
      return;
    }
    bulk.mutate(bulkSearchBody(ids), {
      onSuccess: (result) => {
        setLatest((m) => new Map([...m, ...resultsByKeyword(result, keywords)]));
        setBatch(result);
        const thematic = result.searchType === 'thematic';
        toast({
          title: thematic ? 'Themed Search Complete' : 'Bulk Search Complete',
          description: `${result.results.length} ${thematic ? 'themes' : 'keywords'} searched, ${result.totalSavedTrends} trends saved`,
          variant: 'success',
        });
      },
      onError: failure('Failed to complete bulk search'),
    });
  };

  const saveResults = (keyword: Keyword) => {
    const trends = latest.get(keyword.id) ?? [];
    if (trends.length === 0) return;
    save.mutate(
      { keywordId: keyword.id, trends },
      {
        onSuccess: (count) =>
          toast({
            title: count === 1 ? 'Trend saved successfully' : `${count} trends saved successfully`,
            description: `From your latest search for “${keyword.term}”`,
            variant: 'success',
          }),
        onError: failure('Failed to save trend'),
      },
    );
  };

  const deleteOne = (keyword: Keyword) =>
    remove.mutate(keyword.id, {
      onSuccess: () => toast({ title: 'Keyword deleted successfully', variant: 'success' }),
      onError: failure('Failed to delete keyword'),
    });

  return {
    searchOne,
    searchMany,
    saveResults,
    deleteOne,
    resultCount: (id: number) => latest.get(id)?.length ?? null,
    searchingId: search.isPending ? search.variables : null,
    savingId: save.isPending ? save.variables.keywordId : null,
    deletingId: remove.isPending ? remove.variables : null,
    bulkPending: bulk.isPending,
    single,
    closeSingle: () => setSingle(null),
    batch,
    closeBatch: () => setBatch(null),
  };
}
