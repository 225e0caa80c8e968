import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { SemanticEngine } from '../semantic';
import { loadCompaniesForRelevance } from './companies-for-relevance';
import type { TrackedCompanies } from './ports';
import { rescoreCompanyTrends } from './rescore-global-trends';
import { DEFAULT_CYCLE_OPTIONS } from './run-cycle';

const DAY = 86_400_000;

export interface CompanyRescorerDeps {
  db: Db;
  now: () => Date;
  logger: Logger;
  semantic: SemanticEngine;
  /** Company profiles and keywords, owned by the companies and keywords modules (buildDeps: `trackedCompanies`). */
  companies: TrackedCompanies;
  /** The articles of a trend relevance reads: those of the cycles' window (DEFAULT_CYCLE_OPTIONS.windowDays). */
  windowDays?: number;
}

/**
 * Relevance follows an edit at once (issue 22): when a user changes what relevance reads of a company (its profile
 * text, industry, target markets, tracked keywords), the trends it sees are scored again before the edit answers,
 * so the next GET /api/trends ranks by what the company says now instead of waiting for the next cycle (global
 * cycles run every 720 minutes). Pure scoring and one batched write, no news fetched.
 */
export function createCompanyRescorer(deps: CompanyRescorerDeps) {
  const windowDays = deps.windowDays ?? DEFAULT_CYCLE_OPTIONS.windowDays;
  return {
    /**
     * Scores the company's trends again; returns how many explanations it wrote. Never throws: the edit that asked
     * is already stored, and the next cycle scores the company anyway, so a failure here is logged, not answered.
     */
    async rescore(companyId: number): Promise<number> {
      try {
        const [company] = await loadCompaniesForRelevance(deps.companies, [companyId]);
        if (!company) return 0;
        const now = deps.now();
        return await rescoreCompanyTrends(
          deps.db,
          company,
          new Date(now.getTime() - windowDays * DAY),
          now,
          deps.semantic,
        );
      } catch (err) {
        deps.logger.warn({ err, companyId }, 'scoring a company’s trends after an edit failed; the next cycle will');
        return 0;
      }
    },
  };
}

export type CompanyRescorer = ReturnType<typeof createCompanyRescorer>;
