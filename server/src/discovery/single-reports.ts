import type { SemanticEngine } from '../semantic';
import type { TrendDraft } from './pipeline/build-drafts';
import type { PipelineItem } from './pipeline/describe-cluster';
import { scoreTrendsForCompanies, type CompanyForRelevance, type TrendForRelevance } from './relevance';
import { yieldToEventLoop } from '../event-loop-turns';

/**
 * Stories one outlet alone reported, shown to the companies they matter to (issue 20, point 2).
 *
 * One article is not a trend, and every other company would only see noise; but a rule in a company's field that
 * a single outlet covered must not be missed. So a recent single report becomes a trend row marked `singleReport`,
 * seen only by a company whose stored relevance reaches SINGLE_REPORT_MIN_RELEVANCE (trend-reads' visibleTo), and
 * only the few that matter most to some company are kept.
 */

/**
 * The relevance from which a single report is shown to a company: clearly above any trap of the labelled sets
 * (all under 0.35 since the day's own stories calibrate relevance, decision 38), below most relevant stories.
 */
export const SINGLE_REPORT_MIN_RELEVANCE = 0.35;
/** Single reports kept per company, most relevant first: the dashboard shows five trend cards. */
export const SINGLES_PER_COMPANY = 5;
/**
 * Reports scored per call, with a turn of the event loop between calls: relevance is synchronous work of about
 * 0.4 ms per report for three companies, so 100 keeps each stretch near 40 ms while a cycle's API keeps answering.
 */
const BATCH = 100;

/** The relevance input of a draft of one report, from its own figures (no stored facts exist for it yet). */
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
 * report may matter to several), in the order given.
 */
export async function relevantSingles(
  singles: readonly TrendDraft[],
  items: readonly PipelineItem[],
  companies: readonly CompanyForRelevance[],
  semantic: SemanticEngine,
): Promise<TrendDraft[]> {
  if (singles.length === 0 || companies.length === 0) return [];
  const scores: number[][] = [];
  for (let start = 0; start < singles.length; start += BATCH) {
    const batch = singles.slice(start, start + BATCH).map((d) => singleForRelevance(d, items));
    for (const row of await scoreTrendsForCompanies(batch, companies, semantic)) scores.push(row.map((r) => r.relevanceScore));
    await yieldToEventLoop();
  }
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
