import type { SemanticEngine } from '../../semantic';
import type { Trend, TrendExplanation, TrendsQuery } from '@newsjack/shared';
import type { AiProvider } from '../../ai/provider';
import type { Db } from '../../db/client';
import { createNewsReads, type TrendItem } from '../../discovery/news-reads.repo';
import { createTrendReads, type TrendFactsRow, type TrendRow } from '../../discovery/trend-reads.repo';
import { notFound } from '../../errors';
import { isStorableId, type CompaniesService } from '../companies/companies.service';
import { explainAndStore, fromStored } from './trend-explanation';
import { matchesFilters, toTrend } from './trend-view';

export const TREND_NOT_FOUND_MESSAGE = 'Trend not found';

/** Articles a story generation reads from its trend: enough for quotes and outlets, bounded in prompt size. */
const STORY_ITEMS = 8;

export type StoryMaterial = { trend: TrendRow; relevance: TrendExplanation; items: TrendItem[] };

export type TrendsServiceDeps = {
  db: Db;
  now: () => Date;
  ai: Pick<AiProvider, 'explainTrend'>;
  /** Relevance of a trend no cycle scored for the company yet reads meaning through it. */
  semantic: SemanticEngine;
  companies: Pick<CompaniesService, 'findActiveCompany' | 'getActiveCompany' | 'companyContext' | 'listForUser'>;
};

/** A trend a keyword search may answer with, when discovery last wrote or linked it, and the texts it is searched by. */
export type SearchCandidate = { trend: Trend; updatedAt: Date; texts: string[] };

/** Articles per trend a keyword search reads: its newest, enough to say what the story is about. */
const SEARCH_ITEMS_PER_TREND = 5;

/** When a search last touched a trend: its own cycle's write, or (a global trend) the link to the company. */
const touchedAt = (row: TrendFactsRow): Date =>
  row.linkedAt && row.linkedAt > row.trend.updatedAt ? row.linkedAt : row.trend.updatedAt;

/**
 * Trends as a user sees them: global trends plus the personal trends of their active company (never another
 * company's), each with that company's relevance. Every figure is a fact discovery stored at the end of its last
 * cycle (trend_facts, trend_explanations); this service reads and filters them, nothing more.
 */
export function createTrendsService(deps: TrendsServiceDeps) {
  const { companies, now } = deps;
  const repo = createTrendReads(deps.db);
  const news = createNewsReads(deps.db);

  /** The stored explanation of a trend for a company; computed once with the AI engine when missing. */
  async function explanationOf(trend: TrendRow, companyId: number): Promise<TrendExplanation> {
    const stored = await repo.findExplanation(trend.id, companyId);
    if (stored && stored.explanation.trim() !== '') return fromStored(stored);
    const context = await companies.companyContext(companyId);
    if (!context) throw notFound(TREND_NOT_FOUND_MESSAGE);
    return explainAndStore({ ai: deps.ai, semantic: deps.semantic, now, save: repo.saveExplanation }, trend, companyId, context, stored);
  }

  return {
    /** GET /api/trends: active visible trends with mentions in the window, filtered, most relevant first. */
    async list(userId: string, query: TrendsQuery): Promise<Trend[]> {
      const company = await companies.findActiveCompany(userId);
      const rows = await repo.listLive(company?.id ?? null, query.source, query.timeframe, now());
      return rows.map(toTrend).filter((trend) => matchesFilters(trend, query));
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
      const [relevance, items] = await Promise.all([
        explanationOf(trend, company.id),
        news.itemsOfTrend(trend.id, STORY_ITEMS),
      ]);
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
      const rows = await repo.findOwnedByIds(
        valid,
        owned.map((c) => c.id),
        active?.id ?? null,
      );
      return rows.map(toTrend);
    },

    /**
     * What a keyword search ranks (modules/keywords): every active trend the company sees (global ones and its
     * own personal ones), with when discovery last wrote or linked it for the company (to count what a search
     * saved) and its texts: its title and description, and its newest articles' headlines and summaries.
     */
    async searchCandidates(companyId: number): Promise<SearchCandidate[]> {
      const rows = await repo.listVisibleActive(companyId);
      const items = await news.itemsOfTrends(
        rows.map((r) => r.trend.id),
        SEARCH_ITEMS_PER_TREND,
      );
      return rows.map((r) => ({
        trend: toTrend(r),
        updatedAt: touchedAt(r),
        texts: [
          `${r.trend.title}. ${r.trend.description}`,
          ...(items.get(r.trend.id) ?? []).flatMap((item) => [item.title, `${item.title}. ${item.summary}`]),
        ],
      }));
    },

    /**
     * The dashboard's Active Trends: the cards All Trends shows for 24h (so the figure matches the list), or, for
     * a past moment, the trends the company could see with a mention in the 24 h before it.
     */
    async countActive(companyId: number | null, at: Date, asOfPast = false): Promise<number> {
      return asOfPast ? repo.countLiveAt(companyId, at) : repo.countLive(companyId, at);
    },

    /** Related keywords of the company's most recently seen active trends (keyword suggestions follow the news). */
    recentTrendKeywords: news.recentTrendKeywords,
    /** Outlets of the global news corpus, most covered first (onboarding's known outlets). */
    knownOutlets: news.knownOutlets,
  };
}

export type TrendsService = ReturnType<typeof createTrendsService>;
