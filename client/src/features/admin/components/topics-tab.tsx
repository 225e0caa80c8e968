import { useQuery } from '@tanstack/react-query';
import { GLOBAL_CLEANUP_HOURS_MESSAGE, GLOBAL_TRENDS_CLEANUP_DEFAULT_HOURS } from '@newsjack/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { adminQueries } from '../api/admin-queries';
import { useCleanupGlobalTrends } from '../api/use-cleanup-global-trends';
import { percent1 } from '../admin-format';
import { HoursForm } from './hours-form';
import { FetchError } from './stat-card';

/** The 10 most recently seen global trends, and the global-trend cleanup (user-specific trends are unaffected). */
export function TopicsTab() {
  const { data: trends, error, isLoading } = useQuery(adminQueries.globalTrends());
  const cleanup = useCleanupGlobalTrends();
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Global Trends</CardTitle>
          <CardDescription>The 10 most recently seen trends from general news sources.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <FetchError error={error} />
          {isLoading && <p className="text-sm text-muted-foreground">Loading global trends…</p>}
          {trends?.length === 0 && <p className="text-sm text-muted-foreground">No global trends yet</p>}
          <ul className="divide-y">
            {trends?.slice(0, 10).map((trend) => (
              <li key={trend.id} className="py-3" data-testid="admin-global-trend">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium">{trend.title}</p>
                  <Badge variant="secondary">{trend.category}</Badge>
                  <span className="ml-auto text-sm tabular-nums text-muted-foreground">
                    {percent1(trend.relevanceScore)}
                  </span>
                </div>
                <p className="mt-1 text-sm text-muted-foreground">{trend.description}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Global Trends Cleanup</CardTitle>
          <CardDescription>
            Deletes global trends not seen for the given hours. User-specific trends, and trends someone saved, are
            unaffected.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <HoursForm
            label="Older than (hours)"
            defaultHours={GLOBAL_TRENDS_CLEANUP_DEFAULT_HOURS}
            min={1}
            invalidMessage={GLOBAL_CLEANUP_HOURS_MESSAGE}
            buttonLabel="Clean Up Global Trends"
            variant="destructive"
            pending={cleanup.isPending}
            onSubmit={(hours) => cleanup.mutate(hours)}
          />
        </CardContent>
      </Card>
    </div>
  );
}
