import { computeStatChange, STAT_CHANGE_WINDOW_DAYS, type ChangeKind, type Stats } from '@newsjack/shared';
import type { Db } from '../../db/client';
import type { CompaniesService } from '../companies/companies.service';
import type { TrendsService } from '../trends/trends.service';
import { createStatsRepo } from './stats.repo';

const DAY = 86_400_000;

export type StatsServiceDeps = {
  db: Db;
  now: () => Date;
  companies: Pick<CompaniesService, 'findActiveCompany'>;
  trends: Pick<TrendsService, 'countActive'>;
};

type Figures = Omit<Stats, 'changes'>;

/**
 * How each card's change reads, as on the original dashboard: percentages for trends, angles and saved items,
 * a count of new ones for keywords ('+2 new').
 */
const KINDS: Record<keyof Figures, ChangeKind> = {
  activeTrends: 'percent',
  storyAngles: 'percent',
  savedItems: 'percent',
  keywordsTracked: 'count',
};

/**
 * GET /api/stats: the four dashboard figures for the user's active company, each with a real change label against
 * the same figure STAT_CHANGE_WINDOW_DAYS before (rebuilt from creation times and the trends' mention history).
 */
export function createStatsService(deps: StatsServiceDeps) {
  const repo = createStatsRepo(deps.db);

  async function figures(userId: string, companyId: number | null, at: Date | undefined): Promise<Figures> {
    const [activeTrends, storyAngles, savedItems, keywordsTracked] = await Promise.all([
      deps.trends.countActive(companyId, at ?? deps.now(), at !== undefined),
      companyId === null ? 0 : repo.storyAngles(userId, companyId, at),
      repo.savedItems(userId, at),
      companyId === null ? 0 : repo.keywords(companyId, at),
    ]);
    return { activeTrends, storyAngles, savedItems, keywordsTracked };
  }

  return {
    async forUser(userId: string): Promise<Stats> {
      const companyId = (await deps.companies.findActiveCompany(userId))?.id ?? null;
      const weekAgo = new Date(deps.now().getTime() - STAT_CHANGE_WINDOW_DAYS * DAY);
      const [current, previous] = await Promise.all([
        figures(userId, companyId, undefined),
        figures(userId, companyId, weekAgo),
      ]);
      const change = (key: keyof Figures) => computeStatChange(current[key], previous[key], KINDS[key]);
      return {
        ...current,
        changes: {
          activeTrends: change('activeTrends'),
          storyAngles: change('storyAngles'),
          savedItems: change('savedItems'),
          keywordsTracked: change('keywordsTracked'),
        },
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
