import type { CreditBalance } from '@newsjack/shared';

export interface CreditUsage {
  remaining: number;
  used: number;
  allowance: number;
  /** e.g. 'December 1, 2025'; null when the server's date cannot be read. */
  resetsOn: string | null;
}

export function creditUsage(
  { apiCredits, monthlyAllowance, creditsResetAt }: CreditBalance,
  locale = 'en-US',
): CreditUsage {
  // Never clamp the top: a balance above the monthly grant (a top-up) is shown as it is.
  const remaining = Math.max(0, apiCredits);
  const resetDate = new Date(creditsResetAt);
  return {
    remaining,
    used: Math.max(0, monthlyAllowance - remaining),
    allowance: monthlyAllowance,
    resetsOn: Number.isNaN(resetDate.getTime())
      ? null
      : resetDate.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' }),
  };
}
