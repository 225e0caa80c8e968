import type { SemanticEngine } from '../../semantic';
import type { FactSheet, Trend, TrendExplanation, TrendsQuery } from '@newsjack/shared';
import type { AiProvider } from '../../ai/provider';
import { writeGenerationOf, type Db } from '../../db/client';
import { ReadCache } from '../../db/read-cache';
import { createNewsReads, type TrendItem } from '../../discovery/news-reads.repo';
import { WINDOW_HOURS, type TrendWindow } from '../../discovery/pipeline/metrics';
import {
  createTrendReads,
  type ClockedCount,
  type TrendFactsRow,
  type TrendRow,
} from '../../discovery/trend-reads.repo';
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
  /**
   * How long a company's trends list is kept at most while none of TREND_LIST_TABLES was written through this
   * process (TREND_LIST_CACHE_MS by default): what bounds how late a write by another process (a second instance on
   * the same PostgreSQL) shows. With a database only this process writes (PGlite) it can be long (buildDeps).
   */
  listCacheMs?: number;
};

/**
 * What GET /api/trends reads: discovery's trends, their facts and each company's relevance (discovery writes them;
 * so does an explanation computed on demand, and admin moderation). The list depends on these, the company and the
 * clock, and on nothing a user writes: not their keywords, bookmarks or profile text (relevance is scored and
 * stored per company by discovery), so it is kept per company while none of these tables was written.
 */
export const TREND_LIST_TABLES = ['trends', 'trend_facts', 'trend_explanations'] as const;
/** As long as a dashboard answer (decision 0023): a write by another instance shows within this. */
export const TREND_LIST_CACHE_MS = 2_000;
/** Kept lists (company × source tab × window): each is the company's live trends, tens of kB at most. */
const TREND_LIST_ENTRIES = 1_000;

const HOUR = 3_600_000;

/** A company's live trends of one tab and window, as listed before the filters, and the time they hold for. */
type LiveList = { trends: Trend[]; from: number; until: number };

/**
 * Until when a live list read at `at` holds as far as the clock goes: a listed trend leaves the list when its
 * facts grow older than the window (trend-reads.repo.ts, freshFacts), the first of them at the oldest facts' age
 * limit; facts that were too old already never come back as the clock moves on.
 */
function liveUntil(rows: readonly TrendFactsRow[], window: TrendWindow): number {
  let until = Number.POSITIVE_INFINITY;
  for (const { facts } of rows)
    if (facts) until = Math.min(until, facts.computedAt.getTime() + WINDOW_HOURS[window] * HOUR);
  return until;
}

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
  /**
   * The live list per company, tab and window: its declared dependency is TREND_LIST_TABLES (a write to any of them,
   * shared or not, drops every list), and the clock (`liveUntil`). The user's own writes leave it alone, so in a
   * dashboard where every user writes, the heaviest read runs once per company while discovery writes nothing.
   * The kept Trend objects are shared by every request that reads them: callers must not change them.
   */
  const generation = writeGenerationOf(deps.db);
  const liveLists = new ReadCache<LiveList>(
    generation?.tables(TREND_LIST_TABLES),
    deps.listCacheMs ?? TREND_LIST_CACHE_MS,
    () => now().getTime(),
    TREND_LIST_ENTRIES,
    (list, at) => at >= list.from && at < list.until,
  );
  const liveList = (companyId: number | null, query: TrendsQuery): Promise<LiveList> =>
    liveLists.read(`${companyId ?? '-'} ${query.source} ${query.timeframe}`, async () => {
      const at = now();
      const rows = await repo.listLive(companyId, query.source, query.timeframe, at);
      return { trends: rows.map(toTrend), from: at.getTime(), until: liveUntil(rows, query.timeframe) };
    });

  /** The stored explanation of a trend for a company; computed once with the AI engine when missing. */
  async function explanationOf(trend: TrendRow, companyId: number): Promise<TrendExplanation> {
    const stored = await repo.findExplanation(trend.id, companyId);
    if (stored && stored.explanation.trim() !== '') return fromStored(stored);
    const context = await companies.companyContext(companyId);
    if (!context) throw notFound(TREND_NOT_FOUND_MESSAGE);
    return explainAndStore(
      { ai: deps.ai, semantic: deps.semantic, now, save: repo.saveExplanation },
      trend,
      companyId,
      context,
      stored,
    );
  }

  return {
    /**
     * GET /api/trends: active visible trends with mentions in the window, filtered, most relevant first. The list
     * before its filters is kept per company (`liveList`); the filters are cheap and run on every call.
     */
    async list(userId: string, query: TrendsQuery): Promise<Trend[]> {
      const company = await companies.findActiveCompany(userId);
      const { trends } = await liveList(company?.id ?? null, query);
      return trends.filter((trend) => matchesFilters(trend, query));
    },

    /**
     * The trend digest's read (modules/alerts): live trends the company sees in `window`, first seen after `since`,
     * whose relevance discovery stored for the company reaches `minRelevance`, most relevant first. It scores
     * nothing: a trend discovery has not scored for the company yet is not in it.
     */
    async newRelevant(companyId: number, since: Date, window: TrendWindow, minRelevance: number): Promise<Trend[]> {
      const rows = await repo.listLive(companyId, 'all', window, now());
      return rows.filter((r) => r.trend.firstSeenAt > since && r.relevanceScore >= minRelevance).map(toTrend);
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

    /** GET /api/trends/:id/fact-sheet: what the reports of a trend the active company can see say (else 404). */
    async factSheet(userId: string, trendId: number): Promise<FactSheet> {
      const company = await companies.getActiveCompany(userId);
      const trend = isStorableId(trendId) ? await repo.findVisible(trendId, company.id) : undefined;
      if (!trend) throw notFound(TREND_NOT_FOUND_MESSAGE);
      return trend.factSheet;
    },

    /**
     * The story of an angle for a pitch: the trend's reports and fact sheet, when the active company can see the
     * trend; null when it cannot.
     */
    async storyOf(
      userId: string,
      trendId: number,
    ): Promise<{ title: string; relatedKeywords: string[]; reports: Array<{ title: string; url: string }>; factSheet: FactSheet } | null> {
      const company = await companies.findActiveCompany(userId);
      const trend = isStorableId(trendId) ? await repo.findVisible(trendId, company?.id ?? null) : undefined;
      if (!trend) return null;
      return {
        title: trend.title,
        relatedKeywords: trend.relatedKeywords,
        reports: trend.reports.map((r) => ({ title: r.title, url: r.url })),
        factSheet: trend.factSheet,
      };
    },

    /**
     * Trends by id that the user owns a view of: global ones and personal ones of any of their companies (a saved
     * trend stays readable after a company switch). Relevance is the active company's. Unknown ids are left out.
     */
    async findOwned(userId: string, ids: readonly number[]): Promise<Trend[]> {
      const valid = [...new Set(ids.filter(isStorableId))];
      if (valid.length === 0) return [];
      // Nearly always the trends are global or the active company's (the one the user works in, kept per user):
      // one indexed read. Only ids left over are looked up among the personal trends of the user's other companies.
      const active = await companies.findActiveCompany(userId);
      const activeId = active?.id ?? null;
      const rows = await repo.findOwnedByIds(valid, activeId === null ? [] : [activeId], activeId);
      const found = new Set(rows.map((r) => r.trend.id));
      const rest = valid.filter((id) => !found.has(id));
      if (rest.length > 0) {
        const others = (await companies.listForUser(userId)).map((c) => c.id).filter((id) => id !== activeId);
        if (others.length > 0) rows.push(...(await repo.findOwnedByIds(rest, others, activeId)));
      }
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
     * a past moment, the trends the company could see with a mention in the 24 h before it. With the count, the
     * first moment (as `at` moves on) at which it may differ: the stats keep it until then.
     */
    async countActive(companyId: number | null, at: Date, asOfPast = false): Promise<ClockedCount> {
      return asOfPast ? repo.countLiveAt(companyId, at) : repo.countLive(companyId, at);
    },

    /** Related keywords of the company's most recently seen active trends (keyword suggestions follow the news). */
    recentTrendKeywords: news.recentTrendKeywords,
    /** Outlets of the global news corpus, most covered first (onboarding's known outlets). */
    knownOutlets: news.knownOutlets,
  };
}

export type TrendsService = ReturnType<typeof createTrendsService>;
