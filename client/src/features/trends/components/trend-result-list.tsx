import type { Trend } from '@newsjack/shared';
import { useSavedTrendIds } from '@/features/trends/api/use-saved-trend-ids';
import { TrendCard } from '@/features/trends/components/trend-card';

/** Trends found by a keyword search, as cards that can be saved one by one. */
export function TrendResultList({ trends }: { trends: readonly Trend[] }) {
  const savedIds = useSavedTrendIds();
  return (
    <div className="grid gap-3">
      {trends.map((trend) => (
        <TrendCard key={trend.id} trend={trend} saved={savedIds.has(trend.id)} />
      ))}
    </div>
  );
}
