import { useQuery } from '@tanstack/react-query';
import { contentTypeLabel, RECENT_ANGLES_ON_DASHBOARD, type StoryAngle } from '@newsjack/shared';
import { ArrowRight, Lightbulb } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { storyAnglesQueryOptions } from '../api/dashboard-queries';
import { relativeTime } from '../relative-time';

function newestFirst(angles: readonly StoryAngle[]): StoryAngle[] {
  return [...angles].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The three newest story angles, with a link to all of them. */
export function RecentAnglesPanel() {
  const { data, isLoading } = useQuery(storyAnglesQueryOptions());
  const angles = newestFirst(data ?? []).slice(0, RECENT_ANGLES_ON_DASHBOARD);

  return (
    <Card role="region" aria-labelledby="recent-angles-title">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="recent-angles-title" className="flex items-center gap-2 text-lg">
          <Lightbulb className="size-5 text-primary" aria-hidden="true" />
          Recent Story Angles
        </CardTitle>
        <Button asChild variant="ghost" size="sm">
          <Link href="/story-angles">
            View All
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {isLoading ? (
          Array.from({ length: RECENT_ANGLES_ON_DASHBOARD }, (_, i) => <Skeleton key={i} className="h-16 w-full" />)
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
