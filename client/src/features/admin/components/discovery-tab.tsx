import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Pause, Play, RefreshCw, Zap } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { adminQueries } from '../api/admin-queries';
import { usePauseDiscovery } from '../api/use-pause-discovery';
import { useResumeDiscovery } from '../api/use-resume-discovery';
import { useRunDiscovery } from '../api/use-run-discovery';
import { hoursAndMinutes } from '../admin-format';
import { DiscoveryQueue } from './discovery-queue';
import { DiscoverySources } from './discovery-sources';
import { FetchError } from './stat-card';

const STATUS_LABELS: Record<string, string> = {
  running: 'Running',
  paused: 'Paused',
  stopped: 'Stopped',
  error: 'Error',
};
const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');

/**
 * The trend-discovery job: status (polled every 10 s), manual refresh, pause/resume, recent runs, the background
 * jobs of the queue and the sources.
 */
export function DiscoveryTab() {
  const status = useQuery(adminQueries.discoveryStatus());
  const runs = useQuery(adminQueries.discoveryRuns());
  const queue = useQuery(adminQueries.discoveryQueue());
  const pause = usePauseDiscovery();
  const resume = useResumeDiscovery();
  const run = useRunDiscovery();
  const s = status.data;

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle>Trend Discovery Job</CardTitle>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void Promise.all([status.refetch(), runs.refetch(), queue.refetch()])}
          >
            <RefreshCw aria-hidden="true" className={status.isFetching ? 'animate-spin' : undefined} />
            Refresh
          </Button>
        </CardHeader>
        <CardContent className="space-y-4">
          <FetchError error={status.error} />
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <Badge
                variant={s?.status === 'error' ? 'destructive' : s?.status === 'running' ? 'success' : 'secondary'}
                data-testid="discovery-status"
              >
                {s ? (STATUS_LABELS[s.status] ?? s.status) : '…'}
              </Badge>
            </dd>
            <dt className="text-muted-foreground">Scheduled on this server</dt>
            <dd>{s ? (s.hasActiveInterval ? 'Yes' : 'No') : '…'}</dd>
            <dt className="text-muted-foreground">Frequency</dt>
            <dd>
              {s?.frequencyMinutes ? `${s.frequencyMinutes} minutes (${hoursAndMinutes(s.frequencyMinutes)})` : '…'}
            </dd>
            <dt className="text-muted-foreground">Last run</dt>
            <dd>{when(s?.lastRunAt)}</dd>
            <dt className="text-muted-foreground">Next run</dt>
            <dd>{s?.isPaused ? 'paused' : when(s?.nextRunAt)}</dd>
            {s?.lastError && (
              <>
                <dt className="text-muted-foreground">Last error</dt>
                <dd className="text-destructive">{s.lastError}</dd>
              </>
            )}
          </dl>
          {s?.isPaused && (
            <Alert variant="destructive">
              <AlertTriangle aria-hidden="true" />
              <AlertTitle>Trend discovery is paused</AlertTitle>
              <AlertDescription>No new topics will be discovered until it is resumed.</AlertDescription>
            </Alert>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={!s || s.isPaused || pause.isPending} onClick={() => pause.mutate()}>
              <Pause aria-hidden="true" />
              Pause
            </Button>
            <Button disabled={!s || !s.isPaused || resume.isPending} onClick={() => resume.mutate()}>
              <Play aria-hidden="true" />
              Resume
            </Button>
            <Button variant="outline" disabled={run.isPending} onClick={() => run.mutate()}>
              <Zap aria-hidden="true" />
              Run Now
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Recent Runs</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <FetchError error={runs.error} />
          {runs.data?.length === 0 && <p className="text-sm text-muted-foreground">No discovery runs yet</p>}
          {runs.data && runs.data.length > 0 && (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Started</TableHead>
                  <TableHead>Finished</TableHead>
                  <TableHead>Kind</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Items</TableHead>
                  <TableHead className="text-right">Topics</TableHead>
                  <TableHead className="text-right">Trends</TableHead>
                  <TableHead>Errors</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {runs.data.map((run) => (
                  <TableRow key={run.id} data-testid="discovery-run">
                    <TableCell>{when(run.startedAt)}</TableCell>
                    <TableCell>{when(run.finishedAt)}</TableCell>
                    <TableCell>
                      {run.kind} · {run.trigger}
                    </TableCell>
                    <TableCell>{run.status}</TableCell>
                    <TableCell className="text-right tabular-nums">{run.itemsFetched}</TableCell>
                    <TableCell className="text-right tabular-nums">{run.topicsUpserted}</TableCell>
                    <TableCell className="text-right tabular-nums">{run.trendsUpserted}</TableCell>
                    <TableCell className="max-w-80 text-xs text-destructive">
                      {run.errors.length === 0 ? (
                        <span className="text-muted-foreground">none</span>
                      ) : (
                        run.errors.map((e) => <p key={e}>{e}</p>)
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <DiscoveryQueue />
      <DiscoverySources />
    </div>
  );
}
