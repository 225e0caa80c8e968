import { z } from 'zod';

/** GET /api/credits: the real balance (the monthly allowance is CREDITS_PER_MONTH in constants.ts). */
export const creditBalanceSchema = z.object({
  apiCredits: z.number().int().min(0),
  monthlyAllowance: z.number().int(),
  /** When the balance is next restored to the monthly allowance (ISO). */
  creditsResetAt: z.string(),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

/** The 402 answer when a generation finds the balance empty; `{date}` is the next reset, e.g. 'March 1, 2026'. */
export const creditsExhaustedMessage = (resetDate: string) =>
  `You have no API credits left this month. Credits reset on ${resetDate}.`;
