import { TrendingUp } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder cards while trends load (6 by default, per the spec's skeleton count). */
export function TrendCardsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label="Loading trends">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="grid gap-3 p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </Card>
      ))}
    </div>
  );
}

export function NoTrendingTopics() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center">
      <TrendingUp className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold">No Trending Topics</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Enhanced AI trends will appear here once discovery cycle completes.
      </p>
    </div>
  );
}

export function TrendsLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-lg border border-destructive/30 px-6 py-8 text-center"
    >
      <p className="font-semibold">Failed to fetch trends</p>
      <button type="button" className="text-sm font-medium text-primary hover:underline" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
