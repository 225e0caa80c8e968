import type { SmartBatchResult, SmartBatchSearchResponse } from '@newsjack/shared';
import type { DiscoveryService } from '../../discovery/discovery.service';
import { containsRun, phraseStems, stemSequence } from '../../text';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { KeywordMatch, TrendsService } from '../trends/trends.service';
import { runSearchCycle, savedByRun, THEME_FAILED_MESSAGE } from './keyword-search-cycle';
import { groupKeywordsIntoThemes, type KeywordEvidence } from './keyword-themes';
import type { KeywordRow, KeywordsService } from './keywords.service';

const DAY = 86_400_000;
/** Evidence window (discovery clusters the last 30 days) and headlines kept per keyword. */
const EVIDENCE_DAYS = 30;
const EVIDENCE_PER_KEYWORD = 30;

export type ThemeSearchDeps = {
  now: () => Date;
  logger: Logger;
  discovery: Pick<DiscoveryService, 'runPersonalCycle'>;
  trends: Pick<TrendsService, 'searchMatches' | 'recentHeadlines'>;
  /** Records the search time of the keywords searched (the keywords module owns them). */
  keywords: Pick<KeywordsService, 'markSearched'>;
};

/** Each keyword's evidence: the recent headlines the company can see that contain it (stem-aware, as a phrase). */
async function keywordEvidence(
  deps: ThemeSearchDeps,
  companyId: number,
  terms: readonly string[],
): Promise<KeywordEvidence[]> {
  const until = deps.now();
  const headlines = await deps.trends.recentHeadlines(
    companyId,
    new Date(until.getTime() - EVIDENCE_DAYS * DAY),
    until,
  );
  const stems = headlines.map(stemSequence);
  return terms.map((term) => {
    const needle = phraseStems(term);
    const evidence = needle
      ? headlines.filter((_, i) => containsRun(stems[i]!, needle)).slice(0, EVIDENCE_PER_KEYWORD)
      : [];
    return { term, evidence };
  });
}

/** Trends answering any keyword of a theme, each once, in the order the per-keyword lists rank them. */
function themeMatches(keywords: readonly string[], matches: Map<string, KeywordMatch[]>): KeywordMatch[] {
  const seen = new Set<number>();
  return keywords.flatMap((k) => matches.get(k) ?? []).filter((m) => !seen.has(m.trend.id) && seen.add(m.trend.id));
}

/**
 * Thematic search: one personal cycle for all the keywords, then the keywords grouped into themes (by their
 * evidence, read after the cycle so it includes what was just found) and each theme answered with the trends of
 * its keywords. A theme that fails says so in its own result; the request as a whole still succeeds.
 */
export async function searchByTheme(
  deps: ThemeSearchDeps,
  companyId: number,
  userId: string,
  rows: readonly KeywordRow[],
): Promise<SmartBatchSearchResponse> {
  const terms = rows.map((r) => r.term);
  const run = await runSearchCycle(deps.discovery, deps.now, { companyId, userId, terms });
  const searchedIds = rows.map((r) => r.id);
  if (run.status === 'succeeded') await deps.keywords.markSearched(companyId, searchedIds, deps.now());
  const themes = groupKeywordsIntoThemes(await keywordEvidence(deps, companyId, terms));
  const matches = await deps.trends.searchMatches(companyId, terms).catch((err: unknown) => err);

  const saved = new Set<number>();
  const results = themes.map(({ theme, keywords }): SmartBatchResult => {
    try {
      if (!(matches instanceof Map)) throw matches;
      const found = themeMatches(keywords, matches);
      for (const id of savedByRun(run, found)) saved.add(id);
      const trends = found.map((m) => m.trend);
      return run.error
        ? { theme, keywords, success: false, trends, error: run.error }
        : { theme, keywords, success: true, trends };
    } catch (err) {
      deps.logger.error({ err, theme }, 'thematic keyword search: theme failed');
      // Only messages meant for users are passed on; anything else reads as the screen's own fallback.
      return {
        theme,
        keywords,
        success: false,
        trends: [],
        error: err instanceof AppError ? err.message : THEME_FAILED_MESSAGE,
      };
    }
  });
  return { searchType: 'thematic', results, totalSavedTrends: saved.size, searchStrategy: 'thematic clustering' };
}
