import { computeStatChange, STAT_CHANGE_WINDOW_DAYS, type ChangeKind, type Stats } from '@newsjack/shared';
import type { CountNowAndAsOf } from '../../db/client';
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
  storyAngles: Pick<StoryAnglesService, 'countNowAndAsOf'>;
  savedItems: Pick<SavedItemsService, 'countNowAndAsOf'>;
  keywords: Pick<KeywordsService, 'countNowAndAsOf'>;
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

const NONE: CountNowAndAsOf = { now: 0, asOf: 0 };

/**
 * GET /api/stats: the four dashboard figures for the user's active company, each with a real change label against
 * the same figure STAT_CHANGE_WINDOW_DAYS before (rebuilt from creation times and the trends' mention history). Each
 * figure comes from the module that owns it; the figure as of then counts rows created by then (rows deleted since
 * are not known), read with the current one in one statement.
 */
export function createStatsService(deps: StatsServiceDeps) {
  return {
    async forUser(userId: string): Promise<Stats> {
      const companyId = (await deps.companies.findActiveCompany(userId))?.id ?? null;
      const now = deps.now();
      const weekAgo = new Date(now.getTime() - STAT_CHANGE_WINDOW_DAYS * DAY);
      const [trendsNow, trendsThen, storyAngles, savedItems, keywordsTracked] = await Promise.all([
        deps.trends.countActive(companyId, now, false),
        deps.trends.countActive(companyId, weekAgo, true),
        companyId === null ? NONE : deps.storyAngles.countNowAndAsOf(userId, companyId, weekAgo),
        deps.savedItems.countNowAndAsOf(userId, weekAgo),
        companyId === null ? NONE : deps.keywords.countNowAndAsOf(companyId, weekAgo),
      ]);
      const figures: Record<keyof Figures, CountNowAndAsOf> = {
        activeTrends: { now: trendsNow, asOf: trendsThen },
        storyAngles,
        savedItems,
        keywordsTracked,
      };
      const change = (key: keyof Figures) => computeStatChange(figures[key].now, figures[key].asOf, KINDS[key]);
      return {
        activeTrends: trendsNow,
        storyAngles: storyAngles.now,
        savedItems: savedItems.now,
        keywordsTracked: keywordsTracked.now,
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
