import { useQuery } from '@tanstack/react-query';
import { trendExplanationQueryOptions } from '@/features/trends/api/trends-queries';
import { ExplanationText, SemanticMatchBadge } from '@/features/trends/components/explanation-text';
import { Skeleton } from '@/components/ui/skeleton';

export const EXPLANATION_FALLBACK =
  'Unable to generate explanation - This trend was selected based on your tracked keywords and profile settings.';

/** Why this trend is the top one: fetched on first open, kept 5 minutes. */
export function TrendExplanation({ trendId }: { trendId: number }) {
  const { data, isLoading, isError } = useQuery(trendExplanationQueryOptions(trendId));

  if (isLoading) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading explanation">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (isError || !data) return <p className="text-sm text-muted-foreground">{EXPLANATION_FALLBACK}</p>;
  return (
    <div className="grid gap-2">
      <SemanticMatchBadge similarity={data.semanticSimilarity} />
      <ExplanationText text={data.explanation} />
    </div>
  );
}
