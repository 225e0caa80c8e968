import type { TrendEnrichment } from '../ai/schemas';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { WindowItem } from './discovery.repo';
import type { TrendDraft } from './pipeline/build-drafts';
import { assignClusterKeys } from './pipeline/cluster-keys';
import type { PipelineItem } from './pipeline/describe-cluster';
import { pickEnrichment, toEnrichCluster, type EnrichTrends } from './pipeline/enrichment';
import { coveringGlobalTrends, type GlobalTrendRef } from './pipeline/global-cover';
import { itemTrendLinks, majorityKeyword, topicTrendLinks, type PlannedTrend } from './pipeline/persist-plan';
import { scoreTrendsForCompanies, type CompanyForRelevance, type TrendForRelevance } from './relevance';
import { draftForRelevance } from './draft-relevance';
import type { SemanticEngine } from '../semantic';
import { mapInTurns, yieldToEventLoop } from '../event-loop-turns';
import type { ScopeRef } from './repo-helpers';
import {
  deactivateTrends,
  explanationRows,
  linkItemsToTrends,
  linkTopicsToTrends,
  loadTrends,
  replaceMentionBuckets,
  linkSearchToGlobalTrends,
  upsertExplanations,
  upsertTrends,
  type StoredTrend,
  type TrendRow,
} from './trend-store.repo';
import { publishTrendFacts } from './trend-facts.repo';
import { relevantOffList } from './off-list-stories';
import { DEMO_SOURCE_PREFIX } from './sources/demo-corpus';
import { trendFactSheets } from './trend-fact-sheets';

export interface WriteTrendsInput {
  db: Db;
  ref: ScopeRef;
  now: Date;
  /** Start of the clustering window: mention buckets after it are replaced. */
  since: Date;
  /** `searchKeywords`: the searches that found each item this cycle (else the keyword it was stored with). */
  windowItems: ReadonlyArray<WindowItem & PipelineItem & { searchKeywords?: readonly string[] }>;
  drafts: readonly TrendDraft[];
  /** Recent stories off the day's list (DraftResult.offList): those that matter to a company become trends too. */
  offList?: readonly TrendDraft[];
  enrich: EnrichTrends;
  companies: readonly CompanyForRelevance[];
  semantic: SemanticEngine;
  /** Personal cycles: the live global trends, so a story they already cover is linked, not copied. */
  globals?: readonly GlobalTrendRef[];
  errors: string[];
  log: Logger;
}

function sameMembers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((x) => set.has(x));
}

/** Keys, enrichment (one batched call for new or changed clusters), then every trend-side write. */
export async function writeTrends(
  input: WriteTrendsInput,
): Promise<{ upserted: number; linked: number; deactivated: number; enriched: number }> {
  const { db, ref, now, windowItems } = input;
  // A keyword search's cluster that a global trend already covers links the company to that trend (one story,
  // one trend everywhere); only the stories global discovery does not have become personal trends.
  const covers =
    ref.scope === 'personal' && input.globals?.length
      ? coveringGlobalTrends(
          input.drafts.map((d) => ({
            title: d.fallbackTitle,
            relatedKeywords: d.relatedKeywords,
            sourceUrls: d.reports.map((r) => r.url),
            memberTrendIds: d.members.map((m) => windowItems[m]!.trendId),
          })),
          input.globals,
        )
      : input.drafts.map(() => null);
  // A search's report that a global trend already holds is that trend's story, not a story told once.
  const globalIds = new Set(input.globals?.map((g) => g.id));
  const offListCandidates = (input.offList ?? []).filter(
    (d) => !d.members.some((m) => globalIds.has(windowItems[m]!.trendId ?? -1)),
  );
  const offList = new Set(
    await relevantOffList(offListCandidates, windowItems, input.companies, input.semantic, input.drafts).catch(
      (err: unknown) => {
        input.errors.push(`stories off the list: ${err instanceof Error ? err.message : String(err)}`);
        input.log.warn({ err }, "stories off the list could not be scored; only the day's list is shown");
        return [];
      },
    ),
  );
  const drafts = [...input.drafts.filter((_, i) => covers[i] === null), ...offList];
  const covered = input.drafts.flatMap((draft, i) => {
    const globalId = covers[i];
    if (globalId === null || globalId === undefined) return [];
    const keyword = majorityKeyword(draft.members, (m) => windowItems[m]?.searchKeywords ?? windowItems[m]?.keyword);
    return [{ key: `global-cover:${globalId}:${i}`, globalId, draft, keyword }];
  });
  const stored = await loadTrends(db, ref);
  const storedById = new Map<number, StoredTrend>(stored.map((t) => [t.id, t]));
  const keys = assignClusterKeys(
    drafts.map((d) => d.members),
    windowItems.map((i) => i.trendId),
    windowItems.map((i) => i.fingerprint),
    stored,
  );

  // A continued trend whose items are exactly the same keeps its texts; everything else is (re)enriched.
  const previousMembers = new Map<number, number[]>();
  windowItems.forEach((item, i) => {
    if (item.trendId === null) return;
    const members = previousMembers.get(item.trendId);
    if (members) members.push(i);
    else previousMembers.set(item.trendId, [i]);
  });
  // Thousands of trends at 20,000 items: each pass over them is worked in turns, so the API keeps answering.
  await yieldToEventLoop();
  const unchanged = await mapInTurns(drafts, (d, i) => {
    const id = keys[i]!.existingId;
    return id !== null && sameMembers(previousMembers.get(id) ?? [], d.members);
  });
  const toEnrich = (
    await mapInTurns(drafts, (d, i) => (unchanged[i] ? null : toEnrichCluster(keys[i]!.key, d, windowItems)))
  ).filter((c): c is NonNullable<typeof c> => c !== null);
  const answers = new Map<string, TrendEnrichment>();
  if (toEnrich.length > 0) {
    try {
      for (const answer of await input.enrich({ clusters: toEnrich })) answers.set(answer.key, answer);
    } catch (err) {
      input.errors.push(`enrichment: ${err instanceof Error ? err.message : String(err)}`);
      input.log.warn({ err }, 'trend enrichment failed; using extractive titles');
    }
  }

  const planned: PlannedTrend[] = await mapInTurns(drafts, (draft, i) => {
    const { key, existingId } = keys[i]!;
    const kept = unchanged[i] ? storedById.get(existingId!) : undefined;
    const enrichment: TrendEnrichment = kept
      ? {
          key,
          title: kept.title,
          description: kept.description,
          category: kept.category as TrendEnrichment['category'],
          trendingReason: kept.trendingReason,
        }
      : pickEnrichment(key, draft, answers);
    return {
      key,
      existingId,
      draft,
      enrichment,
      keyword: majorityKeyword(draft.members, (m) => windowItems[m]?.searchKeywords ?? windowItems[m]?.keyword),
    };
  });

  const sheets = await trendFactSheets(
    planned.map((p, i) => ({
      members: p.draft.members,
      stored: unchanged[i] ? (storedById.get(p.existingId!)?.factSheet ?? null) : null,
    })),
    windowItems,
  );
  const rows: TrendRow[] = await mapInTurns(planned, ({ key, draft, enrichment, keyword }, i) => ({
    scope: ref.scope,
    companyId: ref.companyId,
    clusterKey: key,
    title: enrichment.title,
    description: enrichment.description,
    category: enrichment.category,
    relatedKeywords: draft.relatedKeywords,
    reports: draft.reports.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() })),
    mentions: draft.metrics.mentions,
    growth: draft.metrics.growth,
    mentionVelocity: draft.metrics.velocity,
    mentionVolume: draft.volume,
    sentiment: draft.sentiment,
    sentimentScore: draft.sentimentScore,
    trendingReason: enrichment.trendingReason,
    timeframe: draft.timeframe,
    rank: draft.rank,
    isActive: true,
    keyword,
    offList: offList.has(draft),
    singleReport: offList.has(draft) && draft.members.length === 1,
    demo: draft.members.every((m) => windowItems[m]!.source.startsWith(DEMO_SOURCE_PREFIX)),
    factSheet: sheets[i]!,
    firstSeenAt: draft.firstSeenAt,
    lastSeenAt: draft.lastSeenAt,
    updatedAt: now,
  }));

  let deactivated = 0;
  let idByKey = new Map<string, number>();
  await db.transaction(async (tx) => {
    idByKey = await upsertTrends(tx, rows);
    const ids = [...idByKey.values()];
    deactivated = await deactivateTrends(tx, ref, ids, now);
    const buckets = planned.flatMap((p) => p.draft.history.map((b) => ({ trendId: idByKey.get(p.key)!, ...b })));
    await replaceMentionBuckets(tx, ids, input.since, buckets);
    // Articles of a covered story belong to the global trend that covers it.
    const linkIds = new Map([...idByKey, ...covered.map((c) => [c.key, c.globalId] as const)]);
    const linkPlan = [...planned, ...covered];
    // Each plan walks the whole window (tens of ms at 20,000 items): a turn of its own, not one with a statement.
    await yieldToEventLoop();
    await linkItemsToTrends(tx, itemTrendLinks(windowItems, linkPlan, linkIds, ref));
    await yieldToEventLoop();
    await linkTopicsToTrends(tx, topicTrendLinks(windowItems, linkPlan, linkIds));
    if (ref.companyId !== null) {
      await linkSearchToGlobalTrends(
        tx,
        covered.map((c) => ({
          trendId: c.globalId,
          companyId: ref.companyId!,
          searchKeyword: c.keyword ?? '',
          linkedAt: now,
        })),
      );
    }
  });

  // Every trend's figures for every window, graded against every live trend; relevance reads its momentum from
  // them, so the explanation names the velocity and growth the screens show.
  const facts = await publishTrendFacts(db, now);
  const relevanceInput: TrendForRelevance[] = await mapInTurns(planned, ({ key, draft, enrichment }) => {
    const own = facts.get(idByKey.get(key)!);
    return {
      ...draftForRelevance(draft, windowItems),
      title: enrichment.title,
      description: enrichment.description,
      mentions: own?.mentions ?? draft.metrics.mentions,
      previousMentions: own?.previousMentions,
      growth: own?.growth ?? draft.metrics.growth,
      velocity: own?.velocity ?? draft.metrics.velocity,
      timeframe: own?.timeframe ?? draft.timeframe,
    };
  });
  // Relevance reads meaning through the semantic engine, which may be an embeddings API: when it is down, the
  // trends stand and keep their last explanations; the run records why, and the next cycle scores them.
  const relevance = await scoreTrendsForCompanies(relevanceInput, input.companies, input.semantic).catch(
    (err: unknown) => {
      input.errors.push(`relevance: ${err instanceof Error ? err.message : String(err)}`);
      input.log.warn({ err }, 'relevance could not be scored; explanations kept as they were');
      return null;
    },
  );
  if (relevance) {
    const explanations = explanationRows(
      planned.map((p) => idByKey.get(p.key)!),
      input.companies,
      relevance,
      now,
    );
    await db.transaction((tx) => upsertExplanations(tx, explanations));
  }

  return {
    upserted: rows.length,
    linked: new Set(covered.map((c) => c.globalId)).size,
    deactivated,
    enriched: toEnrich.length,
  };
}
