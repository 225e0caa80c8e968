import type { MentionVelocity, Sentiment } from '@newsjack/shared';
import { Flame, Frown, Meh, Smile, TrendingDown, TrendingUp } from 'lucide-react';
import { formatPercentChange, percentChangeClass } from '@/lib/format-number';
import { cn } from '@/lib/utils';
import { capitalize, categoryClass, categoryLabel, sentimentClass, velocityClass } from '../trend-style';

const pill = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span data-category={category} className={cn(pill, categoryClass(category), className)}>
      {categoryLabel(category)}
    </span>
  );
}

/** A story only one outlet has reported so far: shown because it matters to the company, not because it spread. */
export function SingleReportBadge() {
  return (
    <span className={cn(pill, 'border border-border text-muted-foreground')} title="Only one outlet has reported this story so far">
      Single report
    </span>
  );
}

export function VelocityBadge({ velocity }: { velocity: MentionVelocity }) {
  return (
    <span data-velocity={velocity} className={cn(pill, velocityClass(velocity))} title="Mention velocity">
      <Flame className="size-3" aria-hidden="true" />
      <span className="sr-only">Velocity: </span>
      {capitalize(velocity)}
    </span>
  );
}

const SENTIMENT_ICONS = { positive: Smile, negative: Frown, neutral: Meh } as const;

export function SentimentIndicator({ sentiment }: { sentiment: Sentiment }) {
  const Icon = SENTIMENT_ICONS[sentiment] ?? Meh;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground" data-sentiment={sentiment}>
      <Icon className={cn('size-3.5', sentimentClass(sentiment))} aria-hidden="true" />
      <span className="sr-only">Sentiment: </span>
      {capitalize(sentiment)}
    </span>
  );
}

/** Growth against the window before; a story with nothing before is 'New' (a percentage would be infinite). */
export function GrowthValue({ growth, isNew = false }: { growth: number; isNew?: boolean }) {
  const Icon = !isNew && growth < 0 ? TrendingDown : TrendingUp;
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs font-medium', percentChangeClass(isNew ? 1 : growth))}>
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">Growth: </span>
      {isNew ? 'New' : formatPercentChange(growth)}
    </span>
  );
}
