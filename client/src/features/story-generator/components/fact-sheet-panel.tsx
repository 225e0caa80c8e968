import type { FactSheet } from '@newsjack/shared';
import { FileText } from 'lucide-react';

/** Who the reports name, in one line per kind. */
const WHO: Array<{ key: 'people' | 'organisations' | 'places'; label: string }> = [
  { key: 'people', label: 'People' },
  { key: 'organisations', label: 'Organisations' },
  { key: 'places', label: 'Places' },
];

/**
 * What the trend's reports say (discovery's fact sheet): the ground the ideas are written from, shown beside them
 * so the user can see every fact an idea uses and where it came from.
 */
export function FactSheetPanel({ sheet }: { sheet: FactSheet }) {
  const reports = sheet.reports.slice(0, 5);
  return (
    <section aria-labelledby="fact-sheet-heading" className="grid gap-2 rounded-md border bg-muted/30 p-3 text-sm">
      <h3 id="fact-sheet-heading" className="flex items-center gap-2 font-medium">
        <FileText className="size-4" aria-hidden="true" />
        What the coverage says
      </h3>
      {sheet.happened && <p>{sheet.happened}</p>}
      <dl className="grid gap-1 sm:grid-cols-[8rem_1fr]">
        {sheet.figures.length > 0 && (
          <>
            <dt className="text-muted-foreground">Figures</dt>
            <dd>
              <ul className="flex flex-wrap gap-1">
                {sheet.figures.map((f) => (
                  <li key={f.text} title={f.sentence} className="rounded bg-background px-1.5 py-0.5">
                    {f.text}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {WHO.filter(({ key }) => sheet[key].length > 0).map(({ key, label }) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{sheet[key].join(', ')}</dd>
          </div>
        ))}
        {sheet.dates.length > 0 && (
          <>
            <dt className="text-muted-foreground">Dates</dt>
            <dd>{sheet.dates.join(', ')}</dd>
          </>
        )}
      </dl>
      {reports.length > 0 && (
        <ul className="grid gap-1" aria-label="Reports">
          {reports.map((r) => (
            <li key={`${r.url ?? ''}${r.title}`} className="text-muted-foreground">
              <span className="font-medium text-foreground">{[r.outlet, r.reporter].filter(Boolean).join(' · ') || 'Report'}</span>
              {': '}
              {r.url ? (
                <a href={r.url} target="_blank" rel="noreferrer noopener" className="underline-offset-2 hover:underline">
                  {r.title}
                </a>
              ) : (
                r.title
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
