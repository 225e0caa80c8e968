import { KEYWORDS_ON_DASHBOARD, type Keyword } from '@newsjack/shared';
import { X } from 'lucide-react';
import { useDeleteKeyword } from '@/features/keywords/api/use-delete-keyword';
import { KeywordTrendValue } from '@/features/keywords/components/keyword-trend-value';
import { useConfirm } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api-client';
import { deleteKeywordRequest } from '../keyword-validation';

interface CurrentKeywordsListProps {
  keywords: Keyword[] | undefined;
  isLoading: boolean;
}

/** The first six tracked keywords, each removable. */
export function CurrentKeywordsList({ keywords, isLoading }: CurrentKeywordsListProps) {
  const remove = useDeleteKeyword();
  const { confirm, dialog } = useConfirm();

  if (isLoading) {
    return (
      <div className="grid gap-2">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (!keywords || keywords.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
        No keywords tracked yet. Add one to start spotting the trends that matter to you.
      </p>
    );
  }

  const onRemove = (keyword: Keyword) =>
    remove.mutate(keyword.id, {
      onSuccess: () => toast({ title: 'Keyword removed successfully', variant: 'success' }),
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({ title: 'Error', description: 'Failed to remove keyword', variant: 'destructive' });
      },
    });

  return (
    <>
      {dialog}
      <ul className="grid gap-2" aria-label="Current keywords">
        {keywords.slice(0, KEYWORDS_ON_DASHBOARD).map((keyword) => (
          <li key={keyword.id} className="flex items-center justify-between gap-2 rounded-lg border px-3 py-2">
            <span className="min-w-0 truncate text-sm font-medium">{keyword.term}</span>
            <span className="flex shrink-0 items-center gap-3 text-xs text-muted-foreground">
              <span className="tabular-nums">{keyword.mentions} mentions</span>
              <KeywordTrendValue value={keyword.trend} className="text-xs" />
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Remove keyword ${keyword.term}`}
                disabled={remove.isPending && remove.variables === keyword.id}
                onClick={() => confirm(deleteKeywordRequest(keyword, () => onRemove(keyword)))}
              >
                <X aria-hidden="true" />
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
