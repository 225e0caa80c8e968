import { useQuery } from '@tanstack/react-query';
import type { StatChange, Stats } from '@newsjack/shared';
import { Bookmark, Key, Lightbulb, TrendingUp, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { statsQueryOptions } from '../api/stats-queries';
import { paths } from '@/lib/paths';

type StatKey = keyof Stats['changes'];

const CARDS: readonly { key: StatKey; label: string; href: string; icon: LucideIcon }[] = [
  { key: 'activeTrends', label: 'Active Trends', href: paths.trends, icon: TrendingUp },
  { key: 'storyAngles', label: 'Story Angles', href: paths.storyAngles, icon: Lightbulb },
  { key: 'savedItems', label: 'Saved Items', href: paths.saved, icon: Bookmark },
  { key: 'keywordsTracked', label: 'Keywords Tracked', href: paths.keywords, icon: Key },
];

function changeClass(change: StatChange): string {
  if (change.label.startsWith('+')) return 'text-green-700';
  if (change.label.startsWith('-')) return 'text-red-600';
  return 'text-muted-foreground';
}

/** Four clickable counts with the server's change labels; four placeholders while loading. */
export function StatsStrip() {
  const { data, isLoading, isError } = useQuery(statsQueryOptions());

  if (isLoading || (!data && !isError)) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true" aria-label="Loading statistics">
        {CARDS.map((card) => (
          <Card key={card.key} className="grid gap-3 p-4" data-testid="stat-placeholder">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-7 w-12" />
          </Card>
        ))}
      </div>
    );
  }

  return (
    <nav aria-label="Statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, href, icon: Icon }) => {
        const change = data?.changes[key];
        return (
          <Link
            key={key}
            href={href}
            className="group rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-muted-foreground">{label}</span>
              <Icon className="size-4 text-primary" aria-hidden="true" />
            </div>
            <div className="mt-2 flex items-baseline justify-between gap-2">
              <span className="text-2xl font-semibold tabular-nums">{data ? data[key] : '—'}</span>
              {change && <span className={cn('text-xs font-medium', changeClass(change))}>{change.label}</span>}
            </div>
          </Link>
        );
      })}
    </nav>
  );
}
