import type { SmartBatchResult, SmartBatchSearchResponse, Trend } from '@newsjack/shared';
import { nounPhrases } from '../../text/noun-phrases';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { SemanticEngine } from '../../semantic';
import { cosineMapFor } from './keyword-search-calibration';
import { THEME_FAILED_MESSAGE } from './keyword-search-cycle';
import { groupKeywords, nameTheme, type KeywordEvidence, type ThemeNameCandidate } from './keyword-themes';
import type { KeywordRow } from './keywords.service';

/** One keyword's search answer: its trends, best first, those the search saved, and the failure it reports. */
export type KeywordResult = { keyword: KeywordRow; trends: Trend[]; savedTrendIds: number[]; error?: string };

export type ThemeSearchDeps = { logger: Logger; semantic: SemanticEngine };

/** Theme names from the stories' own words: noun phrases of two words or more that two headlines share. */
const MIN_PHRASE_HEADLINES = 2;

/** Trends answering any keyword of a theme, each once, best ranks first (each keyword's first, then seconds…). */
function themeTrends(members: readonly KeywordResult[]): Trend[] {
  const seen = new Set<number>();
  const out: Trend[] = [];
  const longest = Math.max(0, ...members.map((m) => m.trends.length));
  for (let rank = 0; rank < longest; rank += 1) {
    for (const m of members) {
      const t = m.trends[rank];
      if (t && !seen.has(t.id)) {
        seen.add(t.id);
        out.push(t);
      }
    }
  }
  return out;
}

/** Phrases the theme's headlines share, as name candidates (with their meaning, for nameTheme). */
async function phraseCandidates(semantic: SemanticEngine, trends: readonly Trend[]): Promise<ThemeNameCandidate[]> {
  const phrases = nounPhrases(trends.map((t) => t.title).join('\n'))
    .filter((p) => p.words >= 2 && p.count >= MIN_PHRASE_HEADLINES)
    .map((p) => p.term);
  const vectors = phrases.length > 0 ? await semantic.embed(phrases) : [];
  return phrases.map((term, i) => ({ term, vector: vectors[i]! }));
}

/**
 * Thematic search: every keyword searched as a single search would be (`search`: cached answers, one cycle for
 * the rest), then the keywords grouped into themes by meaning and by the stories they found, each theme named
 * with a real phrase and answered with its keywords' trends. A theme whose search failed says so in its own
 * result; the request as a whole still succeeds. totalSavedTrends counts only trends the themes show.
 */
export async function searchByTheme(
  deps: ThemeSearchDeps,
  rows: readonly KeywordRow[],
  search: () => Promise<KeywordResult[]>,
): Promise<SmartBatchSearchResponse> {
  const terms = rows.map((r) => r.term);
  const vectors = await deps.semantic.embed(terms);
  const toOffline = await cosineMapFor(deps.semantic);
  const results = await search().catch((err: unknown) => err);
  const failed = !Array.isArray(results);
  if (failed) deps.logger.error({ err: results }, 'thematic keyword search failed');
  const found: KeywordResult[] = failed ? rows.map((keyword) => ({ keyword, trends: [], savedTrendIds: [] })) : results;
  const evidence: KeywordEvidence[] = found.map((r, i) => ({
    term: terms[i]!,
    vector: vectors[i]!,
    evidence: r.trends.map((t) => t.title),
  }));
  const saved = new Set<number>();
  const themes: SmartBatchResult[] = [];
  for (const members of groupKeywords(evidence, undefined, toOffline)) {
    const memberResults = members.map((m) => found[m]!);
    const trends = themeTrends(memberResults);
    const theme = nameTheme(
      members.map((m) => evidence[m]!),
      await phraseCandidates(deps.semantic, trends),
    );
    const keywords = members.map((m) => terms[m]!);
    if (failed) {
      // Only messages meant for users are passed on; anything else reads as the screen's own fallback.
      const error = results instanceof AppError ? results.message : THEME_FAILED_MESSAGE;
      themes.push({ theme, keywords, success: false, trends: [], error });
      continue;
    }
    const shown = new Set(trends.map((t) => t.id));
    for (const r of memberResults) for (const id of r.savedTrendIds) if (shown.has(id)) saved.add(id);
    const error = memberResults.find((r) => r.error)?.error;
    themes.push(
      error ? { theme, keywords, success: false, trends, error } : { theme, keywords, success: true, trends },
    );
  }
  return {
    searchType: 'thematic',
    results: themes,
    totalSavedTrends: saved.size,
    searchStrategy: 'thematic clustering',
  };
}
