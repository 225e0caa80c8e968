import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Globe, Layers, Link2, Unlink } from 'lucide-react';
import {
  CLEANUP_HOURS_MESSAGE,
  FILTER_HOURS_MESSAGE,
  TOPIC_CLEANUP_DEFAULT_HOURS,
  TOPIC_FILTER_DEFAULT_HOURS,
} from '@newsjack/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { adminQueries } from '../api/admin-queries';
import { useCleanupTopics } from '../api/use-cleanup-topics';
import { ago } from '../admin-format';
import { HoursForm } from './hours-form';
import { FetchError, StatCard } from './stat-card';

/** Discovered topics: counts, a filter by age, the cleanup (saved-trend links preserved) and the table. */
export function CleanupTab() {
  // The table lists every topic until a filter is applied: the filter's default (168 hours, the spec's) applied at
  // once left a fresh install's table at 'No discovered topics found' beside hundreds of younger topics. The cards
  // always count every topic.
  const [filterHours, setFilterHours] = useState<number | null>(null);
  const { data: topics, error, isLoading } = useQuery(adminQueries.topics(filterHours));
  const { data: every } = useQuery(adminQueries.topics(null));
  const cleanup = useCleanupTopics();
  const linked = every?.filter((t) => t.enrichedTrendId !== null).length;
  const global = every?.filter((t) => (t.scope ?? 'global') === 'global').length;

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total" value={every?.length} icon={Layers} />
        <StatCard label="Linked to Trends" value={linked} icon={Link2} />
        <StatCard
          label="Unlinked"
          value={every && linked !== undefined ? every.length - linked : undefined}
          icon={Unlink}
        />
        <StatCard label="Global Discovery" value={global} icon={Globe} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Filter and Clean Up</CardTitle>
          <CardDescription>
            Cleanup deletes topics not seen for the given hours (30 days or more recommended). Topics linked to
            user-saved trends are preserved.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-6">
          <HoursForm
            label="Show topics older than (hours)"
            defaultHours={TOPIC_FILTER_DEFAULT_HOURS}
            min={0}
            invalidMessage={FILTER_HOURS_MESSAGE}
            buttonLabel="Apply Filter"
            variant="outline"
            onSubmit={setFilterHours}
          />
          <HoursForm
            label="Clean up topics older than (hours)"
            defaultHours={TOPIC_CLEANUP_DEFAULT_HOURS}
            min={1}
            invalidMessage={CLEANUP_HOURS_MESSAGE}
            buttonLabel="Clean Up Topics"
            variant="destructive"
            pending={cleanup.isPending}
            onSubmit={(hours) => cleanup.mutate(hours)}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-3 p-4">
          <FetchError error={error} />
          {isLoading && <p className="text-sm text-muted-foreground">Loading topics…</p>}
          {topics && topics.length > 0 && (
            <p className="text-sm text-muted-foreground" data-testid="topics-shown">
              {filterHours === null
                ? `All ${topics.length} discovered topics`
                : `${topics.length} topics not seen for ${filterHours} hours`}
            </p>
          )}
          {topics?.length === 0 && (
            <p className="py-6 text-center text-sm text-muted-foreground">
              No discovered topics found for the specified timeframe
            </p>
          )}
          {topics && topics.length > 0 && (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Title</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Last seen</TableHead>
                  <TableHead>Created</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {topics.map((topic) => (
                  <TableRow key={topic.id}>
                    <TableCell>
                      <p className="font-medium">{topic.rawTitle}</p>
                      <p className="text-xs text-muted-foreground">{topic.normalizedTitle}</p>
                    </TableCell>
                    <TableCell>
                      <Badge variant={topic.enrichedTrendId !== null ? 'success' : 'secondary'}>
                        {topic.enrichedTrendId !== null ? 'Linked' : 'Unlinked'}
                      </Badge>
                    </TableCell>
                    <TableCell className="tabular-nums">{ago(topic.lastSeenAt)}</TableCell>
                    <TableCell className="tabular-nums">{new Date(topic.createdAt).toLocaleDateString()}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
