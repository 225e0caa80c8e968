import {
  normalizeKeywordTerm,
  THEMATIC_SEARCH_MIN_SELECTED,
  type KeywordSearchResponse,
  type SmartBatchSearchBody,
  type SmartBatchSearchResponse,
  type Trend,
} from '@newsjack/shared';
import type { AiCache } from '../../ai/cache/ai-cache';
import { CACHE_TTLS_MS } from '../../ai/cache/cache-key';
import type { DiscoveryService } from '../../discovery/discovery.service';
import { notFound, serviceUnavailable } from '../../errors';
import type { Logger } from '../../logger';
import { isStorableId, type CompaniesService } from '../companies/companies.service';
import type { TrendsService } from '../trends/trends.service';
import { runSearchCycle, savedByRun } from './keyword-search-cycle';
import { searchByTheme } from './keyword-theme-search';
import { KEYWORD_NOT_FOUND_MESSAGE, type KeywordRow, type KeywordsService } from './keywords.service';

export type KeywordSearchDeps = {
  now: () => Date;
  logger: Logger;
  /** The AI/search cache: searches are kept per (company, keyword) under 'trend_search' for 3 hours. */
  cache: Pick<AiCache, 'getOrComputeMany' | 'invalidate'>;
  discovery: Pick<DiscoveryService, 'runPersonalCycle'>;
  companies: Pick<CompaniesService, 'getActiveCompany'>;
  trends: Pick<TrendsService, 'searchMatches' | 'searchResultsByIds' | 'recentHeadlines'>;
  keywords: Pick<KeywordsService, 'findManyOfCompany' | 'markSearched'>;
};

/**
 * What the cache keeps per (company, keyword): which trends answered and which the search saved, not their
 * figures, which are re-read fresh. `cacheable` is false for a failed or skipped search (dropped right away).
 */
type SearchOutcome = { trendIds: number[]; savedTrendIds: number[]; error?: string; cacheable: boolean };
type KeywordResult = { keyword: KeywordRow; trends: Trend[]; savedTrendIds: number[]; error?: string };

/** Keyword searches: one keyword (cached 3 h), or several, individually or grouped into themes. */
export function createKeywordSearchService(deps: KeywordSearchDeps) {
  const { cache, now } = deps;
  const cacheInput = (companyId: number, row: KeywordRow) => ({ companyId, term: normalizeKeywordTerm(row.term) });

  /** The company's keywords with these ids, all of them or a 404 (a foreign id reads like a missing one). */
  async function ownKeywords(companyId: number, ids: readonly number[]): Promise<KeywordRow[]> {
    const rows = ids.every(isStorableId) ? await deps.keywords.findManyOfCompany(companyId, ids) : [];
    if (rows.length !== new Set(ids).size) throw notFound(KEYWORD_NOT_FOUND_MESSAGE);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)!);
  }

  /** Answers cached keywords from the cache and searches all the others in ONE personal cycle. */
  async function searchKeywords(
    companyId: number,
    userId: string,
    rows: readonly KeywordRow[],
  ): Promise<KeywordResult[]> {
    const inputs = rows.map((r) => cacheInput(companyId, r));
    const outcomes = await cache.getOrComputeMany<{ companyId: number; term: string }, SearchOutcome>(
      'trend_search',
      inputs,
      CACHE_TTLS_MS.trend_search,
      async (missing) => {
        const missingRows = missing.map((m) => rows.find((r) => normalizeKeywordTerm(r.term) === m.term)!);
        const terms = missingRows.map((r) => r.term);
        const run = await runSearchCycle(deps.discovery, now, { companyId, userId, terms });
        const searchedIds = missingRows.map((r) => r.id);
        if (run.status === 'succeeded') await deps.keywords.markSearched(companyId, searchedIds, now());
        const matches = await deps.trends.searchMatches(companyId, terms);
        return terms.map((term) => {
          const found = matches.get(term) ?? [];
          const outcome: SearchOutcome = {
            trendIds: found.map((m) => m.trend.id),
            savedTrendIds: savedByRun(run, found),
            cacheable: run.status === 'succeeded',
          };
          return run.error ? { ...outcome, error: run.error } : outcome;
        });
      },
    );
    await Promise.all(
      inputs.filter((_, i) => !outcomes[i]!.cacheable).map((input) => cache.invalidate('trend_search', input)),
    );
    const fresh = await deps.trends.searchResultsByIds(companyId, [...new Set(outcomes.flatMap((o) => o.trendIds))]);
    const byId = new Map(fresh.map((t) => [t.id, t]));
    return rows.map((keyword, i) => {
      const o = outcomes[i]!;
      const result: KeywordResult = {
        keyword,
        trends: o.trendIds.flatMap((id) => byId.get(id) ?? []),
        savedTrendIds: o.savedTrendIds,
      };
      return o.error ? { ...result, error: o.error } : result;
    });
  }

  return {
    /** POST /api/keywords/:id/search-trends */
    async searchOne(userId: string, keywordId: number): Promise<KeywordSearchResponse> {
      const company = await deps.companies.getActiveCompany(userId);
      const [row] = await ownKeywords(company.id, [keywordId]);
      const [result] = await searchKeywords(company.id, userId, [row!]);
      if (result!.error) throw serviceUnavailable(result!.error);
      return { trendingTopics: result!.trends, savedTrendsCount: result!.savedTrendIds.length, keyword: row!.term };
    },

    /**
     * POST /api/keywords/smart-batch-search: with a grouping flag and at least THEMATIC_SEARCH_MIN_SELECTED
     * keywords, one cycle for all and the results per theme; otherwise per keyword (cached like single searches).
     */
    async smartBatch(userId: string, body: SmartBatchSearchBody): Promise<SmartBatchSearchResponse> {
      const company = await deps.companies.getActiveCompany(userId);
      const rows = await ownKeywords(company.id, body.keywordIds);
      const grouped =
        (body.useThematicClustering === true || body.useSemanticGrouping === true) &&
        rows.length >= THEMATIC_SEARCH_MIN_SELECTED;
      if (grouped) return searchByTheme(deps, company.id, userId, rows);
      const results = await searchKeywords(company.id, userId, rows);
      return {
        searchType: 'individual',
        results: results.map((r) => ({
          keyword: r.keyword.term,
          success: r.error === undefined,
          trendingTopics: r.trends,
          ...(r.error ? { error: r.error } : {}),
        })),
        totalSavedTrends: new Set(results.flatMap((r) => r.savedTrendIds)).size,
        searchStrategy: 'individual keyword search',
      };
    },
  };
}

export type KeywordSearchService = ReturnType<typeof createKeywordSearchService>;
