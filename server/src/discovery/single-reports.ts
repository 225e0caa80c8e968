import type { SemanticEngine } from '../semantic';
import type { TrendDraft } from './pipeline/build-drafts';
import type { PipelineItem } from './pipeline/describe-cluster';
import { scoreTrendsForCompanies, SEMANTIC_MATCH_THRESHOLD, type CompanyForRelevance, type TrendForRelevance } from './relevance';

/**
 * Stories one outlet alone reported, shown to the companies they matter to (issue 20, point 2).
 *
 * One article is not a trend, and every other company would only see noise; but a rule in a company's field that
 * a single outlet covered must not be missed. So a recent single report becomes a trend row marked `singleReport`,
 * seen only by a company whose stored relevance reaches SINGLE_REPORT_MIN_RELEVANCE (trend-reads' visibleTo), and
 * only the few that matter most to some company are kept.
 */

/**
 * The relevance from which a single report is shown to a company: the semantic-match badge's own threshold, closer
 * to the company than all but about one in a hundred ordinary stories (calibration.ts). Read on the whole day's scale
 * (relevantSingles), it keeps every trap of the labelled sets' single reports out. It was 0.35 while reports were read
 * against the day of reports told once only, a scale that moved with every report that joined a story.
 */
export const SINGLE_REPORT_MIN_RELEVANCE = SEMANTIC_MATCH_THRESHOLD;
/** Single reports kept per company, most relevant first: the dashboard shows five trend cards. */
export const SINGLES_PER_COMPANY = 5;
/** The relevance input of a draft by its first report, from its own figures (no stored facts exist for it yet). */
function singleForRelevance(draft: TrendDraft, items: readonly PipelineItem[]): TrendForRelevance {
  const item = items[draft.members[0]!]!;
  return {
    title: draft.fallbackTitle,
    description: draft.fallbackDescription,
    relatedKeywords: draft.relatedKeywords,
    items: [{ title: item.title, summary: item.summary, outlet: item.outlet ?? null }],
    outlets: draft.outlets,
    mentions: draft.metrics.mentions,
    previousMentions: draft.metrics.previousMentions,
    growth: draft.metrics.growth,
    velocity: draft.metrics.velocity,
    timeframe: draft.timeframe,
  };
}

/**
 * The single reports worth a trend: for each company, the SINGLES_PER_COMPANY most relevant reaching the bar (a
 * report may matter to several), in the order given. `stories` (the day's stories told more than once) are read
 * with them as the day's ordinary news: the reports are then measured on the day's scale, as the stories are, not
 * on the scale of whichever reports nobody else carried (a few reports merging into stories moved a chimney sweep's
 * air-pollution report from 0.36 to 0.29).
 */
export async function relevantSingles(
  singles: readonly TrendDraft[],
  items: readonly PipelineItem[],
  companies: readonly CompanyForRelevance[],
  semantic: SemanticEngine,
  stories: readonly TrendDraft[] = [],
): Promise<TrendDraft[]> {
  if (singles.length === 0 || companies.length === 0) return [];
  // One call for them all: relevance is calibrated on the day it is given (calibration.ts).
  const input = (d: TrendDraft) => singleForRelevance(d, items);
  const scores = (await scoreTrendsForCompanies(singles.map(input), companies, semantic, stories.map(input))).map((row) =>
    row.map((r) => r.relevanceScore),
  );
  const keep = new Set<number>();
  companies.forEach((_, c) => {
    singles
      .map((_, i) => i)
      .filter((i) => scores[i]![c]! >= SINGLE_REPORT_MIN_RELEVANCE)
      .sort((a, b) => scores[b]![c]! - scores[a]![c]! || a - b)
      .slice(0, SINGLES_PER_COMPANY)
      .forEach((i) => keep.add(i));
  });
  return singles.filter((_, i) => keep.has(i));
}
