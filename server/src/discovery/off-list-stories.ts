import type { SemanticEngine } from '../semantic';
import type { TrendDraft } from './pipeline/build-drafts';
import type { PipelineItem } from './pipeline/describe-cluster';
import { scoreTrendsForCompanies, SEMANTIC_MATCH_THRESHOLD, type CompanyForRelevance } from './relevance';
import { draftForRelevance } from './draft-relevance';

/**
 * Stories off the day's list, shown to the companies they matter to (issue 20, point 2; issue 22).
 *
 * Everyone sees the day's list: the stories told more than once that rank within the cap (build-drafts' maxTrends).
 * A story one outlet alone reported is not a trend for everyone, and a story two trade titles told on a busy day
 * ranks past the cap; but a rule in a company's field must not be missed for either reason. So a recent story off
 * the list becomes a trend row marked `offList` (and `singleReport` when one outlet told it), seen only by a company
 * whose stored relevance reaches OFF_LIST_MIN_RELEVANCE (trend-reads' visibleTo), and only the few that matter most
 * to some company are kept.
 */

/**
 * The relevance from which a story off the list is shown to a company: the semantic-match badge's own threshold,
 * closer to the company than all but about one in a hundred ordinary stories (calibration.ts). Read on the whole
 * day's scale (relevantOffList), it keeps every trap of the labelled sets' single reports out. It was 0.35 while
 * reports were read against the day of reports told once only, a scale that moved with every report that joined a
 * story.
 */
export const OFF_LIST_MIN_RELEVANCE = SEMANTIC_MATCH_THRESHOLD;
/** Stories off the list kept per company, most relevant first: the dashboard shows five trend cards. */
export const OFF_LIST_PER_COMPANY = 5;
/**
 * The stories off the list worth a trend: for each company, the OFF_LIST_PER_COMPANY most relevant reaching the bar
 * (a story may matter to several), in the order given. `stories` (the day's list) are read with them as the day's
 * ordinary news: the stories off the list are then measured on the day's scale, not on the scale of whichever
 * reports nobody else carried (a few reports merging into stories moved a chimney sweep's air-pollution report from
 * 0.36 to 0.29).
 */
export async function relevantOffList(
  offList: readonly TrendDraft[],
  items: readonly PipelineItem[],
  companies: readonly CompanyForRelevance[],
  semantic: SemanticEngine,
  stories: readonly TrendDraft[] = [],
): Promise<TrendDraft[]> {
  if (offList.length === 0 || companies.length === 0) return [];
  // One call for them all: relevance is calibrated on the day it is given (calibration.ts).
  const input = (d: TrendDraft) => draftForRelevance(d, items);
  const scores = (await scoreTrendsForCompanies(offList.map(input), companies, semantic, stories.map(input))).map(
    (row) => row.map((r) => r.relevanceScore),
  );
  const keep = new Set<number>();
  companies.forEach((_, c) => {
    offList
      .map((_, i) => i)
      .filter((i) => scores[i]![c]! >= OFF_LIST_MIN_RELEVANCE)
      .sort((a, b) => scores[b]![c]! - scores[a]![c]! || a - b)
      .slice(0, OFF_LIST_PER_COMPANY)
      .forEach((i) => keep.add(i));
  });
  return offList.filter((_, i) => keep.has(i));
}
