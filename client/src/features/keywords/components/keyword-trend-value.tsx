import { formatPercentChange, percentChangeClass } from '@/lib/format-number';
import { cn } from '@/lib/utils';

/** A keyword's trend: percent change of mentions, green up, red down. */
export function KeywordTrendValue({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn('font-medium tabular-nums', percentChangeClass(value), className)}>
      {formatPercentChange(value)}
    </span>
  );
}
