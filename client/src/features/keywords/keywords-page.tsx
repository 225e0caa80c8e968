import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Key, Plus } from 'lucide-react';
import { useConfirm } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/layout/page-header';
import { KeywordAddForm } from '@/features/keywords/components/keyword-add-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { keywordsQueryOptions } from './api/keywords-queries';
import { BulkResultsDialog } from './components/bulk-results-dialog';
import { KeywordResultsDialog } from './components/keyword-results-dialog';
import { KeywordRow } from './components/keyword-row';
import { KeywordsTableFrame, KeywordsTableSkeleton } from './components/keywords-table';
import { KeywordsToolbar } from './components/keywords-toolbar';
import { useKeywordActions } from './use-keyword-actions';
import type { RenderTrends } from './trend-list-slot';
import { useKeywordSelection } from './use-keyword-selection';
import { deleteKeywordRequest } from './keyword-validation';

function NoKeywordsYet({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Key className="size-6" aria-hidden="true" />
      </span>
      <p className="font-semibold">No Keywords Yet</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Track the terms that matter to your company and we will surface the trends that mention them.
      </p>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" />
        Add Your First Keyword
      </Button>
    </div>
  );
}

/** The Keywords screen; `renderTrends` shows the trends a search found (trend cards, passed in by app/routes). */
export function KeywordsPage({ renderTrends }: { renderTrends: RenderTrends }) {
  const query = useQuery(keywordsQueryOptions());
  const keywords = query.data ?? [];
  const selection = useKeywordSelection(keywords);
  const actions = useKeywordActions(keywords);
  const [formOpen, setFormOpen] = useState(false);
  const { confirm, dialog: confirmDialog } = useConfirm();

  return (
    <>
      <PageHeader title="Keywords" subtitle="Track and manage your keywords" />
      <Card role="region" aria-labelledby="all-keywords-title">
        <CardHeader className="gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <CardTitle id="all-keywords-title" className="text-lg">
            All Keywords
          </CardTitle>
          <KeywordsToolbar
            allSelected={selection.allSelected}
            selectedCount={selection.ids.length}
            hasKeywords={keywords.length > 0}
            onToggleAll={selection.toggleAll}
            onBulkSearch={() => actions.searchMany(selection.ids)}
            bulkPending={actions.bulkPending}
            formOpen={formOpen}
            onToggleForm={() => setFormOpen((open) => !open)}
          />
        </CardHeader>
        <CardContent className="grid gap-4 px-2 pb-4 sm:px-6 sm:pb-6">
          {formOpen && <KeywordAddForm existingTerms={keywords.map((k) => k.term)} onDone={() => setFormOpen(false)} />}
          {query.isLoading ? (
            <KeywordsTableSkeleton />
          ) : query.isError ? (
            <p role="alert" className="py-8 text-center text-sm text-destructive">
              Failed to load keywords.{' '}
              <button
                type="button"
                className="font-medium text-primary hover:underline"
                onClick={() => void query.refetch()}
              >
                Try again
              </button>
            </p>
          ) : keywords.length === 0 ? (
            !formOpen && <NoKeywordsYet onAdd={() => setFormOpen(true)} />
          ) : (
            <KeywordsTableFrame>
              {keywords.map((keyword) => (
                <KeywordRow
                  key={keyword.id}
                  keyword={keyword}
                  selected={selection.isSelected(keyword.id)}
                  onToggle={() => selection.toggle(keyword.id)}
                  onSearch={() => actions.searchOne(keyword)}
                  searching={actions.searchingId === keyword.id}
                  resultCount={actions.resultCount(keyword.id)}
                  onSave={() => actions.saveResults(keyword)}
                  saving={actions.savingId === keyword.id}
                  onDelete={() => confirm(deleteKeywordRequest(keyword, () => actions.deleteOne(keyword)))}
                  deleting={actions.deletingId === keyword.id}
                />
              ))}
            </KeywordsTableFrame>
          )}
        </CardContent>
      </Card>
      {confirmDialog}
      <KeywordResultsDialog result={actions.single} onClose={actions.closeSingle} renderTrends={renderTrends} />
      <BulkResultsDialog response={actions.batch} onClose={actions.closeBatch} renderTrends={renderTrends} />
    </>
  );
}
