import type { KeywordSearchResponse } from '@newsjack/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { RenderTrends } from '../trend-list-slot';

interface KeywordResultsDialogProps {
  result: KeywordSearchResponse | null;
  onClose: () => void;
  renderTrends: RenderTrends;
}

/** The trending topics one keyword's search found ('No trending topics found' when none). */
export function KeywordResultsDialog({ result, onClose, renderTrends }: KeywordResultsDialogProps) {
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{result ? `Trending Topics for “${result.keyword}”` : 'Trending Topics'}</DialogTitle>
          <DialogDescription>
            {result
              ? `${result.trendingTopics.length} found, ${result.savedTrendsCount} added to your trends database.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {result && result.trendingTopics.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">No trending topics found</p>
        ) : (
          renderTrends(result?.trendingTopics ?? [])
        )}
      </DialogContent>
    </Dialog>
  );
}
