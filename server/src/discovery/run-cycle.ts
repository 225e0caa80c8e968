import type { Db } from '../db/client';
import { logger as defaultLogger, type Logger } from '../logger';
import {
  createRun,
  finishRun,
  linkItemsToTopics,
  forEachKeywordCountPage,
  loadSourceStates,
  loadWindowItems,
  saveSourceStates,
  upsertNewsItems,
  upsertTopics,
  type WindowItem,
} from './discovery.repo';
import type { EnrichTrends } from './pipeline/enrichment';
import { DEFAULT_DRAFT_OPTIONS, type DraftOptions, type DraftResult, type TrendDraft } from './pipeline/build-drafts';
import { dedupe, searchKeywords } from './fetched-items';
import { loadGlobalBackground, loadGlobalTrendRefs } from './global-trends.repo';
import { foldPersonalCopies } from './fold-personal-copies';
import { MAX_SUMMARY_CHARS, type ClusterDoc } from './pipeline/features';
import type { MeaningSignal } from './pipeline/meaning';
import { storyMeaning } from './story-meaning';
import { rescoreGlobalTrends } from './rescore-global-trends';
import { loadCompaniesForRelevance } from './companies-for-relevance';
import { writeTrends } from './write-trends';
import { KEYWORD_WINDOW_DAYS, KeywordMentionCounter } from './pipeline/keyword-counts';
import { normalizeTitle } from './pipeline/normalize';
import type { TrackedCompanies } from './ports';
import { mapInTurns, yieldToEventLoop } from '../event-loop-turns';
import type { ScopeRef, TrendScope } from './repo-helpers';
import type { SemanticEngine } from '../semantic';
import type { WordVectors } from '../semantic/vector-store/vector-file';
import type { Drafter } from './pipeline/draft-thread';
import type { CompanyForRelevance } from './relevance';
import { fetchAll } from './sources/registry';
import type { ArticlePages } from './articles/article-pages';
import { withPageFacts } from './articles/page-facts';
import type { NewsItem, NewsSource, SourceResult } from './types';

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
  /** Their keywords and where the counts go, and every company (a global cycle scores those created while it ran). */
  tracked: TrackedCompanies;
  /** Relevance reads meaning through it (buildDeps: `deps.semantic`). */
  semantic: SemanticEngine;
  /** Where the window is clustered, off the request thread (buildDeps: `deps.drafts`, a DraftThread). */
  drafts: Drafter;
  /** Reads article pages for bylines and text (an online install); absent: the feeds' facts alone. */
  pages?: ArticlePages;
  now: Date;
  trigger: RunTrigger;
  triggeredBy?: string | null;
  logger?: Logger;
  options?: Partial<CycleOptions>;
  /** Called as each phase ends, with its name (the benchmark reads memory and event-loop delay there). */
  onPhase?: (phase: string) => void;
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
  /** Milliseconds per phase (fetch, store, cluster, trends, keywords, relevance), for logs and the benchmark. */
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
    input.onPhase?.(phase);
  };
  try {
    // 1-2. Fetch every source side by side (failures are recorded, the rest proceeds); store items and topics.
    // Only what later phases need leaves this step, so the fetched items are garbage before clustering starts.
    const fetched = await fetchAndStore(input, ref, errors, result, lap);

    // 3. Cluster the window and measure. A keyword search's results are weighed against the general news of the
    // same window (see buildFeatures), so a story they are all about does not fall apart into rewordings.
    const since = new Date(now.getTime() - options.windowDays * DAY);
    const meaningOf = async (items: readonly ClusterDoc[]): Promise<MeaningSignal | undefined> =>
      storyMeaning(input.semantic, items).catch((err: unknown) => {
        // The embeddings server down or refusing: the words alone still cluster the window.
        log.warn({ err, runId }, 'clustering without the semantic engine: it did not answer');
        errors.push('clustering by words only: the semantic engine did not answer');
        return undefined;
      });
    const vectorsOf = async (): Promise<WordVectors | undefined> => {
      if (!input.semantic.wordVectors) return undefined;
      return input.semantic.wordVectors().catch((err: unknown) => {
        // The word-vector file could not be read or made (a full disk): the words' own spelling still clusters.
        log.warn({ err, runId }, 'clustering without word vectors: they could not be loaded');
        errors.push('clustering without word vectors: they could not be loaded');
        return undefined;
      });
    };
    const { pipelineItems, drafts, offList, stats } = await clusterWindow(db, ref, since, now, fetched, options, meaningOf, vectorsOf, input.drafts);
    log.debug({ runId, ...stats, drafts: drafts.length, offList: offList.length }, 'discovery clustered');
    lap('cluster');

    // 4-6. Trends, enrichment, buckets, links, explanations.
    const globals = ref.scope === 'personal' ? await loadGlobalTrendRefs(db) : undefined;
    const written = await writeTrends({ db, ref, now, since, windowItems: pipelineItems, drafts, offList, enrich: input.enrich, companies: input.companies, semantic: input.semantic, globals, errors, log });
    // A search's story linked to the global trend that covers it counts as found, as a personal trend would.
    result.trendsUpserted = written.upserted + written.linked;
    // A story a company's search found first is now the global trend's: its personal copy gives way.
    result.trendsDeactivated = written.deactivated + (ref.scope === 'global' ? await foldPersonalCopies(db, now) : 0);
    result.enriched = written.enriched;
    lap('trends');

    // Keyword counts (global items plus each company's own search results, the same in both kinds of cycle).
    await countKeywords(db, input.tracked, input.companies, now);
    lap('keywords');

    // 7. A personal cycle also scores the global trends for its company (with the figures just published), which
    // may be newer than the last global cycle. A global cycle scores the companies that existed when it started; one
    // onboarded while it ran had its personal cycle score the global trends of that moment (none, on a fresh
    // install's first cycle), and its own stories folded into these: it is scored here, or every trend reads 0 for it
    // until the next global cycle, 720 minutes on. Secondary to the cycle itself: a failure is recorded, not fatal.
    const failed = (err: unknown) => {
      errors.push(`global relevance: ${err instanceof Error ? err.message : String(err)}`);
      log.warn({ err, runId }, 'could not score the global trends for the company');
    };
    const joined =
      ref.scope === 'personal'
        ? input.companies
        : await companiesJoinedDuring(input.tracked, input.companies).catch((err: unknown) => (failed(err), []));
    if (joined.length > 0) {
      await rescoreGlobalTrends(db, joined, since, now, input.semantic).catch(failed);
      lap('relevance');
    }

    if (input.sources.length > 0 && fetched.failedSources === input.sources.length) result.status = 'failed';
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

/** The companies that exist now and that a global cycle did not score: those created while it ran. */
async function companiesJoinedDuring(tracked: RunDiscoveryCycleInput['tracked'], scored: readonly CompanyForRelevance[]): Promise<CompanyForRelevance[]> {
  const known = new Set(scored.map((c) => c.id));
  const ids = (await tracked.listForRelevance()).map((c) => c.id).filter((id) => !known.has(id));
  return loadCompaniesForRelevance(tracked, ids);
}

/** What the fetch-and-store step hands on: per fetched item only what clustering reads. */
interface FetchedFacts {
  failedSources: number;
  /** A source other than the demo corpus answered this cycle (then demo items leave the window). */
  realNewsAnswered: boolean;
  /** Fingerprints fetched this cycle (a personal search also clusters those first stored under another scope). */
  fingerprints: string[];
  categoryHints: Map<string, string>;
  /** Fingerprint → every search keyword that found the item this cycle. */
  searchKeywords: Map<string, string[]>;
}

async function fetchAndStore(
  input: RunDiscoveryCycleInput,
  ref: ScopeRef,
  errors: string[],
  result: DiscoveryCycleResult,
  lap: (phase: string) => void,
): Promise<FetchedFacts> {
  const { db, now } = input;
  const states = await loadSourceStates(db, input.sources.map((s) => s.key));
  const fetched = await fetchAll(input.sources, { now, states, logger: input.logger ?? defaultLogger });
  for (const e of fetched.errors) errors.push(`source ${e.key}: ${e.error}`);
  const fresh = dedupe(fetched.items);
  const items = input.pages ? await withPageFacts(fresh, input.pages) : fresh;
  result.itemsFetched = items.length;
  lap('fetch');
  result.topicsUpserted = await storeItems(db, items, fetched.results, ref, now);
  lap('store');
  const real = new Set(input.sources.filter((s) => s.kind !== 'demo').map((s) => s.key));
  return {
    failedSources: fetched.errors.length,
    realNewsAnswered: fetched.results.some((r) => !r.error && real.has(r.key)),
    fingerprints: ref.scope === 'personal' ? items.map((i) => i.fingerprint) : [],
    categoryHints: new Map(items.filter((i) => i.categoryHint).map((i) => [i.fingerprint, i.categoryHint!])),
    searchKeywords: searchKeywords(fetched.items),
  };
}

/**
 * Items, topics and their links, each written in batches of rows with a turn of the event loop between batches
 * and no transaction around the whole: on PGlite one transaction over 20,000 items held every request's queries
 * for seconds. Every write is an idempotent upsert, so a failure part-way leaves rows the next cycle completes;
 * the sources' validators are saved last, so a conditional GET never skips items that were not stored.
 */
async function storeItems(db: Db, items: readonly NewsItem[], results: readonly SourceResult[], ref: ScopeRef, now: Date): Promise<number> {
  await yieldToEventLoop();
  await upsertNewsItems(db, items, ref, now);
  const topics = new Map<string, string>();
  // In turns: normalising 20,000 headlines is ~60 ms of regular expressions.
  const normalized = await mapInTurns(items, (item) => normalizeTitle(item.title, item.outlet));
  items.forEach((item, i) => {
    const title = normalized[i]!;
    if (title && !topics.has(title)) topics.set(title, item.title);
  });
  await yieldToEventLoop();
  const topicIds = await upsertTopics(db, [...topics].map(([normalizedTitle, rawTitle]) => ({ rawTitle, normalizedTitle })), ref, now);
  const links = items.flatMap((item, i) => {
    const topicId = topicIds.get(normalized[i]!);
    return topicId === undefined ? [] : [{ fingerprint: item.fingerprint, topicId }];
  });
  await linkItemsToTopics(db, links);
  await saveSourceStates(db, results, now);
  return topicIds.size;
}

/** Reads the scope's window (the columns clustering and the writes need) and clusters it into drafts. */
async function clusterWindow(
  db: Db,
  ref: ScopeRef,
  since: Date,
  now: Date,
  fetched: FetchedFacts,
  options: CycleOptions,
  meaningOf: (items: readonly ClusterDoc[]) => Promise<MeaningSignal | undefined>,
  vectorsOf: () => Promise<WordVectors | undefined>,
  drafter: Drafter,
): Promise<{ pipelineItems: PipelineWindowItem[]; drafts: TrendDraft[]; offList: TrendDraft[]; stats: DraftResult['stats'] }> {
  const personal = ref.scope === 'personal';
  const window = await loadWindowItems(db, ref, since, now, fetched.fingerprints, { withoutDemo: fetched.realNewsAnswered });
  const pipelineItems: PipelineWindowItem[] = await mapInTurns(window, (w) => ({
    ...w,
    categoryHint: fetched.categoryHints.get(w.fingerprint) ?? null,
    searchKeywords: fetched.searchKeywords.get(w.fingerprint) ?? (w.keyword ? [w.keyword] : []),
  }));
  let background: Awaited<ReturnType<typeof loadGlobalBackground>> = [];
  if (personal) {
    const inWindow = new Set(pipelineItems.map((w) => w.fingerprint));
    background = (await loadGlobalBackground(db, since, now, MAX_SUMMARY_CHARS)).filter((g) => !inWindow.has(g.fingerprint));
  }
  const meaning = await meaningOf(pipelineItems);
  const vectors = await vectorsOf();
  // Off the request thread: clustering a full window takes seconds of CPU (see DraftThread).
  const { drafts, offList, stats } = await drafter.draft({ items: pipelineItems, options: { ...options, now }, background, meaning, vectors });
  return { pipelineItems, drafts, offList, stats };
}

type PipelineWindowItem = WindowItem & { categoryHint: string | null; searchKeywords: string[] };

/** Keyword counts: current 7 days against the 7 before, read a page at a time and counted as they come. */
async function countKeywords(db: Db, tracked: RunDiscoveryCycleInput['tracked'], companies: readonly CompanyForRelevance[], now: Date): Promise<void> {
  const keywordRows = await tracked.keywordsOf(companies.map((c) => c.id));
  if (keywordRows.length === 0) return;
  // A turn between the trends' last statements and the first page (on PGlite they resolve without one).
  await yieldToEventLoop();
  const counter = new KeywordMentionCounter(keywordRows, now);
  const since = new Date(now.getTime() - 2 * KEYWORD_WINDOW_DAYS * DAY);
  await forEachKeywordCountPage(db, companies.map((c) => c.id), since, now, (page) => counter.add(page));
  const counts = counter.counts();
  await tracked.recordKeywordCounts(keywordRows.map((k, i) => ({ id: k.id, mentions: counts[i]!.mentions, trend: counts[i]!.trend })));
}

/** The injected clock plus the real time the cycle took, so runs stay ordered under a fixed test clock. */
function finishedAt(now: Date, startedMs: number): Date {
  return new Date(now.getTime() + Math.round(performance.now() - startedMs));
}

function summary(r: DiscoveryCycleResult) {
  return { status: r.status, itemsFetched: r.itemsFetched, topicsUpserted: r.topicsUpserted, trendsUpserted: r.trendsUpserted, errors: r.errors };
}
