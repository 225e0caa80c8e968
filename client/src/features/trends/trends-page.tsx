import { startTransition, useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Trend } from '@newsjack/shared';
import { RefreshCw, X } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '@/components/layout/page-header';
import { trendsQueryOptions } from '@/features/trends/api/trends-queries';
import { useRefreshTrends } from '@/features/trends/api/use-refresh-trends';
import { useSavedTrendIds } from '@/features/trends/api/use-saved-trend-ids';
import { TrendFilterBar, TrendSourceTabs } from '@/features/trends/components/trend-controls';
import { TopTrendCard } from '@/features/trends/components/top-trend-card';
import { TrendCard } from '@/features/trends/components/trend-card';
import { NoTrendingTopics, TrendCardsSkeleton, TrendsLoadError } from '@/features/trends/components/trend-list-states';
import { useTrendControls } from '@/features/trends/use-trend-controls';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { activeCompanyProfileQueryOptions } from '@/lib/active-company';
import { paths } from '@/lib/paths';
import { pickTopTrend } from './top-trend';

/** Trend cards rendered with the page itself; the others follow this many at a time (see the effect below). */
const FIRST_CARDS = 6;
const CARDS_PER_BATCH = 3;

interface TrendsPageProps {
  /**
   * Opens the story generator (another feature, passed in by app/routes/trends-route): guided from the top trend,
   * prefilled from any other.
   */
  onGenerateStory?: (trend: Trend, guided: boolean) => void;
}

/**
 * My Trends: every trend for the active company, with the dashboard's filters and an optional search; the top
 * trend first on its own card, then the others, each with why it was picked and a story from it.
 */
export function TrendsPage({ onGenerateStory }: TrendsPageProps = {}) {
  const search = new URLSearchParams(useSearch()).get('search')?.trim() ?? '';
  const [, navigate] = useLocation();
  const company = useQuery(activeCompanyProfileQueryOptions());
  const listId = useId();
  const controls = useTrendControls(search);
  const trends = useQuery(trendsQueryOptions(controls.params));
  const refresh = useRefreshTrends();
  const savedIds = useSavedTrendIds();
  const list = trends.data ?? [];
  const companyName = company.data?.companyName || 'My Company';
  const top = pickTopTrend(list);
  const rest = top ? list.filter((trend) => trend.id !== top.id) : list;
  // The first cards render with the page; the rest a few at a time, each batch a task of its own. React renders a
  // transition in slices, but commits it at once: fifty cards committed together held a phone's main thread for
  // 0.8 s (Lighthouse mobile: total blocking time 740-970 ms, performance 65-73; in batches 490-630 ms, 76-80).
  const [shown, setShown] = useState(FIRST_CARDS);
  useEffect(() => {
    if (rest.length <= shown) return;
    const next = setTimeout(() => startTransition(() => setShown((n) => Math.min(rest.length, n + CARDS_PER_BATCH))), 0);
    return () => clearTimeout(next);
  }, [rest.length, shown]);

  return (
    <>
      <PageHeader
        title={`Trending Topics for ${companyName}`}
        subtitle="Every trend we found, ranked by how much it matters to you"
        actions={
          <Button
            variant="outline"
            aria-label="Refresh trends"
            disabled={refresh.isPending}
            onClick={() => refresh.mutate()}
          >
            <RefreshCw className={cn(refresh.isPending && 'animate-spin')} aria-hidden="true" />
            Refresh
          </Button>
        }
      />
      <div className="grid gap-4">
        {/* The cards below are h3s: this names their list, so the page's headings go h1, h2, h3. */}
        <h2 className="sr-only">Trending topics</h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <TrendSourceTabs controls={controls} listId={listId} />
          <TrendFilterBar controls={controls} />
        </div>
        {search && (
          <div className="flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">Matching</span>
            <Badge variant="accent">{search}</Badge>
            <Button variant="ghost" size="sm" onClick={() => navigate(paths.trends)}>
              <X aria-hidden="true" />
              Clear search
            </Button>
          </div>
        )}
        {trends.isSuccess && list.length > 0 && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {list.length === 1 ? '1 trending topic' : `${list.length} trending topics`}
          </p>
        )}
        {/* What the source tabs control (display: contents, so the layout is unchanged). */}
        <div id={listId} className="contents">
          {trends.isLoading ? (
            <TrendCardsSkeleton />
          ) : trends.isError ? (
            <TrendsLoadError onRetry={() => void trends.refetch()} />
          ) : list.length === 0 ? (
            <NoTrendingTopics />
          ) : (
            <div className="grid gap-3">
              {top && (
                <TopTrendCard
                  trend={top}
                  saved={savedIds.has(top.id)}
                  onGuidedStory={onGenerateStory && ((trend) => onGenerateStory(trend, true))}
                />
              )}
              <div className="grid gap-3 xl:grid-cols-2">
                {rest.slice(0, shown).map((trend) => (
                  <TrendCard
                    key={trend.id}
                    trend={trend}
                    saved={savedIds.has(trend.id)}
                    explain
                    onGenerateStory={onGenerateStory && ((picked) => onGenerateStory(picked, false))}
                  />
                ))}
              </div>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
