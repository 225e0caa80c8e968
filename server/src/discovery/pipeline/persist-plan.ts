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

/**
 * discovered_topics.enriched_trend_id: the trend most of a topic's window items belong to (ties to the smaller id),
 * else null; one pair per topic, in topic id order. The items are grouped by sorting their positions, not by a map
 * per topic: at 20,000 items most topics have one item, and a map each (with its tally sorted) held the event loop
 * for ~40 ms in garbage alone.
 */
export function topicTrendLinks(
  items: readonly LinkableItem[],
  planned: readonly Pick<PlannedTrend, 'key' | 'draft'>[],
  idByKey: ReadonlyMap<string, number>,
): Array<[number, number | null]> {
  const trendOf = new Float64Array(items.length).fill(NaN);
  for (const p of planned) {
    const id = idByKey.get(p.key);
    if (id !== undefined) for (const m of p.draft.members) trendOf[m] = id;
  }
  const topicOf = new Float64Array(items.length);
  const positions: number[] = [];
  items.forEach((item, i) => {
    if (item.topicId === null) return;
    topicOf[i] = item.topicId;
    positions.push(i);
  });
  positions.sort((a, b) => topicOf[a]! - topicOf[b]! || a - b);
  const out: Array<[number, number | null]> = [];
  for (let start = 0; start < positions.length; ) {
    const topicId = topicOf[positions[start]!]!;
    let end = start + 1;
    while (end < positions.length && topicOf[positions[end]!] === topicId) end += 1;
    // The trends of the topic's items, sorted: the longest run is the majority, the first of equal runs the smallest id.
    const trends = positions.slice(start, end).map((i) => trendOf[i]!).filter((t) => !Number.isNaN(t)).sort((a, b) => a - b);
    let best: number | null = null;
    let bestCount = 0;
    for (let k = 0; k < trends.length; ) {
      let run = k + 1;
      while (run < trends.length && trends[run] === trends[k]) run += 1;
      if (run - k > bestCount) [best, bestCount] = [trends[k]!, run - k];
      k = run;
    }
    out.push([topicId, best]);
    start = end;
  }
  return out;
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
