import { useQuery } from '@tanstack/react-query';
import { SUGGESTIONS_ON_DASHBOARD } from '@newsjack/shared';
import { Plus } from 'lucide-react';
import { keywordSuggestionsQueryOptions } from '@/features/keywords/api/keywords-queries';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** Up to eight AI keyword suggestions; Add opens the add form with the term filled in. */
export function KeywordSuggestionsList({ onAdd }: { onAdd: (term: string) => void }) {
  const { data, isLoading } = useQuery(keywordSuggestionsQueryOptions(true));

  if (isLoading) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading suggestions">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  const suggestions = (data?.suggestions ?? []).slice(0, SUGGESTIONS_ON_DASHBOARD);
  if (suggestions.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
        No suggestions available. Make sure you have a company profile set up.
      </p>
    );
  }
  return (
    <ul className="grid gap-2" aria-label="Keyword suggestions">
      {suggestions.map((s) => (
        <li key={s.keyword} className="flex items-start justify-between gap-2 rounded-lg border px-3 py-2">
          <div className="grid min-w-0 gap-0.5">
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
              {s.keyword}
              <span className="text-xs font-normal text-muted-foreground">{`${s.category} · ${Math.round(s.relevanceScore)}% relevant`}</span>
            </p>
            {s.reasoning && <p className="line-clamp-2 text-xs text-muted-foreground">{s.reasoning}</p>}
          </div>
          <Button size="sm" variant="outline" onClick={() => onAdd(s.keyword)}>
            <Plus aria-hidden="true" />
            Add
            <span className="sr-only">{` ${s.keyword}`}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
