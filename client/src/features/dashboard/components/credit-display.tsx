import { CREDITS_PER_MONTH } from '@newsjack/shared';
import { Coins } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/hooks/use-auth';
import { cn } from '@/lib/utils';

/** The user's real balance out of the monthly 1000. */
export function CreditDisplay({ className }: { className?: string }) {
  const { user } = useAuth();
  if (!user) return <Skeleton className="h-8 w-32" />;
  const low = user.apiCredits < CREDITS_PER_MONTH * 0.1;
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
        <span className="font-semibold tabular-nums">{user.apiCredits}</span>
        <span className="text-muted-foreground">{` / ${CREDITS_PER_MONTH} credits`}</span>
      </span>
    </div>
  );
}
