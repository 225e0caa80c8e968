import type { ReactNode } from 'react';
import type { Keyword, Trend } from '@newsjack/shared';
import { Key, TrendingUp, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { SEARCH_RESULTS_PER_GROUP } from './search-filter';

interface SearchResultsPanelProps {
  query: string;
  trends: Trend[] | undefined;
  trendsLoading: boolean;
  trendsFailed: boolean;
  keywords: Keyword[];
  onNavigate: () => void;
}

function Group({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-1">
      <h3 className="flex items-center gap-1.5 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <Icon className="size-3.5" aria-hidden="true" />
        {title}
      </h3>
      <ul className="grid">{children}</ul>
    </section>
  );
}

function ResultLink({
  href,
  label,
  hint,
  onNavigate,
}: {
  href: string;
  label: string;
  hint?: string;
  onNavigate: () => void;
}) {
  return (
    <li>
      <Link
        href={href}
        onClick={onNavigate}
        className="flex items-baseline justify-between gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-accent focus-visible:bg-accent"
      >
        <span className="truncate">{label}</span>
        {hint && <span className="shrink-0 text-xs text-muted-foreground">{hint}</span>}
      </Link>
    </li>
  );
}

/** The dashboard search's answers, grouped by type, each a link to the screen that holds it. */
export function SearchResultsPanel(props: SearchResultsPanelProps) {
  const { query, trends, trendsLoading, trendsFailed, keywords, onNavigate } = props;
  const trendList = (trends ?? []).slice(0, SEARCH_RESULTS_PER_GROUP);
  const nothing = !trendsLoading && trendList.length === 0 && keywords.length === 0;
  const trendsHref = paths.trendsSearch(query.trim());

  return (
    <div
      role="region"
      aria-label="Search results"
      className="absolute top-full right-0 z-40 mt-2 grid max-h-[70vh] w-[min(28rem,calc(100vw-2rem))] gap-3 overflow-y-auto rounded-lg border bg-popover p-3 text-popover-foreground shadow-lg"
    >
      {trendsLoading && (
        <div className="flex items-center gap-2 px-2 text-sm text-muted-foreground">
          <Spinner className="size-4" label="Searching trends" />
          Searching trends…
        </div>
      )}
      {trendsFailed && <p className="px-2 text-sm text-destructive">Failed to fetch trends</p>}
      {trendList.length > 0 && (
        <Group title="Trends" icon={TrendingUp}>
          {trendList.map((t) => (
            <ResultLink key={t.id} href={trendsHref} label={t.title} hint={t.category} onNavigate={onNavigate} />
          ))}
          {(trends?.length ?? 0) > SEARCH_RESULTS_PER_GROUP && (
            <ResultLink href={trendsHref} label={`See all ${trends?.length} matching trends`} onNavigate={onNavigate} />
          )}
        </Group>
      )}
      {keywords.length > 0 && (
        <Group title="Keywords" icon={Key}>
          {keywords.slice(0, SEARCH_RESULTS_PER_GROUP).map((k) => (
            <ResultLink
              key={k.id}
              href={paths.keywords}
              label={k.term}
              hint={`${k.mentions} mentions`}
              onNavigate={onNavigate}
            />
          ))}
        </Group>
      )}
      {nothing && !trendsFailed && (
        <p className="px-2 py-1 text-sm text-muted-foreground">{`No results for “${query.trim()}”`}</p>
      )}
    </div>
  );
}
