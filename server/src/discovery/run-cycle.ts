import type { Db } from '../db/client';
import { logger as defaultLogger, type Logger } from '../logger';
import {
  createRun,
  finishRun,
  linkItemsToTopics,
  loadSourceStates,
  loadKeywordCountItems,
  loadWindowItems,
  saveSourceStates,
  upsertNewsItems,
  upsertTopics,
  type WindowItem,
} from './discovery.repo';
import type { EnrichTrends } from './pipeline/enrichment';
import { buildTrendDrafts, DEFAULT_DRAFT_OPTIONS, type DraftOptions } from './pipeline/build-drafts';
import { dedupe, searchKeywords } from './fetched-items';
import { loadGlobalBackground, loadGlobalTrendRefs } from './global-trends.repo';
import { MAX_SUMMARY_CHARS } from './pipeline/features';
import { rescoreGlobalTrends } from './rescore-global-trends';
import { writeTrends } from './write-trends';
import { KEYWORD_WINDOW_DAYS } from './pipeline/keyword-counts';
import { normalizeTitle } from './pipeline/normalize';
import type { TrackedCompanies } from './ports';
import type { ScopeRef, TrendScope } from './repo-helpers';
import type { SemanticEngine } from '../semantic';
import type { CompanyForRelevance } from './relevance';
import { fetchAll } from './sources/registry';
import type { NewsSource } from './types';

export type { EnrichTrends };
export type RunTrigger = 'schedule' | 'manual' | 'onboarding' | 'keyword' | 'startup';

export interface CycleOptions extends Omit<DraftOptions, 'now'> {
  /** Items published within this many days are clustered. */
  windowDays: number;
}

export const DEFAULT_CYCLE_OPTIONS: CycleOptions = { ...DEFAULT_DRAFT_OPTIONS, windowDays: 30 };

export interface RunDiscoveryCycleInput {
  db: Db;
  /** Already built by the caller (global feeds, or one company's keyword searches). */
  sources: readonly NewsSource[];
  enrich: EnrichTrends;
  scope: TrendScope;
  /** Required for personal cycles: whose keyword searches these are. */
  companyId?: number | null;
  /** Companies whose relevance and keyword counts this cycle refreshes. */
  companies: readonly CompanyForRelevance[];
  /** Their keywords and where the counts go (the keywords module, through the port buildDeps fills). */
  tracked: Pick<TrackedCompanies, 'keywordsOf' | 'recordKeywordCounts'>;
  /** Relevance reads meaning through it (buildDeps: `deps.semantic`). */
  semantic: SemanticEngine;
  now: Date;
  trigger: RunTrigger;
  triggeredBy?: string | null;
  logger?: Logger;
  options?: Partial<CycleOptions>;
}

export interface DiscoveryCycleResult {
  runId: number;
  status: 'succeeded' | 'failed';
  itemsFetched: number;
  topicsUpserted: number;
  trendsUpserted: number;
  trendsDeactivated: number;
  enriched: number;
  errors: string[];
  /** Milliseconds per phase (fetch, store, cluster, trends, relevance), for logs and the benchmark. */
  timings: Record<string, number>;
}

const DAY = 86_400_000;

/** A cycle that failed after its run row was written; `runId` names that row (status 'failed'). */
export class DiscoveryCycleError extends Error {
  constructor(
    message: string,
    readonly runId: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DiscoveryCycleError';
  }
}

/**
 * One discovery cycle: fetch → store items and topics → cluster the scope's last `windowDays` → trends updated in
 * place (stable keys), enriched in one batched call for new or changed clusters → mention buckets, links,
 * per-company explanations and keyword counts → (personal cycles) the global trends scored for the company → the
 * run row. Each phase is its own transaction, so a long cycle never holds one open (on PGlite that would stall
 * every request), and a failure leaves earlier phases intact.
 * A failing source is recorded and skipped; a failing phase marks the run failed and throws DiscoveryCycleError
 * (carrying the run's id, the original error as its cause).
 */
export async function runDiscoveryCycle(input: RunDiscoveryCycleInput): Promise<DiscoveryCycleResult> {
  const { db, now } = input;
  const log = input.logger ?? defaultLogger;
  const options = { ...DEFAULT_CYCLE_OPTIONS, ...input.options };
  const ref: ScopeRef = { scope: input.scope, companyId: input.companyId ?? null };
  if (ref.scope === 'personal' && ref.companyId === null) throw new Error('a personal discovery cycle needs a companyId');

  const started = performance.now();
  const runId = await createRun(db, { ...ref, trigger: input.trigger, triggeredBy: input.triggeredBy ?? null, now });
  const errors: string[] = [];
  const result: DiscoveryCycleResult = { runId, status: 'succeeded', itemsFetched: 0, topicsUpserted: 0, trendsUpserted: 0, trendsDeactivated: 0, enriched: 0, errors, timings: {} };
  let mark = performance.now();
  const lap = (phase: string) => {
    const t = performance.now();
    result.timings[phase] = Math.round(t - mark);
    mark = t;
  };
  try {
    // 1. Fetch every source side by side; failures are recorded, the rest proceeds.
    const states = await loadSourceStates(db, input.sources.map((s) => s.key));
    const fetched = await fetchAll(input.sources, { now, states, logger: log });
    for (const e of fetched.errors) errors.push(`source ${e.key}: ${e.error}`);
    const items = dedupe(fetched.items);
    result.itemsFetched = items.length;
    lap('fetch');

    // 2. Items and topics.
    const topics = new Map<string, string>();
    for (const item of items) {
      const normalized = normalizeTitle(item.title, item.outlet);
      if (normalized && !topics.has(normalized)) topics.set(normalized, item.title);
    }
    await db.transaction(async (tx) => {
      await saveSourceStates(tx, fetched.results, now);
      await upsertNewsItems(tx, items, ref, now);
      const topicIds = await upsertTopics(tx, [...topics].map(([normalizedTitle, rawTitle]) => ({ rawTitle, normalizedTitle })), ref, now);
      result.topicsUpserted = topicIds.size;
      const links = items.flatMap((item) => {
        const topicId = topicIds.get(normalizeTitle(item.title, item.outlet));
        return topicId === undefined ? [] : [{ fingerprint: item.fingerprint, topicId }];
      });
      await linkItemsToTopics(tx, links);
    });
    lap('store');

    // 3. Cluster the window and measure. A keyword search's results are weighed against the general news of the
    // same window (see buildFeatures), so a story they are all about does not fall apart into rewordings.
    const since = new Date(now.getTime() - options.windowDays * DAY);
    const personal = ref.scope === 'personal';
    const windowItems: WindowItem[] = await loadWindowItems(db, ref, since, now, personal ? items.map((i) => i.fingerprint) : []);
    const inWindow = new Set(windowItems.map((w) => w.fingerprint));
    const background = personal ? (await loadGlobalBackground(db, since, now, MAX_SUMMARY_CHARS)).filter((g) => !inWindow.has(g.fingerprint)) : [];
    const hints = new Map(items.filter((i) => i.categoryHint).map((i) => [i.fingerprint, i.categoryHint!]));
    const found = searchKeywords(fetched.items);
    const pipelineItems = windowItems.map((w) => ({ ...w, categoryHint: hints.get(w.fingerprint) ?? null, searchKeywords: found.get(w.fingerprint) ?? (w.keyword ? [w.keyword] : []) }));
    const { drafts, stats } = buildTrendDrafts(pipelineItems, { ...options, now }, background);
    log.debug({ runId, ...stats, drafts: drafts.length }, 'discovery clustered');
    lap('cluster');

    // 4-6. Trends, enrichment, buckets, links, explanations, keyword counts (global items plus each company's own
    // search results, the same in both kinds of cycle).
    const keywordSince = new Date(now.getTime() - 2 * KEYWORD_WINDOW_DAYS * DAY);
    const keywordItems = await loadKeywordCountItems(db, input.companies.map((c) => c.id), keywordSince, now);
    const globals = personal ? await loadGlobalTrendRefs(db) : undefined;
    const written = await writeTrends({ db, ref, now, since, windowItems: pipelineItems, drafts, enrich: input.enrich, companies: input.companies, tracked: input.tracked, semantic: input.semantic, keywordItems, globals, errors, log });
    // A search's story linked to the global trend that covers it counts as found, as a personal trend would.
    result.trendsUpserted = written.upserted + written.linked;
    result.trendsDeactivated = written.deactivated;
    result.enriched = written.enriched;
    lap('trends');

    // 7. A personal cycle also scores the global trends for its company (with the figures just published), which
    // may be newer than the last global cycle. Secondary to the search itself: a failure is recorded, not fatal.
    if (personal) {
      await rescoreGlobalTrends(db, input.companies, since, now, input.semantic).catch((err: unknown) => {
        errors.push(`global relevance: ${err instanceof Error ? err.message : String(err)}`);
        log.warn({ err, runId }, 'could not score the global trends for the company');
      });
      lap('relevance');
    }

    if (input.sources.length > 0 && fetched.errors.length === input.sources.length) result.status = 'failed';
  } catch (err) {
    result.status = 'failed';
    errors.push(`cycle: ${err instanceof Error ? err.message : String(err)}`);
    await finishRun(db, runId, { ...summary(result), finishedAt: finishedAt(now, started) }).catch((e: unknown) => log.error({ err: e, runId }, 'could not record the failed discovery run'));
    throw new DiscoveryCycleError(err instanceof Error ? err.message : String(err), runId, { cause: err });
  }
  await finishRun(db, runId, { ...summary(result), finishedAt: finishedAt(now, started) });
  log.info({ runId, scope: ref.scope, companyId: ref.companyId, ...summary(result) }, 'discovery cycle finished');
  return result;
}

/** The injected clock plus the real time the cycle took, so runs stay ordered under a fixed test clock. */
function finishedAt(now: Date, startedMs: number): Date {
  return new Date(now.getTime() + Math.round(performance.now() - startedMs));
}

function summary(r: DiscoveryCycleResult) {
  return { status: r.status, itemsFetched: r.itemsFetched, topicsUpserted: r.topicsUpserted, trendsUpserted: r.trendsUpserted, errors: r.errors };
}
