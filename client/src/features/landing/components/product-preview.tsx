import { Flame, Lightbulb, Newspaper, TrendingUp } from 'lucide-react';

/**
 * An illustration of the dashboard's top-trend card, drawn in HTML so it stays sharp and light. It is decorative:
 * the copy around it says what the product does.
 */
export function ProductPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-tr from-indigo-200/60 via-violet-100/50 to-sky-100/60 blur-2xl dark:from-indigo-500/20 dark:via-violet-500/10" />
      <div className="rounded-2xl border bg-card p-5 shadow-xl">
        <div className="flex items-center justify-between">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-accent px-2.5 py-1 text-xs font-medium text-accent-foreground">
            <TrendingUp className="size-3.5" />
            Top Trend for You
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700">
            <Flame className="size-3" />
            Explosive
          </span>
        </div>
        <p className="mt-4 text-base font-semibold leading-snug">
          Cities race to cut heat deaths as summer records fall
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          Matches your keywords <span className="font-medium text-foreground">urban cooling</span> and{' '}
          <span className="font-medium text-foreground">smart buildings</span>.
        </p>
        <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
          {[
            ['+184%', 'growth'],
            ['2,310', 'mentions'],
            ['92%', 'relevance'],
          ].map(([value, label]) => (
            <div key={label} className="rounded-lg bg-muted px-2 py-2">
              <dt className="sr-only">{label}</dt>
              <dd className="text-sm font-semibold tabular-nums">{value}</dd>
              <dd className="text-[11px] text-muted-foreground">{label}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="relative -mt-3 ml-8 rounded-2xl border bg-card p-4 shadow-lg sm:ml-14">
        <p className="flex items-center gap-1.5 text-xs font-medium text-primary">
          <Lightbulb className="size-3.5" />
          Story angle · Thought leadership
        </p>
        <p className="mt-1.5 text-sm font-medium leading-snug">
          “What 40 retrofitted offices taught us about surviving a heatwave”
        </p>
        <p className="mt-3 flex items-center gap-1.5 text-xs text-muted-foreground">
          <Newspaper className="size-3.5" />3 reporters covered this beat in the last 30 days
        </p>
      </div>
    </div>
  );
}
