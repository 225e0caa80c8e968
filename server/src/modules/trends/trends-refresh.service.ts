import type { TrendsRefreshResponse } from '@newsjack/shared';
import type { DiscoveryService } from '../../discovery/discovery.service';
import { conflict, serviceUnavailable } from '../../errors';
import type { CompaniesService } from '../companies/companies.service';

export const REFRESH_SUCCESS_MESSAGE = 'Enhanced trends discovery completed successfully';
export const REFRESH_RUNNING_MESSAGE =
  'A trend discovery for this company is already running. Please try again in a moment.';
export const REFRESH_FAILED_MESSAGE = 'Trend discovery could not read any news source. Please try again later.';

export type TrendsRefreshResponseBody = TrendsRefreshResponse & { trendsFound: number };

export type TrendsRefreshDeps = {
  companies: Pick<CompaniesService, 'getActiveCompany'>;
  discovery: Pick<DiscoveryService, 'runPersonalCycle'>;
};

/**
 * POST /api/trends/refresh: one personal discovery cycle for the active company, awaited so the answer says what
 * it found. A cycle already running for the company (another tab, a keyword search) is a 409 rather than a second
 * cycle; a cycle whose every source failed is a 503, since nothing was refreshed.
 */
export function createTrendsRefreshService(deps: TrendsRefreshDeps) {
  return {
    async refresh(userId: string): Promise<TrendsRefreshResponseBody> {
      const company = await deps.companies.getActiveCompany(userId);
      const summary = await deps.discovery.runPersonalCycle({ companyId: company.id, userId, trigger: 'manual' });
      if (summary.status === 'skipped') throw conflict(REFRESH_RUNNING_MESSAGE);
      if (summary.status === 'failed') throw serviceUnavailable(REFRESH_FAILED_MESSAGE);
      return {
        message: REFRESH_SUCCESS_MESSAGE,
        trendsFound: summary.trendsUpserted,
        trendsUpdated: summary.trendsUpserted,
      };
    },
  };
}

export type TrendsRefreshService = ReturnType<typeof createTrendsRefreshService>;
