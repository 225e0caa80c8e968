import { ExternalLink } from 'lucide-react';
import type { TrendReport } from '@newsjack/shared';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/** The outlet's name as the feed gave it, else the link's site, else 'Source N' (the spec's label). */
export function reportLabel(report: TrendReport, index: number): string {
  if (report.outlet) return report.outlet;
  try {
    return new URL(report.url).hostname.replace(/^www\./, '');
  } catch {
    return `Source ${index + 1}`;
  }
}

/** Built when the list of every report first opens: the first Intl formatter a page builds loads the locale data. */
let dayFormat: Intl.DateTimeFormat | undefined;
const day = (iso: string) =>
  (dayFormat ??= new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' })).format(new Date(iso));

function ReportLink({ report, index }: { report: TrendReport; index: number }) {
  const label = reportLabel(report, index);
  return (
    <a
      href={report.url}
      target="_blank"
      rel="noopener noreferrer"
      title={report.title || undefined}
      className="inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline"
    >
      <ExternalLink className="size-3" aria-hidden="true" />
      {label}
    </a>
  );
}

/**
 * Every report with its outlet, headline and date. A component of its own so that its body runs only when the
 * popover opens: written inline, the list's JSX (and its dates) was built for every card at the first render.
 */
function EveryReport({ reports }: { reports: readonly TrendReport[] }) {
  return (
    <ol className="grid max-h-72 gap-2 overflow-y-auto text-xs">
      {reports.map((report, i) => (
        <li key={report.url} className="grid gap-0.5">
          <span className="flex items-center justify-between gap-2">
            <ReportLink report={report} index={i} />
            <time dateTime={report.publishedAt} className="shrink-0 text-muted-foreground">
              {day(report.publishedAt)}
            </time>
          </span>
          {report.title && <span className="text-muted-foreground">{report.title}</span>}
        </li>
      ))}
    </ol>
  );
}

/**
 * The reports to link on a card: as many different outlets as there are, in the trend's order, before a second
 * report of one outlet ('Settle & Clear, Settle & Clear' read as a repeated link).
 */
export function reportsToLink(reports: readonly TrendReport[], shown: number): TrendReport[] {
  const seen = new Set<string>();
  const first: TrendReport[] = [];
  const again: TrendReport[] = [];
  reports.forEach((report, i) => {
    const label = reportLabel(report, i).toLowerCase();
    (seen.has(label) ? again : first).push(report);
    seen.add(label);
  });
  return [...first, ...again].slice(0, shown);
}

/**
 * A trend's reports: the first `shown` as links named by their outlet (trend cards, saved trends), and, when there
 * are more, a button that lists every report with its outlet, headline and date, so a PR reader sees who ran it.
 */
export function SourceLinks({ reports, shown }: { reports: readonly TrendReport[]; shown: number }) {
  const rest = reports.length - shown;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {reportsToLink(reports, shown).map((report) => (
        <ReportLink key={report.url} report={report} index={reports.indexOf(report)} />
      ))}
      {rest > 0 && (
        <Popover>
          <PopoverTrigger asChild>
            <Button size="sm" variant="link" className="h-auto p-0 text-xs">
              {`+${rest} more ${rest === 1 ? 'report' : 'reports'}`}
            </Button>
          </PopoverTrigger>
          <PopoverContent align="start" className="w-80" aria-label="Every report">
            <EveryReport reports={reports} />
          </PopoverContent>
        </Popover>
      )}
    </div>
  );
}
