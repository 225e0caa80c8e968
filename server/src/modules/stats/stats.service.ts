import { computeStatChange, STAT_CHANGE_WINDOW_DAYS, type ChangeKind, type Stats } from '@newsjack/shared';
import type { CompaniesService } from '../companies/companies.service';
import type { KeywordsService } from '../keywords/keywords.service';
import type { SavedItemsService } from '../saved-items/saved-items.service';
import type { StoryAnglesService } from '../story-angles/story-angles.service';
import type { TrendsService } from '../trends/trends.service';

const DAY = 86_400_000;

export type StatsServiceDeps = {
  now: () => Date;
  companies: Pick<CompaniesService, 'findActiveCompany'>;
  trends: Pick<TrendsService, 'countActive'>;
  storyAngles: Pick<StoryAnglesService, 'count'>;
  savedItems: Pick<SavedItemsService, 'count'>;
  keywords: Pick<KeywordsService, 'count'>;
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
 * the same figure STAT_CHANGE_WINDOW_DAYS before (rebuilt from creation times and the trends' mention history). Each
 * figure comes from the module that owns it; `asOf` counts rows created by then (rows deleted since are not known).
 */
export function createStatsService(deps: StatsServiceDeps) {
  async function figures(userId: string, companyId: number | null, at: Date | undefined): Promise<Figures> {
    const [activeTrends, storyAngles, savedItems, keywordsTracked] = await Promise.all([
      deps.trends.countActive(companyId, at ?? deps.now(), at !== undefined),
      companyId === null ? 0 : deps.storyAngles.count(userId, companyId, at),
      deps.savedItems.count(userId, at),
      companyId === null ? 0 : deps.keywords.count(companyId, at),
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
