import { computeStatChange, STAT_CHANGE_WINDOW_DAYS, type ChangeKind, type Stats } from '@newsjack/shared';
import { writeGenerationOf, type CountNowAndAsOf, type Db } from '../../db/client';
import { ReadCache } from '../../db/read-cache';
import type { CompaniesService } from '../companies/companies.service';
import type { KeywordsService } from '../keywords/keywords.service';
import type { SavedItemsService } from '../saved-items/saved-items.service';
import type { StoryAnglesService } from '../story-angles/story-angles.service';
import type { TrendsService } from '../trends/trends.service';

const DAY = 86_400_000;

export type StatsServiceDeps = {
  /** Only for its write counter: the trend figures are kept while no trend was written. */
  db: Db;
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
/** The tables the active-trend figures read (discovery writes them; no user's request does). */
const TREND_TABLES = ['trends', 'trend_facts', 'trend_mentions'];
/** As long as the dashboard's answers: the figures count trends in windows that move with the clock. */
const TREND_FIGURES_CACHE_MS = 2_000;

/**
 * GET /api/stats: the four dashboard figures for the user's active company, each with a real change label against
 * the same figure STAT_CHANGE_WINDOW_DAYS before (rebuilt from creation times and the trends' mention history). Each
 * figure comes from the module that owns it; the figure as of then counts rows created by then (rows deleted since
 * are not known), read with the current one in one statement.
 */
export function createStatsService(deps: StatsServiceDeps) {
  /**
   * The active-trend figures of a company (global trends and its personal ones), now and a week ago: the two
   * heaviest statements of the stats, and the same for every request of the company's users until discovery writes
   * trends again. Kept per company while none of TREND_TABLES was written, and a couple of seconds at most.
   */
  const generation = writeGenerationOf(deps.db);
  const trendFigures = new ReadCache<CountNowAndAsOf>(generation?.tables(TREND_TABLES), TREND_FIGURES_CACHE_MS, () =>
    deps.now().getTime(),
  );
  const countTrends = (companyId: number | null, now: Date, weekAgo: Date) =>
    trendFigures.read(String(companyId), async () => {
      const [trendsNow, trendsThen] = await Promise.all([
        deps.trends.countActive(companyId, now, false),
        deps.trends.countActive(companyId, weekAgo, true),
      ]);
      return { now: trendsNow, asOf: trendsThen };
    });

  return {
    async forUser(userId: string): Promise<Stats> {
      const companyId = (await deps.companies.findActiveCompany(userId))?.id ?? null;
      const now = deps.now();
      const weekAgo = new Date(now.getTime() - STAT_CHANGE_WINDOW_DAYS * DAY);
      const [activeTrends, storyAngles, savedItems, keywordsTracked] = await Promise.all([
        countTrends(companyId, now, weekAgo),
        companyId === null ? NONE : deps.storyAngles.countNowAndAsOf(userId, companyId, weekAgo),
        deps.savedItems.countNowAndAsOf(userId, weekAgo),
        companyId === null ? NONE : deps.keywords.countNowAndAsOf(companyId, weekAgo),
      ]);
      const figures: Record<keyof Figures, CountNowAndAsOf> = {
        activeTrends,
        storyAngles,
        savedItems,
        keywordsTracked,
      };
      const change = (key: keyof Figures) => computeStatChange(figures[key].now, figures[key].asOf, KINDS[key]);
      return {
        activeTrends: activeTrends.now,
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
