import type { Trend, TrendExplanation, TrendsQuery } from '@newsjack/shared';
import type { AiProvider } from '../../ai/provider';
import type { Db } from '../../db/client';
import { cycleVelocityBars } from '../../discovery/pipeline/metrics';
import { volumesByPercentile } from '../../discovery/pipeline/ranking';
import { notFound } from '../../errors';
import { isStorableId, type CompaniesService } from '../companies/companies.service';
import { mergeDuplicates } from './merge-duplicates';
import { createNewsReadsRepo, type TrendItem } from './news-reads.repo';
import { explainAndStore, fromStored } from './trend-explanation';
import { trendMatchesKeyword, trendStems } from './trend-keyword-match';
import {
  compareTrends,
  fullHistoryStart,
  historyStart,
  matchesFilters,
  toTrend,
  toTrendInOwnWindow,
} from './trend-view';
import { createTrendsRepo, type ScoredTrendRow, type TrendRow } from './trends.repo';

export const TREND_NOT_FOUND_MESSAGE = 'Trend not found';

/** Articles a story generation reads from its trend: enough for quotes and outlets, bounded in prompt size. */
const STORY_ITEMS = 8;

export type StoryMaterial = { trend: TrendRow; relevance: TrendExplanation; items: TrendItem[] };

export type TrendsServiceDeps = {
  db: Db;
  now: () => Date;
  ai: Pick<AiProvider, 'explainTrend'>;
  companies: Pick<CompaniesService, 'findActiveCompany' | 'getActiveCompany' | 'companyContext' | 'listForUser'>;
};

/** A personal trend found by a keyword search, with when discovery last wrote it (to count what a search saved). */
export type KeywordMatch = { trend: Trend; updatedAt: Date };

/**
 * Trends as a user sees them: global trends plus the personal trends of their active company (never another
 * company's), each with that company's relevance, measured for the requested timeframe from the mention history.
 */
export function createTrendsService(deps: TrendsServiceDeps) {
  const { companies, now } = deps;
  const repo = createTrendsRepo(deps.db);
  const news = createNewsReadsRepo(deps.db);

  /** Rows as trends in their own window (saved items, keyword results), with one history query for all. */
  async function inOwnWindow(rows: readonly ScoredTrendRow[]): Promise<Trend[]> {
    const at = now();
    const history = await repo.mentionHistory(
      rows.map((r) => r.trend.id),
      fullHistoryStart(at),
    );
    return rows.map((r) => toTrendInOwnWindow(r, history.get(r.trend.id) ?? [], at)).sort(compareTrends);
  }

  /**
   * The cards a list shows before filters: visible trends with mentions in the window ending at `at`, with
   * All Trends showing each story once (merge-duplicates.ts). For a past `at` the trends then alive count, active
   * now or not, so the dashboard's week-ago figure is measured the same way as today's.
   */
  async function liveCards(
    companyId: number | null,
    source: TrendsQuery['source'],
    window: TrendsQuery['timeframe'],
    at: Date,
    asOfPast: boolean,
  ) {
    const rows = asOfPast
      ? await repo.listVisibleSeenSince(companyId, source, historyStart(window, at))
      : await repo.listActiveVisible(companyId, source);
    const history = await repo.mentionHistory(
      rows.map((r) => r.trend.id),
      historyStart(window, at),
    );
    // Velocity is graded against the stories shown, as discovery grades it against its cycle, so a busy live feed
    // does not read as all-explosive.
    const bars = cycleVelocityBars(
      rows.map((r) => history.get(r.trend.id) ?? []),
      at,
    )[window];
    const live = rows
      .map((row) => toTrend(row, history.get(row.trend.id) ?? [], { window, now: at, bars }))
      .filter((trend) => trend.mentions > 0);
    return source === 'all' ? mergeDuplicates(live) : live;
  }

  /** The stored explanation of a trend for a company; computed once with the AI engine when missing. */
  async function explanationOf(trend: TrendRow, companyId: number): Promise<TrendExplanation> {
    const stored = await repo.findExplanation(trend.id, companyId);
    if (stored && stored.explanation.trim() !== '') return fromStored(stored);
    const context = await companies.companyContext(companyId);
    if (!context) throw notFound(TREND_NOT_FOUND_MESSAGE);
    return explainAndStore({ ai: deps.ai, now, save: repo.saveExplanation }, trend, companyId, context, stored);
  }

  return {
    /** GET /api/trends: active visible trends with mentions in the window, filtered, most relevant first. */
    async list(userId: string, query: TrendsQuery): Promise<Trend[]> {
      const at = now();
      const window = query.timeframe;
      const company = await companies.findActiveCompany(userId);
      // Merged before the filters, so a filtered list shows the very card the unfiltered one does.
      const cards = await liveCards(company?.id ?? null, query.source, window, at, false);
      // Volume is relative to every card live in this window, before filters, so filtering never relabels a trend.
      const volumes = volumesByPercentile(cards.map((trend) => trend.mentions));
      return cards
        .map((trend, i) => ({ ...trend, mentionVolume: volumes[i] ?? trend.mentionVolume }))
        .filter((trend) => matchesFilters(trend, query))
        .sort(compareTrends);
    },

    /** The active company's explanation of a trend it can see; computed once with the AI engine when missing. */
    async explanation(userId: string, trendId: number): Promise<TrendExplanation> {
      const company = await companies.getActiveCompany(userId);
      const trend = isStorableId(trendId) ? await repo.findVisible(trendId, company.id) : undefined;
      if (!trend) throw notFound(TREND_NOT_FOUND_MESSAGE);
      return explanationOf(trend, company.id);
    },

    /**
     * What a story generation is anchored to: a trend the active company can see (else 404), the company's stored
     * relevance and explanation of it (written by discovery; filled once through `explanation` when missing) and
     * the trend's newest articles.
     */
    async storyMaterial(userId: string, trendId: number): Promise<StoryMaterial> {
      const company = await companies.getActiveCompany(userId);
      const trend = isStorableId(trendId) ? await repo.findVisible(trendId, company.id) : undefined;
      if (!trend) throw notFound(TREND_NOT_FOUND_MESSAGE);
      const [relevance, items] = await Promise.all([explanationOf(trend, company.id), news.itemsOfTrend(trend.id, STORY_ITEMS)]);
      return { trend, relevance, items };
    },

    /**
     * Trends by id that the user owns a view of: global ones and personal ones of any of their companies (a saved
     * trend stays readable after a company switch). Relevance is the active company's. Unknown ids are left out.
     */
    async findOwned(userId: string, ids: readonly number[]): Promise<Trend[]> {
      const valid = [...new Set(ids.filter(isStorableId))];
      if (valid.length === 0) return [];
      const [owned, active] = await Promise.all([companies.listForUser(userId), companies.findActiveCompany(userId)]);
      return inOwnWindow(
        await repo.findOwnedByIds(
          valid,
          owned.map((c) => c.id),
          active?.id ?? null,
        ),
      );
    },

    /** The company's active personal trends answering each keyword (see trend-keyword-match.ts), per term. */
    async personalMatches(companyId: number, terms: readonly string[]): Promise<Map<string, KeywordMatch[]>> {
      const rows = await repo.listActivePersonal(companyId);
      const trendsById = new Map((await inOwnWindow(rows)).map((t) => [t.id, t]));
      const stems = rows.map((r) => trendStems(r.trend));
      const out = new Map<string, KeywordMatch[]>();
      for (const term of terms) {
        const matches = rows.flatMap((r, i) =>
          trendMatchesKeyword(stems[i]!, term)
            ? [{ trend: trendsById.get(r.trend.id)!, updatedAt: r.trend.updatedAt }]
            : [],
        );
        out.set(
          term,
          matches.sort((a, b) => compareTrends(a.trend, b.trend)),
        );
      }
      return out;
    },

    /** The company's active personal trends with these ids (a cached search answer, re-read fresh). */
    async personalByIds(companyId: number, ids: readonly number[]): Promise<Trend[]> {
      const wanted = new Set(ids);
      return inOwnWindow((await repo.listActivePersonal(companyId)).filter((r) => wanted.has(r.trend.id)));
    },

    /**
     * Active trends as the dashboard counts them: trends the company can see with mentions in the 24 h before
     * `at`. `asOfPast` also counts trends deactivated since, as they were live at that earlier moment.
     */
    /** The dashboard's Active Trends: the cards All Trends shows for 24h, so the figure matches the list. */
    async countActive(companyId: number | null, at: Date, asOfPast = false): Promise<number> {
      return (await liveCards(companyId, 'all', '24h', at, asOfPast)).length;
    },

    /** Related keywords of the company's most recently seen active trends (keyword suggestions follow the news). */
    recentTrendKeywords: news.recentTrendKeywords,
    /** Headlines the company can see, published in (since, until] (evidence for grouping keywords). */
    recentHeadlines: news.recentHeadlines,
    /** Outlets of the global news corpus, most covered first (onboarding's known outlets). */
    knownOutlets: news.knownOutlets,
  };
}

export type TrendsService = ReturnType<typeof createTrendsService>;
