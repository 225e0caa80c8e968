import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Bookmark, Download } from 'lucide-react';
import { useConfirm } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api-client';
import { savedItemsQueryOptions } from '@/lib/saved-items';
import { cn } from '@/lib/utils';
import { useRemoveSavedItem } from './api/use-remove-saved-item';
import { SavedItemCard } from './components/saved-item-card';
import { downloadJson, exportDocument, filterSaved, SAVED_FILTERS, type SavedFilter } from './saved-view';

interface SavedItemsPageProps {
  renderCategory: (category: string) => ReactNode;
}

/** Saved Items (spec 01 §2): everything kept, filterable by type, exportable as JSON. */
export function SavedItemsPage({ renderCategory }: SavedItemsPageProps) {
  const saved = useQuery(savedItemsQueryOptions());
  const remove = useRemoveSavedItem();
  const [filter, setFilter] = useState<SavedFilter>('all');
  const all = saved.data ?? [];
  const shown = filterSaved(all, filter);
  const { confirm, dialog } = useConfirm();

  const removeItem = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Saved item removed successfully', variant: 'success' }),
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({ title: 'Error', description: 'Failed to remove saved item', variant: 'destructive' });
      },
    });

  return (
    <>
      {dialog}
      <PageHeader
        title="Saved Items"
        subtitle="The trends, story angles, pitches and contacts you kept"
        actions={
          <Button variant="outline" disabled={shown.length === 0} onClick={() => downloadJson(exportDocument(shown))}>
            <Download aria-hidden="true" />
            Export
          </Button>
        }
      />
      <div className="grid gap-4">
        {/* The cards below are h3s: this names their list, so the page's headings go h1, h2, h3. */}
        <h2 className="sr-only">Your saved items</h2>
        <div role="group" aria-label="Filter by type" className="flex flex-wrap gap-2">
          {SAVED_FILTERS.map(({ value, label }) => (
            <Button
              key={value}
              size="sm"
              variant={filter === value ? 'default' : 'outline'}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {label}
            </Button>
          ))}
        </div>
        {saved.isSuccess && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {`Showing ${shown.length} of ${all.length} items`}
          </p>
        )}
        {saved.isLoading ? (
          <div className="grid gap-3 xl:grid-cols-2" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-40 w-full" />
            ))}
          </div>
        ) : saved.isError ? (
          <Card role="alert" className="p-6 text-center text-sm">
            <p className="font-medium">Could not load your saved items.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void saved.refetch()}>
              Try again
            </Button>
          </Card>
        ) : shown.length === 0 ? (
          <Card className="grid justify-items-center gap-2 p-8 text-center">
            <Bookmark className="size-8 text-muted-foreground" aria-hidden="true" />
            {all.length === 0 ? (
              <>
                <p className="font-medium">No Saved Items</p>
                <p className="text-sm text-muted-foreground">
                  Save trends, story angles, pitches and contacts to find them here.
                </p>
              </>
            ) : (
              <p className="font-medium">No items match filter</p>
            )}
          </Card>
        ) : (
          <div className={cn('grid gap-3 xl:grid-cols-2')}>
            {shown.map((item) => (
              <SavedItemCard
                key={item.id}
                item={item}
                removing={remove.isPending && remove.variables === item.id}
                onRemove={() =>
                  confirm({
                    title: 'Remove this saved item?',
                    description: 'It leaves Saved Items. The trend, story angle, pitch or contact itself is kept.',
                    confirmLabel: 'Remove',
                    onConfirm: () => removeItem(item.id),
                  })
                }
                renderCategory={renderCategory}
              />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
