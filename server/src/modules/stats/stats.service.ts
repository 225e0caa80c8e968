import { computeStatChange, STAT_CHANGE_WINDOW_DAYS, type ChangeKind, type Stats } from '@newsjack/shared';
import { writeGenerationOf, type CountNowAndAsOf, type Db } from '../../db/client';
import { ReadCache } from '../../db/read-cache';
import type { CompaniesService } from '../companies/companies.service';
import type { KeywordsService } from '../keywords/keywords.service';
import type { SavedItemsService } from '../saved-items/saved-items.service';
import type { StoryAnglesService } from '../story-angles/story-angles.service';
import type { TrendsService } from '../trends/trends.service';

const DAY = 86_400_000;
/** How far back each figure's change compares. */
const WEEK = STAT_CHANGE_WINDOW_DAYS * DAY;

export type StatsServiceDeps = {
  /** Only for its write counter: the trend figures are kept while no trend was written. */
  db: Db;
  now: () => Date;
  companies: Pick<CompaniesService, 'findActiveCompany'>;
  trends: Pick<TrendsService, 'countActive'>;
  storyAngles: Pick<StoryAnglesService, 'countNowAndAsOf'>;
  savedItems: Pick<SavedItemsService, 'countNowAndAsOf'>;
  keywords: Pick<KeywordsService, 'countNowAndAsOf'>;
  /**
   * How long a company's trend figures are kept at most while none of TREND_TABLES was written through this process
   * (TREND_FIGURES_CACHE_MS by default): what bounds how late a write by another process shows. buildDeps gives
   * the trends list's bound (long on PGlite, which only this process writes).
   */
  trendFiguresCacheMs?: number;
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
/** As long as the dashboard's answers (decision 0023): a write by another instance shows within this. */
const TREND_FIGURES_CACHE_MS = 2_000;
/** Kept figures, one per company (and one for users without a company): a few numbers each. */
const TREND_FIGURES_ENTRIES = 5_000;

/** A company's active-trend figures, now and a week ago, and the clock's span [from, until) in which they hold. */
type TrendFigures = CountNowAndAsOf & { from: number; until: number };

/**
 * GET /api/stats: the four dashboard figures for the user's active company, each with a real change label against
 * the same figure STAT_CHANGE_WINDOW_DAYS before (rebuilt from creation times and the trends' mention history). Each
 * figure comes from the module that owns it; the figure as of then counts rows created by then (rows deleted since
 * are not known), read with the current one in one statement.
 */
export function createStatsService(deps: StatsServiceDeps) {
  /**
   * The active-trend figures of a company (global trends and its personal ones), now and a week ago: the two
   * heaviest statements of the stats, and the same for every request of the company's users until a trend table is
   * written or the clock moves a trend in or out of one of their windows. Kept per company while none of
   * TREND_TABLES was written (whoever writes: discovery, an admin), until the first moment either figure may change
   * with the clock (`holdsAt`; a clock set back misses too), and `trendFiguresCacheMs` at most. Nothing a user
   * writes is in them, so the user's own writes leave them alone.
   */
  const generation = writeGenerationOf(deps.db);
  const trendFigures = new ReadCache<TrendFigures>(
    generation?.tables(TREND_TABLES),
    deps.trendFiguresCacheMs ?? TREND_FIGURES_CACHE_MS,
    () => deps.now().getTime(),
    TREND_FIGURES_ENTRIES,
    (figures, at) => at >= figures.from && at < figures.until,
  );
  const countTrends = (companyId: number | null): Promise<TrendFigures> =>
    trendFigures.read(companyId === null ? '-' : String(companyId), async () => {
      const now = deps.now();
      const weekAgo = new Date(now.getTime() - WEEK);
      const [trendsNow, trendsThen] = await Promise.all([
        deps.trends.countActive(companyId, now, false),
        deps.trends.countActive(companyId, weekAgo, true),
      ]);
      // The figure a week ago changes when its moment (now − WEEK) reaches trendsThen.changesAt.
      const until = Math.min(
        trendsNow.changesAt?.getTime() ?? Number.POSITIVE_INFINITY,
        (trendsThen.changesAt?.getTime() ?? Number.POSITIVE_INFINITY) + WEEK,
      );
      return { now: trendsNow.n, asOf: trendsThen.n, from: now.getTime(), until };
    });

  return {
    async forUser(userId: string): Promise<Stats> {
      const companyId = (await deps.companies.findActiveCompany(userId))?.id ?? null;
      const now = deps.now();
      const weekAgo = new Date(now.getTime() - WEEK);
      const [trendFiguresKept, storyAngles, savedItems, keywordsTracked] = await Promise.all([
        countTrends(companyId),
        companyId === null ? NONE : deps.storyAngles.countNowAndAsOf(userId, companyId, weekAgo),
        deps.savedItems.countNowAndAsOf(userId, companyId, weekAgo),
        companyId === null ? NONE : deps.keywords.countNowAndAsOf(companyId, weekAgo),
      ]);
      const activeTrends: CountNowAndAsOf = { now: trendFiguresKept.now, asOf: trendFiguresKept.asOf };
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
