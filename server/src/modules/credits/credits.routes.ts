import { CREDITS_PER_MONTH, type CreditBalance } from '@newsjack/shared';
import type { Router } from 'express';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../http/guards';
import { apiRouter } from '../../http/router';
import { creditsContract } from './credits.contract';

/** GET /api/credits: the real balance, reset monthly (what the header and settings show). */
export function createCreditsRouter(deps: AppDeps): Router {
  const api = apiRouter(creditsContract);
  api.get('/api/credits', 'user', async (req, res) => {
    const balance = await deps.credits.getBalance(currentUser(req).id);
    const body: CreditBalance = {
      apiCredits: balance.apiCredits,
      monthlyAllowance: CREDITS_PER_MONTH,
      creditsResetAt: balance.creditsResetAt.toISOString(),
    };
    res.json(body);
  });
  return api.router;
}
