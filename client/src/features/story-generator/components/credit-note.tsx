import { useQuery } from '@tanstack/react-query';
import { CREDITS_PER_STORY_GENERATION } from '@newsjack/shared';
import { creditBalanceQueryOptions } from '@/lib/credit-balance';

/** 'This uses 1 API credit', with the real balance it draws on. */
export function CreditNote() {
  const { data } = useQuery(creditBalanceQueryOptions());
  return (
    <p className="text-xs text-muted-foreground" data-testid="generator-credits">
      {`This uses ${CREDITS_PER_STORY_GENERATION} API credit`}
      {data && (
        <>
          {' · '}
          <span className="tabular-nums">{`${data.apiCredits} of ${data.monthlyAllowance} credits left`}</span>
        </>
      )}
    </p>
  );
}
