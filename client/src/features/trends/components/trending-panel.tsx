import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TREND_CARDS_ON_DASHBOARD, type Trend } from '@newsjack/shared';
import { ArrowRight, RefreshCw, TrendingUp } from 'lucide-react';
import { Link } from 'wouter';
import { trendsQueryOptions } from '@/features/trends/api/trends-queries';
import { useRefreshTrends } from '@/features/trends/api/use-refresh-trends';
import { useSavedTrendIds } from '@/features/trends/api/use-saved-trend-ids';
import { TrendFilterBar, TrendSourceTabs } from '@/features/trends/components/trend-controls';
import { TrendCard } from '@/features/trends/components/trend-card';
import { NoTrendingTopics, TrendCardsSkeleton, TrendsLoadError } from '@/features/trends/components/trend-list-states';
import { useTrendControls } from '@/features/trends/use-trend-controls';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { pickTopTrend } from '../top-trend';
import { TopTrendCard } from './top-trend-card';

/** Trending topics: filters, timeframe, source tabs, the top trend, five more cards and a link to every one. */
export function TrendingPanel({ onGuidedStory }: { onGuidedStory?: (trend: Trend) => void }) {
  const listId = useId();
  const controls = useTrendControls();
  const trends = useQuery(trendsQueryOptions(controls.params));
  const refresh = useRefreshTrends();
  const savedIds = useSavedTrendIds();
  const list = trends.data ?? [];
  const top = pickTopTrend(list);
  // The top trend has its own card above the list; the list goes on with the next ones, not with it again.
  const rest = top ? list.filter((trend) => trend.id !== top.id) : list;

  return (
    <Card role="region" aria-labelledby="trending-topics-title">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id="trending-topics-title" className="flex items-center gap-2 text-lg">
            <TrendingUp className="size-5 text-primary" aria-hidden="true" />
            Trending Topics
          </CardTitle>
          <div className="flex flex-wrap items-center gap-2">
            <TrendFilterBar controls={controls} />
            <Button
              variant="outline"
              size="sm"
              aria-label="Refresh trends"
              disabled={refresh.isPending}
              onClick={() => refresh.mutate()}
            >
              <RefreshCw className={cn(refresh.isPending && 'animate-spin')} aria-hidden="true" />
              <span className="hidden sm:inline">Refresh</span>
            </Button>
          </div>
        </div>
        <TrendSourceTabs controls={controls} listId={listId} />
      </CardHeader>
      <CardContent id={listId} className="grid gap-3">
        {trends.isLoading ? (
          <TrendCardsSkeleton count={3} />
        ) : trends.isError ? (
          <TrendsLoadError onRetry={() => void trends.refetch()} />
        ) : list.length === 0 ? (
          <NoTrendingTopics />
        ) : (
          <>
            {top && <TopTrendCard trend={top} saved={savedIds.has(top.id)} onGuidedStory={onGuidedStory} />}
            {rest.slice(0, TREND_CARDS_ON_DASHBOARD).map((trend) => (
              <TrendCard key={trend.id} trend={trend} saved={savedIds.has(trend.id)} />
            ))}
            {list.length > TREND_CARDS_ON_DASHBOARD && (
              <Button asChild variant="outline" className="w-full">
                <Link href={paths.trends}>
                  {`View All ${list.length} Trending Topics`}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
