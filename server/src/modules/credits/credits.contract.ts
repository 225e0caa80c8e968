import { creditBalanceSchema } from '@newsjack/shared';
import { defineContract } from '../../http/openapi/contract';

/** The contract of credits.routes.ts. */
export const creditsContract = defineContract('Account', {
  'GET /api/credits': {
    summary: 'The credit balance (reset monthly)',
    responses: { 200: creditBalanceSchema },
  },
});
