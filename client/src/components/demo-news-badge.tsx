import { FlaskConical } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The label every demo trend carries, wherever it is shown: its outlets and stories are invented. */
export const DEMO_NEWS_LABEL = 'Demo news — fictional outlets';

/**
 * Says a trend comes from the bundled demo corpus (trend cards, the top trend, saved trends, the generator), so
 * a PR reader never takes its invented stories for current news.
 */
export function DemoNewsBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        // It may wrap: beside a card's chart at 390 px a one-line badge was wider than the title column and pushed
        // the whole card past its border.
        'inline-flex max-w-full items-center gap-1 rounded-xl border border-dashed border-amber-600/60 px-2 py-0.5 text-xs font-medium text-amber-900',
        className,
      )}
      title="This story comes from the bundled demo corpus. Real news appears once a news source answers."
    >
      <FlaskConical className="size-3 shrink-0" aria-hidden="true" />
      {DEMO_NEWS_LABEL}
    </span>
  );
}
