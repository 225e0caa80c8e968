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
import type { CompanyContext } from '../../ai/types';
import type { DiscoveryService } from '../../discovery/discovery.service';
import { notFound, serviceUnavailable } from '../../errors';
import type { Logger } from '../../logger';
import type { SemanticEngine } from '../../semantic';
import { isStorableId, type CompaniesService } from '../companies/companies.service';
import type { TrendsService } from '../trends/trends.service';
import { runSearchCycle, savedByRun } from './keyword-search-cycle';
import { keywordSense } from './keyword-sense';
import { searchByTheme, type KeywordResult } from './keyword-theme-search';
import { KEYWORD_NOT_FOUND_MESSAGE, type KeywordRow, type KeywordsService } from './keywords.service';
import { NewsSearchIndex } from './news-search-index';

/** Stories one keyword search answers with at most, best first. */
export const SEARCH_RESULT_LIMIT = 20;
/**
 * Part of every cache key: a change to how searches rank (news-search-index.ts) or what they read must not be
 * answered from entries the old rules made.
 */
const SEARCH_RULES_VERSION = 3;

export type KeywordSearchDeps = {
  now: () => Date;
  logger: Logger;
  /** The AI/search cache: a keyword's answer is kept under 'trend_search' for 3 hours (key: see `cacheInput`). */
  cache: Pick<AiCache, 'getOrComputeMany' | 'invalidate'>;
  discovery: Pick<DiscoveryService, 'runPersonalCycle'>;
  companies: Pick<CompaniesService, 'getActiveCompany' | 'companyContext'>;
  trends: Pick<TrendsService, 'searchCandidates' | 'findOwned'>;
  keywords: Pick<KeywordsService, 'findManyOfCompany' | 'markSearched'>;
  semantic: SemanticEngine;
};

/**
 * What the cache keeps per keyword: which trends answered, best first, and which of them that search saved; not
 * their figures, which are re-read fresh. `cacheable` is false for a failed or skipped search (dropped at once).
 */
type SearchOutcome = { trendIds: number[]; savedTrendIds: number[]; error?: string; cacheable: boolean };

/**
 * Everything a keyword's answer depends on: the account and company asking (an answer never reaches another
 * account, even for the same words), the keyword, the company's sense of it (its profile's sentences, so an
 * edited profile searches again), the semantic engine and the ranking rules.
 */
type SearchCacheInput = {
  userId: string;
  companyId: number;
  term: string;
  sense: string | null;
  engine: string;
  rules: number;
};

/** Keyword searches: one keyword (cached 3 h), or several, individually or grouped into themes. */
export function createKeywordSearchService(deps: KeywordSearchDeps) {
  const { cache, now } = deps;

  /** The company's keywords with these ids, all of them or a 404 (a foreign id reads like a missing one). */
  async function ownKeywords(companyId: number, ids: readonly number[]): Promise<KeywordRow[]> {
    const rows = ids.every(isStorableId) ? await deps.keywords.findManyOfCompany(companyId, ids) : [];
    if (rows.length !== new Set(ids).size) throw notFound(KEYWORD_NOT_FOUND_MESSAGE);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)!);
  }

  /** Ranks the company's visible trends for each keyword (BM25 blended with meaning, in the company's sense). */
  async function rank(companyId: number, queries: ReadonlyArray<{ term: string; sense: string | null }>) {
    const candidates = await deps.trends.searchCandidates(companyId);
    const index = await NewsSearchIndex.build(
      deps.semantic,
      candidates.map((c) => ({ id: c.trend.id, texts: c.texts })),
    );
    const byId = new Map(candidates.map((c) => [c.trend.id, c]));
    const out = [];
    for (const q of queries) {
      const hits = (await index.search(q.term, q.sense)).slice(0, SEARCH_RESULT_LIMIT);
      out.push(hits.map((h) => byId.get(h.id)!));
    }
    return out;
  }

  /**
   * Answers cached keywords from the cache and searches all the others after ONE personal cycle. Results and the
   * saved ids are always read together: a saved id is reported only for a trend the answer shows.
   */
  async function searchKeywords(
    companyId: number,
    userId: string,
    rows: readonly KeywordRow[],
  ): Promise<KeywordResult[]> {
    const context: CompanyContext | null = await deps.companies.companyContext(companyId);
    const inputs: SearchCacheInput[] = rows.map((r) => ({
      userId,
      companyId,
      term: normalizeKeywordTerm(r.term),
      sense: keywordSense(context, r.term),
      engine: deps.semantic.id,
      rules: SEARCH_RULES_VERSION,
    }));
    const lookup = () =>
      cache.getOrComputeMany<SearchCacheInput, SearchOutcome>(
        'trend_search',
        inputs,
        CACHE_TTLS_MS.trend_search,
        async (missing) => {
          const missingRows = missing.map((m) => rows[inputs.indexOf(m)]!);
          const terms = missingRows.map((r) => r.term);
          const run = await runSearchCycle(deps.discovery, now, { companyId, userId, terms });
          if (run.status === 'succeeded')
            await deps.keywords.markSearched(
              companyId,
              missingRows.map((r) => r.id),
              now(),
            );
          const ranked = await rank(
            companyId,
            missing.map((m, i) => ({ term: terms[i]!, sense: m.sense })),
          );
          return ranked.map((found) => {
            const outcome: SearchOutcome = {
              trendIds: found.map((m) => m.trend.id),
              savedTrendIds: savedByRun(run, found),
              cacheable: run.status === 'succeeded',
            };
            return run.error ? { ...outcome, error: run.error } : outcome;
          });
        },
      );
    const read = async (list: readonly SearchOutcome[]) => {
      const fresh = await deps.trends.findOwned(userId, [...new Set(list.flatMap((o) => o.trendIds))]);
      const ended = new Set(fresh.filter((t) => !t.isActive && t.scope === 'personal').map((t) => t.id));
      return { byId: new Map(fresh.filter((t) => t.isActive).map((t) => [t.id, t])), ended };
    };
    let outcomes = await lookup();
    const first = await read(outcomes);
    let byId = first.byId;
    // A cached answer naming one of the company's own (personal) trends that has ended since names a story a global
    // trend has taken over (discovery/fold-personal-copies.ts) or that has left the window: the keyword is searched
    // again, so the answer shows the story where it now lives. An ended global trend is a story that is over: the
    // cached answer stands, as the spec's 3-hour cache says.
    const stale = inputs.filter((_, i) => outcomes[i]!.trendIds.some((id) => first.ended.has(id)));
    if (stale.length > 0) {
      await Promise.all(stale.map((input) => cache.invalidate('trend_search', input)));
      outcomes = await lookup();
      byId = (await read(outcomes)).byId;
    }
    await Promise.all(
      inputs.filter((_, i) => !outcomes[i]!.cacheable).map((input) => cache.invalidate('trend_search', input)),
    );
    return rows.map((keyword, i) => {
      const o = outcomes[i]!;
      const trends: Trend[] = o.trendIds.flatMap((id) => byId.get(id) ?? []);
      const shown = new Set(trends.map((t) => t.id));
      const result: KeywordResult = { keyword, trends, savedTrendIds: o.savedTrendIds.filter((id) => shown.has(id)) };
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
     * POST /api/keywords/smart-batch-search: every keyword searched as a single search would be (cached ones from
     * the cache, the others after one cycle); with a grouping flag and at least THEMATIC_SEARCH_MIN_SELECTED
     * keywords the answers come per theme, otherwise per keyword.
     */
    async smartBatch(userId: string, body: SmartBatchSearchBody): Promise<SmartBatchSearchResponse> {
      const company = await deps.companies.getActiveCompany(userId);
      const rows = await ownKeywords(company.id, body.keywordIds);
      const grouped =
        (body.useThematicClustering === true || body.useSemanticGrouping === true) &&
        rows.length >= THEMATIC_SEARCH_MIN_SELECTED;
      if (grouped) return searchByTheme(deps, rows, () => searchKeywords(company.id, userId, rows));
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
