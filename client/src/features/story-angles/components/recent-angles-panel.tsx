import { useQuery } from '@tanstack/react-query';
import { contentTypeLabel, RECENT_ANGLES_ON_DASHBOARD } from '@newsjack/shared';
import { ArrowRight, Lightbulb } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { relativeTime } from '@/lib/relative-time';
import { storyAnglesQueryOptions } from '../api/story-angles-queries';
import { newestFirst } from '../angle-view';

/** The dashboard's three newest angles; a failed load says so (it is not "no angles"). */
export function RecentAnglesPanel() {
  const { data, isLoading, isError, refetch } = useQuery(storyAnglesQueryOptions());
  const angles = newestFirst(data ?? []).slice(0, RECENT_ANGLES_ON_DASHBOARD);

  return (
    <Card role="region" aria-labelledby="recent-angles-title">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="recent-angles-title" className="flex items-center gap-2 text-lg">
          <Lightbulb className="size-5 text-primary" aria-hidden="true" />
          Recent Story Angles
        </CardTitle>
        <Button asChild variant="ghost" size="sm">
          <Link href={paths.storyAngles}>
            View All
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isLoading ? (
          Array.from({ length: RECENT_ANGLES_ON_DASHBOARD }, (_, i) => <Skeleton key={i} className="h-16 w-full" />)
        ) : isError ? (
          <div
            role="alert"
            className="grid justify-items-center gap-2 rounded-lg border border-destructive/40 px-4 py-6 text-center text-sm"
          >
            <p>Could not load your story angles.</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : angles.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            No story angles yet. Generate your first one from a trend or a topic.
          </p>
        ) : (
          <ul className="grid gap-3">
            {angles.map((angle) => (
              <li key={angle.id} className="grid gap-1.5 rounded-lg border p-3">
                <p className="line-clamp-2 text-sm font-medium">{angle.headline}</p>
                <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <Badge variant="secondary">{contentTypeLabel(angle.contentType)}</Badge>
                  <span>{angle.targetAudience || 'General'}</span>
                  <span aria-hidden="true">·</span>
                  <time dateTime={angle.createdAt}>{relativeTime(angle.createdAt)}</time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
