import type { JobState } from '@newsjack/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { adminQueries } from '../api/admin-queries';
import { FetchError } from './stat-card';

/** The server's queue names, as an operator reads them. */
const QUEUE_LABELS: Record<string, string> = {
  'discovery-global-cycle': 'Global discovery cycles',
  'discovery-personal-cycle': 'Company searches',
  'contacts-generate': 'Contact generation',
  maintenance: 'Cleanups and cache pruning',
  'system-mail': 'System mail',
  'pitch-send': 'Scheduled pitches',
  'onboarding-analysis': 'Company analyses',
  'trend-digest': 'Trend digests',
  'reply-check': 'Reply checks',
};
const STATE_LABELS: Record<JobState, string> = {
  waiting: 'Waiting',
  running: 'Running',
  retry: 'Waiting to retry',
  completed: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
const queueLabel = (name: string) => QUEUE_LABELS[name] ?? name;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** The background jobs (discovery's first): how many wait, run, wait to retry or failed, and the newest with their reasons. */
export function DiscoveryQueue() {
  const report = useQuery(adminQueries.discoveryQueue());
  const data = report.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Background Jobs</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <FetchError error={report.error} />
        {data && (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Queue</TableHead>
                <TableHead className="text-right">Waiting</TableHead>
                <TableHead className="text-right">Running</TableHead>
                <TableHead className="text-right">Waiting to retry</TableHead>
                <TableHead className="text-right">Failed</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.queues.map((q) => (
                <TableRow key={q.queue} data-testid="job-queue">
                  <TableCell>{queueLabel(q.queue)}</TableCell>
                  <TableCell className="text-right tabular-nums">{q.waiting}</TableCell>
                  <TableCell className="text-right tabular-nums">{q.running}</TableCell>
                  <TableCell className="text-right tabular-nums">{q.retry}</TableCell>
                  <TableCell className="text-right tabular-nums">{q.failed}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {data?.recent.length === 0 && <p className="text-sm text-muted-foreground">No background jobs yet</p>}
        {data && data.recent.length > 0 && (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Queued</TableHead>
                <TableHead>Job</TableHead>
                <TableHead>State</TableHead>
                <TableHead>Retries</TableHead>
                <TableHead>Reason</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.recent.map((job) => (
                <TableRow key={job.id} data-testid="queue-job">
                  <TableCell>{when(job.createdAt)}</TableCell>
                  <TableCell>{queueLabel(job.queue)}</TableCell>
                  <TableCell>
                    <Badge
                      variant={job.state === 'failed' ? 'destructive' : job.state === 'retry' ? 'accent' : 'secondary'}
                    >
                      {STATE_LABELS[job.state]}
                    </Badge>
                  </TableCell>
                  <TableCell className="tabular-nums">
                    {job.retryCount} of {job.retryLimit}
                  </TableCell>
                  <TableCell className="max-w-80 text-xs text-destructive">
                    {job.error ?? <span className="text-muted-foreground">none</span>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
