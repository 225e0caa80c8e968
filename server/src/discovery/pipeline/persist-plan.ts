import type { TrendEnrichment } from '../../ai/schemas';
import type { TrendDraft } from './build-drafts';
import type { PipelineItem } from './describe-cluster';

/** A draft with its stable key and final texts, ready to be written. */
export interface PlannedTrend {
  key: string;
  existingId: number | null;
  draft: TrendDraft;
  enrichment: TrendEnrichment;
  /** The personal search keyword most of its items came from. */
  keyword: string | null;
}

export interface LinkableItem extends PipelineItem {
  id: number;
  scope: string;
  companyId: number | null;
  topicId: number | null;
  trendId: number | null;
}

/**
 * news_items.trend_id for every window item of the cycle's own scope: the trend its cluster became, else null
 * (a story that shrank lets go of items). Items first stored under another scope keep their link.
 */
export function itemTrendLinks(
  items: readonly LinkableItem[],
  planned: readonly Pick<PlannedTrend, 'key' | 'draft'>[],
  idByKey: ReadonlyMap<string, number>,
  ref: { scope: string; companyId: number | null },
): Array<[number, number | null]> {
  const trendOf = new Map<number, number>();
  for (const p of planned) {
    const id = idByKey.get(p.key);
    if (id !== undefined) for (const m of p.draft.members) trendOf.set(m, id);
  }
  const out: Array<[number, number | null]> = [];
  items.forEach((item, i) => {
    if (item.scope !== ref.scope || item.companyId !== ref.companyId) return;
    const next = trendOf.get(i) ?? null;
    if (next !== item.trendId) out.push([item.id, next]);
  });
  return out;
}

/** discovered_topics.enriched_trend_id: the trend most of a topic's window items belong to, else null. */
export function topicTrendLinks(
  items: readonly LinkableItem[],
  planned: readonly Pick<PlannedTrend, 'key' | 'draft'>[],
  idByKey: ReadonlyMap<string, number>,
): Array<[number, number | null]> {
  const trendOf = new Map<number, number>();
  for (const p of planned) {
    const id = idByKey.get(p.key);
    if (id !== undefined) for (const m of p.draft.members) trendOf.set(m, id);
  }
  const votes = new Map<number, Map<number | null, number>>();
  items.forEach((item, i) => {
    if (item.topicId === null) return;
    const tally = votes.get(item.topicId) ?? new Map<number | null, number>();
    const trend = trendOf.get(i) ?? null;
    tally.set(trend, (tally.get(trend) ?? 0) + 1);
    votes.set(item.topicId, tally);
  });
  return [...votes].map(([topicId, tally]) => {
    // A topic with any trended item links to its most common trend; ties go to the smaller id (deterministic).
    const ranked = [...tally].filter(([trend]) => trend !== null).sort((a, b) => b[1] - a[1] || a[0]! - b[0]!);
    return [topicId, ranked[0]?.[0] ?? null];
  });
}

/**
 * The keyword (personal searches) whose search found most of a cluster's items; an item found by several searches
 * counts for each. Ties go to the alphabetically first keyword, so the choice is stable.
 */
export function majorityKeyword(
  members: readonly number[],
  keywordsOf: (item: number) => string | readonly string[] | null | undefined,
): string | null {
  const counts = new Map<string, number>();
  for (const m of members) {
    const found = keywordsOf(m);
    for (const k of typeof found === 'string' ? [found] : (found ?? [])) if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
}
