import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { creditBalanceQueryOptions } from '@/lib/credit-balance';
import { cn } from '@/lib/utils';

/** The user's real balance out of the monthly allowance (GET /api/credits, which applies the monthly reset). */
export function CreditDisplay({ className }: { className?: string }) {
  const { data, isError } = useQuery(creditBalanceQueryOptions());
  if (isError) return null;
  if (!data) return <Skeleton className="h-8 w-32" />;
  const low = data.apiCredits < data.monthlyAllowance * 0.1;
  return (
    <div
      className={cn(
        'inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-sm shadow-xs',
        low && 'border-destructive/40',
        className,
      )}
      data-testid="credit-display"
    >
      <Coins className={cn('size-4', low ? 'text-destructive' : 'text-primary')} aria-hidden="true" />
      <span>
        <span className="font-semibold tabular-nums">{data.apiCredits}</span>
        <span className="text-muted-foreground">{` / ${data.monthlyAllowance} credits`}</span>
      </span>
    </div>
  );
}
