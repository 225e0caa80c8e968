import type { SemanticEngine } from '../semantic';
import { parseFrequencyMinutes, TREND_DISCOVERY_FREQUENCY_KEY, type DiscoveryStatus } from '@newsjack/shared';
import type { AiProvider } from '../ai';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { z } from 'zod';
import { AppError, badRequest, notFound, serviceUnavailable } from '../errors';
import { sendUnlessPending } from '../jobs/awaited';
import type { JobQueue } from '../jobs/job-queue';
import { ALL_QUEUES, GLOBAL_CYCLE_QUEUE, PERSONAL_CYCLE_QUEUE } from '../jobs/queues';
import type { Logger } from '../logger';
import { safeFetch } from '../net';
import { createDiscoveryAdminView } from './admin-view';
import { loadCompaniesForRelevance } from './companies-for-relevance';
import { createNodeCron, type CronScheduler } from './cron';
import { cycleSummarySchema, recordSkipped, runCycle, type CycleSummary } from './cycle-runner';
import { DISCOVERY_FEEDS_KEY } from './discovery-settings';
import { getConfigRow, listConfigRows, readDiscoverySettings, saveDiscoverySetting, type ConfigRow } from './discovery-settings.repo';
import { closeRunsOfScope, createStartupRecovery } from './interrupted-runs';
import { createNewsReads } from './news-reads.repo';
import type { CycleOptions, RunTrigger } from './run-cycle';
import { addMinutes, createDiscoveryScheduler, isDue, settleWithin } from './scheduler';
import type { TrackedCompanies } from './ports';
import { hasGlobalTrends, readState, updateState, type DiscoveryStatePatch } from './scheduler-state.repo';
import { createDemoCorpusSource } from './sources/demo-corpus';
import { buildSources, defaultIncludeDemo } from './sources/registry';
import type { ArticlePages } from './articles/article-pages';
import type { Fetcher, NewsItem, NewsSource } from './types';
import type { Drafter } from './pipeline/draft-thread';

export type { ConfigRow, CycleSummary };
export type PersonalTrigger = 'onboarding' | 'manual' | 'keyword';
export type PersonalCycleInput = { companyId: number; userId: string; trigger: PersonalTrigger; keywords?: string[] };

/**
 * A personal cycle's job: onboarding's first search in the background, or a refresh or keyword search the user
 * awaits; parsed, as anything read back from storage.
 */
const personalJobSchema = z.object({
  companyId: z.number().int(),
  userId: z.string(),
  trigger: z.enum(['onboarding', 'manual', 'keyword']),
  keywords: z.array(z.string()).optional(),
});
/** A global cycle's job: start-up ingestion or a scheduled slot. */
const globalJobSchema = z.object({ trigger: z.enum(['startup', 'schedule', 'manual']), triggeredBy: z.string().nullable().optional() });
const scheduledJobOutputSchema = z.object({ ran: z.boolean() });
/** Singleton key of the one global cycle at a time. */
const GLOBAL_KEY = 'global';
/** Singleton key of a company's personal cycles: one at a time per company. */
const companyKey = (companyId: number) => `company:${companyId}`;
export const PERSONAL_CYCLE_FAILED_MESSAGE = 'Trend discovery could not finish just now. Please try again in a moment.';

/** Which sources a cycle reads; replaceable so tests can use slow or failing fakes. */
export type SourcesFor = (input: { feeds: string[]; keywords?: string[] }) => NewsSource[];

export interface DiscoveryServiceDeps {
  db: Db;
  config: Pick<Config, 'discoveryFeeds' | 'allowPrivateFetch' | 'publicSources'>;
  logger: Logger;
  now: () => Date;
  ai: Pick<AiProvider, 'enrichTrends'>;
  /** Company profiles and keywords, owned by the companies and keywords modules (buildDeps: `trackedCompanies`). */
  companies: TrackedCompanies;
  /** The semantic engine relevance reads meaning with (`deps.semantic`). */
  semantic: SemanticEngine;
  /** The clustering worker (`deps.drafts`). */
  drafts: Drafter;
  /** The job queue background cycles run on (`deps.jobs`). */
  jobs: JobQueue;
  cron?: CronScheduler;
  fetcher?: Fetcher;
  sourcesFor?: SourcesFor;
  /** Article pages, read in cycles of an online install (config.publicSources set). */
  pages?: ArticlePages;
  cycleOptions?: Partial<CycleOptions>;
  /** Other periodic jobs enqueued each minute in every process (scheduler.ts, `alsoEnqueue`; `startPeriodic`). */
  alsoEnqueue?: () => Promise<void>;
}

/**
 * Trend discovery as the rest of the app uses it: global cycles (on a schedule, at start-up, on demand) and
 * personal cycles (one company's keyword searches), plus the scheduler's admin controls. Cycles never throw for a
 * pipeline failure; the summary and the discovery_runs row say what happened.
 */
export function createDiscoveryService(deps: DiscoveryServiceDeps) {
  const { db, config, logger, now } = deps;
  const enrich = deps.ai.enrichTrends.bind(deps.ai);
  const sourcesFor: SourcesFor =
    deps.sourcesFor ??
    (({ feeds, keywords }) =>
      buildSources({ feeds, keywords, includeDemo: defaultIncludeDemo(feeds), publicSources: config.publicSources, fetcher: deps.fetcher ?? safeFetch, allowPrivate: config.allowPrivateFetch }));
  // Scheduled global cycles of an online install read article pages; offline (the demo corpus, tests) there are
  // none to read: skipped quietly.
  const pages = deps.pages && config.publicSources ? { pages: deps.pages } : {};
  const news = createNewsReads(db);
  const scheduler = createDiscoveryScheduler({
    db,
    now,
    logger,
    cron: deps.cron ?? createNodeCron(logger),
    alsoEnqueue: deps.alsoEnqueue,
    // The slot is this instance's to report as run only when its own job ran the cycle: a job already waiting
    // (null) or one that found the slot taken by another instance's job ran nothing here.
    runScheduledCycle: async () => {
      const id = await deps.jobs.send(GLOBAL_CYCLE_QUEUE, { trigger: 'schedule' }, { singletonKey: GLOBAL_KEY });
      return id !== null && scheduledJobOutputSchema.safeParse(await deps.jobs.settled(id)).data?.ran === true;
    },
  });
  const recovery = createStartupRecovery({
    db,
    logger,
    now,
    startedAt: now(),
    schedulerActive: () => scheduler.active,
    // A scope whose job waits or runs is left to that job: live, or about to close what its last attempt left.
    jobPending: async (ref) =>
      (ref.scope === 'global' ? await deps.jobs.join(GLOBAL_CYCLE_QUEUE, GLOBAL_KEY) : await deps.jobs.join(PERSONAL_CYCLE_QUEUE, companyKey(ref.companyId ?? 0))) !== null,
  });

  /** Environment feeds first, then the admin's; the registry drops duplicates. */
  async function settings() {
    const saved = await readDiscoverySettings(db);
    return { ...saved, feeds: [...config.discoveryFeeds, ...saved.feeds] };
  }

  /** Where the job rests between cycles: paused wins; otherwise running while some process schedules it. */
  const restingStatus = (isPaused: boolean, current: DiscoveryStatus['status']): DiscoveryStatus['status'] =>
    isPaused ? 'paused' : scheduler.active ? 'running' : current === 'error' ? 'stopped' : current;

  async function runGlobalCycle(trigger: RunTrigger, triggeredBy: string | null = null): Promise<CycleSummary> {
    const startedAt = now();
    let frequencyMinutes = 0;
    const summary = await runCycle({
      db,
      logger,
      ref: { scope: 'global', companyId: null },
      trigger,
      triggeredBy,
      now: startedAt,
      prepare: async () => {
        const s = await settings();
        frequencyMinutes = s.frequencyMinutes;
        // Pages only on the schedule: the start-up cycle should show trends within seconds, and a manual run is
        // often awaited; both would wait on many sites' pages.
        const withPages = trigger === 'schedule' ? pages : {};
        return { sources: sourcesFor({ feeds: s.feeds }), enrich, companies: await loadCompaniesForRelevance(deps.companies), tracked: deps.companies, semantic: deps.semantic, drafts: deps.drafts, ...withPages, options: deps.cycleOptions };
      },
    });
    if (summary.status === 'skipped') return summary;
    const state = await readState(db);
    const failed = summary.status === 'failed';
    const patch: DiscoveryStatePatch = {
      lastRunAt: startedAt,
      nextRunAt: addMinutes(startedAt, frequencyMinutes || (await settings()).frequencyMinutes),
      lastError: failed ? summary.errors.join('; ') || 'discovery cycle failed' : null,
      status: failed && !state.isPaused ? 'error' : restingStatus(state.isPaused, state.status),
    };
    await updateState(db, patch, now());
    return summary;
  }

  /** The company the input names, or a 404. */
  async function companyOf(input: PersonalCycleInput) {
    // An id Postgres cannot store (not a positive int4) names no company: a 404, not a database error.
    const storable = Number.isInteger(input.companyId) && input.companyId > 0 && input.companyId <= 2_147_483_647;
    const [company] = storable ? await loadCompaniesForRelevance(deps.companies, [input.companyId]) : [];
    if (!company) throw notFound('Company profile not found');
    return company;
  }

  /** A personal cycle's job: the company's search, run now (the queue keeps one per company at a time). */
  async function personalCycleJob(input: PersonalCycleInput): Promise<CycleSummary> {
    const company = await companyOf(input);
    const at = now();
    await closeRunsOfScope({ db, logger, now: at }, { scope: 'personal', companyId: company.id });
    return runCycle({
      db,
      logger,
      ref: { scope: 'personal', companyId: company.id },
      trigger: input.trigger,
      triggeredBy: input.userId,
      now: at,
      prepare: async () => {
        const { feeds } = await settings();
        const keywords = input.keywords ?? [...company.keywords];
        // No article pages here: a keyword search or a refresh is awaited by the user, and pages of many sites
        // would hold it for seconds; the scheduled global cycles read them in the background.
        return { sources: sourcesFor({ feeds, keywords }), enrich, companies: [company], tracked: deps.companies, semantic: deps.semantic, drafts: deps.drafts, options: deps.cycleOptions };
      },
    });
  }

  /**
   * A personal cycle the caller awaits (a refresh, a keyword search): run as a job on the personal queue, so it
   * never overlaps another of its company (onboarding's background search included), whichever process runs it. A
   * company with a cycle already waiting or running gets a 'skipped' run and summary, as a second cycle is not
   * started. The summary is the job's output; a job that failed for good is a 503.
   */
  async function runPersonalCycle(input: PersonalCycleInput): Promise<CycleSummary> {
    const company = await companyOf(input);
    const { userId, trigger, keywords } = input;
    const data = keywords ? { companyId: company.id, userId, trigger, keywords } : { companyId: company.id, userId, trigger };
    const id = await sendUnlessPending(deps.jobs, PERSONAL_CYCLE_QUEUE, data, companyKey(company.id));
    if (!id) return recordSkipped({ db, logger, ref: { scope: 'personal', companyId: company.id }, trigger, triggeredBy: userId, now: now() });
    const summary = cycleSummarySchema.safeParse(await deps.jobs.settled(id, { throughRetries: true }));
    if (!summary.success) throw serviceUnavailable(PERSONAL_CYCLE_FAILED_MESSAGE);
    return summary.data;
  }

  /**
   * A scheduled slot's job. Only one global job runs at a time across every instance (the queue's singleton key),
   * so reading the state, checking the slot is still due and moving nextRunAt need no claim: when two instances
   * queued the same slot, the second job finds it taken and does nothing.
   */
  async function runDueScheduledCycle(): Promise<boolean> {
    const at = now();
    const state = await readState(db);
    if (state.isPaused || !isDue(state.nextRunAt, at)) return false;
    const { frequencyMinutes } = await readDiscoverySettings(db);
    await updateState(db, { nextRunAt: addMinutes(at, frequencyMinutes) }, at);
    await runGlobalCycle('schedule');
    return true;
  }

  /** A fresh install (no global trend yet, not paused) gets a first global cycle; never throws. */
  async function startupIngest(): Promise<CycleSummary | null> {
    try {
      await recovery.run();
      const state = await readState(db);
      if (state.isPaused || (await hasGlobalTrends(db))) return null;
      return await runGlobalCycle('startup');
    } catch (err) {
      logger.error({ err }, 'start-up discovery failed');
      return null;
    }
  }

  // Background cycles are jobs: stored before the caller goes on, retried after an unexpected failure (a cycle's
  // own failures are its summary, not a throw), taken up again by a live process when the one running it dies.
  deps.jobs.work(PERSONAL_CYCLE_QUEUE, async (data) => {
    const input = personalJobSchema.parse(data);
    try {
      return await personalCycleJob(input);
    } catch (err) {
      // The company was deleted since: nothing to search, and never will be.
      if (err instanceof AppError && err.status === 404) return logger.info({ companyId: input.companyId }, 'background personal cycle skipped: no such company');
      throw err;
    }
  });
  deps.jobs.work(GLOBAL_CYCLE_QUEUE, async (data, job) => {
    const { trigger, triggeredBy } = globalJobSchema.parse(data);
    // One global job runs at a time: any global run still open was cut short (a crash) and is closed first.
    const cutShort = await closeRunsOfScope({ db, logger, now: now() }, { scope: 'global', companyId: null });
    if (trigger === 'startup') await startupIngest();
    else if (trigger === 'manual') await runGlobalCycle('manual', triggeredBy ?? null);
    else if (job.retryCount > 0 && cutShort > 0) return { ran: await rerunCutShortSlot() };
    else return { ran: await runDueScheduledCycle() };
  });

  /**
   * A scheduled job taken up again after its process died mid-cycle: the slot it had taken (nextRunAt already
   * moved on, so it no longer reads as due) is run now, once, unless discovery was paused meanwhile.
   */
  async function rerunCutShortSlot(): Promise<boolean> {
    if ((await readState(db)).isPaused) return false;
    await runGlobalCycle('schedule');
    return true;
  }

  async function status(): Promise<DiscoveryStatus> {
    const [state, s] = await Promise.all([readState(db), readDiscoverySettings(db)]);
    return {
      status: state.isPaused ? 'paused' : state.status,
      isPaused: state.isPaused,
      hasActiveInterval: scheduler.active && !state.isPaused,
      lastRunAt: state.lastRunAt?.toISOString() ?? null,
      nextRunAt: state.nextRunAt?.toISOString() ?? null,
      frequencyMinutes: s.frequencyMinutes,
      lastError: state.lastError,
    };
  }

  return {
    runGlobalCycle,
    runPersonalCycle,
    status,
    /**
     * The Discovery tab's view of the job queue: every queue's jobs by state (discovery's first), the newest with
     * retries and reasons.
     */
    queue: () => deps.jobs.report([GLOBAL_CYCLE_QUEUE, PERSONAL_CYCLE_QUEUE, ...ALL_QUEUES.filter((q) => q !== GLOBAL_CYCLE_QUEUE && q !== PERSONAL_CYCLE_QUEUE)]),
    /** The admin screen's reads and pruning: recent runs, sources in use, global trends and topics (admin-view.ts). */
    admin: createDiscoveryAdminView({ db, envFeeds: config.discoveryFeeds, publicSources: config.publicSources }),

    /**
     * Onboarding's first search for a new company: stored as a job (resolves once it is durable), the cycle runs in
     * the background; none when the company already has a cycle waiting or running.
     */
    async schedulePersonalCycle(input: Omit<PersonalCycleInput, 'keywords'>): Promise<void> {
      const { companyId, userId, trigger } = input;
      await sendUnlessPending(deps.jobs, PERSONAL_CYCLE_QUEUE, { companyId, userId, trigger }, companyKey(companyId));
    },

    startupIngest,

    /** startupIngest as a job, so the server listens while the first cycle runs (and a crash does not lose it). */
    async scheduleStartupIngest(): Promise<void> {
      await deps.jobs.send(GLOBAL_CYCLE_QUEUE, { trigger: 'startup' }, { singletonKey: GLOBAL_KEY });
    },

    /**
     * The admin's "run now": a global cycle queued at once, paused or not, due or not. False when a global cycle
     * is already waiting to run (it will do the same work), true when this one was queued.
     */
    async queueManualRun(userId: string | null): Promise<boolean> {
      return (await deps.jobs.send(GLOBAL_CYCLE_QUEUE, { trigger: 'manual', triggeredBy: userId }, { singletonKey: GLOBAL_KEY })) !== null;
    },

    async pause(userId: string | null): Promise<DiscoveryStatus> {
      await updateState(db, { isPaused: true, status: 'paused' }, now());
      logger.info({ userId }, 'trend discovery paused');
      return status();
    },

    async resume(userId: string | null): Promise<DiscoveryStatus> {
      const state = await readState(db);
      // An error stays visible until a cycle succeeds.
      await updateState(db, { isPaused: false, status: state.status === 'error' ? 'error' : 'running' }, now());
      logger.info({ userId }, 'trend discovery resumed');
      return status();
    },

    /** Saves the frequency and re-times the pending run from the last one: the next cycle follows the new value. */
    async setFrequency(minutes: number, userId: string | null, description: string | null = null): Promise<void> {
      if (parseFrequencyMinutes(String(minutes)) === null) throw badRequest('Frequency must be a positive number');
      await saveDiscoverySetting(db, { key: TREND_DISCOVERY_FREQUENCY_KEY, value: String(minutes), description, updatedBy: userId, now: now() });
      const state = await readState(db);
      await updateState(db, { nextRunAt: addMinutes(state.lastRunAt ?? now(), minutes) }, now());
      logger.info({ userId, minutes }, 'trend discovery frequency changed');
    },

    /** Saves the admin's feed list (already validated); global cycles read it from their next run. */
    async setFeeds(feeds: readonly string[], userId: string | null, description: string | null = null): Promise<void> {
      await saveDiscoverySetting(db, { key: DISCOVERY_FEEDS_KEY, value: feeds.join(', '), description, updatedBy: userId, now: now() });
    },

    /**
     * What discovery reads for an outlet (by its display name), for media contacts: the items of its bundled demo
     * feed, read from the feed itself because it prints the addresses stored news items do not keep, and the URLs
     * of configured feeds that carry it (the caller fetches those for bylines). Both empty for an outlet never read.
     */
    async outletFeeds(outlet: string): Promise<OutletFeeds> {
      const sources = await news.sourcesOfOutlet(outlet);
      const demoKeys = new Set(sources.filter((s) => s.startsWith('demo:')));
      const demoItems = demoKeys.size === 0 ? [] : (await createDemoCorpusSource().fetch({ now: now() })).items.filter((i) => demoKeys.has(i.source));
      return { demoItems, feedUrls: sources.filter((s) => s.startsWith('rss:')).map((s) => s.slice('rss:'.length)) };
    },

    /** Every saved admin_config entry, by key: the admin Config tab's list (discovery owns the table). */
    listConfigRows: (): Promise<ConfigRow[]> => listConfigRows(db),

    /** One saved admin_config entry (the Config tab reads a setting back after saving it). */
    getConfigRow: (key: string): Promise<ConfigRow | undefined> => getConfigRow(db, key),

    /** Starts the schedule in this process (index.ts, unless DISCOVERY_ENABLED=false), after crash recovery. */
    start: () => recovery.run().then(() => scheduler.start()),
    /**
     * Stops the schedule and waits (bounded) for a scheduled cycle in progress, so the database closes after it.
     * Background cycles are the job queue's (`deps.jobs.stop`).
     */
    async stop(waitMs = 10_000): Promise<void> {
      await settleWithin(scheduler.stop(waitMs), waitMs);
    },
    /** One scheduler tick (what the cron task runs each minute). */
    tick: () => scheduler.tick(),
    /**
     * Queues the periodic maintenance (`alsoEnqueue`: pruning and the like) each minute in this process: index.ts
     * starts it in every process that serves the API, DISCOVERY_ENABLED or not; each job's throttle stores it once
     * per period across them all. Stopped with `stop`.
     */
    startPeriodic: () => scheduler.startPeriodic(),
    /** One minute's periodic enqueue (tests). */
    periodicTick: () => scheduler.periodicTick(),

    /** Settles when every background cycle this process sent has finished (tests). */
    whenIdle: () => deps.jobs.whenIdle(),
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;

/** See DiscoveryService.outletFeeds. */
export interface OutletFeeds {
  demoItems: NewsItem[];
  feedUrls: string[];
}
