import { createHash } from 'node:crypto';
import {
  allSocialLinks,
  onboardingAnalysisSchema,
  onboardingInputSchema,
  uniqueKeywordTerms,
  type OnboardingAnalysis,
  type OnboardingProgress,
  type OnboardingSkipResponse,
  type OnboardingCurationBody,
  type OnboardingInput,
} from '@newsjack/shared';
import { z } from 'zod';
import type { AiCache } from '../../ai/cache/ai-cache';
import { companyAnalysisKeyInput } from '../../ai/cache/cache-key';
import type { AiProvider } from '../../ai/provider';
import type { KnownOutlet, ParsedSite } from '../../ai/types';
import type { Db } from '../../db/client';
import type { DiscoveryService } from '../../discovery/discovery.service';
import { AppError, forbidden } from '../../errors';
import { awaitedHandler, runAwaited } from '../../jobs/awaited';
import type { JobInfo, JobQueue } from '../../jobs/job-queue';
import { ONBOARDING_ANALYSIS_QUEUE } from '../../jobs/queues';
import type { Logger } from '../../logger';
import type { CompaniesService, CompanyRow } from '../companies/companies.service';
import type { KeywordsService } from '../keywords/keywords.service';
import type { TrendsService } from '../trends/trends.service';
import type { User, UsersService } from '../users/users.service';
import { toAnalysisResponse } from './analysis-wire';
import type { FetchWebsite } from './fetch-website';
import { companyCoverageText, rankOutletsByCoverage } from './outlet-coverage';
import type { SemanticEngine } from '../../semantic';
import { createOnboardingRepo } from './onboarding.repo';
import { createProgressReporter, progressView, typicalDuration } from './progress';

export const ONE_COMPANY_PLAN_MESSAGE =
  'Your plan allows one company profile. Ask an administrator for the agency plan to add more.';

/** The parts of the cached company analysis that the curation payload does not carry back. */
const cachedDetailsSchema = z.object({
  industry: z.string().nullable().optional(),
  targetMarkets: z.array(z.string()).catch([]),
  keyProducts: z.array(z.string()).catch([]),
});

/**
 * An analysis job, as stored: onboarding's (what the user typed, with the run id the screen follows) or My Company's
 * "Read the site again" (the company's own profile is read when it runs).
 */
const analysisJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('onboarding'), userId: z.string(), input: onboardingInputSchema }),
  z.object({ kind: z.literal('reanalyse'), userId: z.string(), companyId: z.number().int() }),
]);
type AnalysisJob = z.infer<typeof analysisJobSchema>;

/**
 * The singleton key of an onboarding analysis: the company to be, as the user and what they typed (the run id
 * aside), so the same analysis asked twice (a second tab, a retry after a lost connection) is one job.
 */
export function onboardingAnalysisKey(userId: string, input: OnboardingInput): string {
  const { companyName, website, mediaOutlets, socialMediaLinks } = input;
  const digest = createHash('sha256').update(JSON.stringify([companyName, website, mediaOutlets, socialMediaLinks])).digest('hex');
  return `onboarding:${userId}:${digest.slice(0, 24)}`;
}

/** Analyses finished within this window make the duration promised on the analysing screen. */
const TYPICAL_DURATION_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** Outlets passed to the analysis as "known" (we hold their bylines); the most covered first. */
const KNOWN_OUTLETS_LIMIT = 60;

export type OnboardingServiceDeps = {
  db: Db;
  ai: Pick<AiProvider, 'analyseCompany'>;
  aiCache: Pick<AiCache, 'peekLatestFor'>;
  fetchWebsite: FetchWebsite;
  companies: Pick<CompaniesService, 'countForUser' | 'create' | 'getOwned' | 'markWebsiteRead'>;
  keywords: Pick<KeywordsService, 'addMany'>;
  trends: Pick<TrendsService, 'knownOutlets'>;
  /** Ranks known outlets by how closely their recent articles match the company. */
  semantic: Pick<SemanticEngine, 'embed'>;
  users: Pick<UsersService, 'lockForUpdate' | 'completeOnboarding' | 'markOnboardingComplete'>;
  discovery: Pick<DiscoveryService, 'schedulePersonalCycle'>;
  /** The queue analyses run on (`deps.jobs`): durable, retried, one per company at a time, on any live process. */
  jobs: JobQueue;
  logger: Logger;
  now: () => Date;
};

/** Who is onboarding: the signed-in user and whether they hold admin rights. */
export type Onboarder = { user: Pick<User, 'id' | 'agencyPlan'>; isAdmin: boolean };

export type CurationResult = { company: CompanyRow; keywordsAdded: number };

/**
 * Onboarding: analyse a company from its website and the user's input, then store the reviewed result as the
 * user's (active) company with its keywords. One profile per user unless they are an admin or on the agency plan.
 */
export function createOnboardingService(deps: OnboardingServiceDeps) {
  const { db, ai, aiCache, companies, keywords, users, discovery, logger, now } = deps;
  const repo = createOnboardingRepo(db);

  function assertMayAddCompany(existingProfiles: number, who: Onboarder): void {
    if (existingProfiles > 0 && !who.isAdmin && !who.user.agencyPlan) throw forbidden(ONE_COMPANY_PLAN_MESSAGE);
  }

  /** The parsed home page, or null: an unreadable site never fails onboarding, the analysis works without it. */
  async function readSite(website: string): Promise<ParsedSite | null> {
    try {
      const result = await deps.fetchWebsite(website);
      if (result.failure)
        logger.info(
          { website, reason: result.failure.reason, detail: result.failure.message },
          'company website not readable',
        );
      return result.site;
    } catch (err) {
      logger.warn({ err, website }, 'company website fetch failed unexpectedly');
      return null;
    }
  }

  /** Outlets by what they cover; unranked (so the sector table decides) when the semantic engine fails. */
  async function rankOutlets(
    name: string,
    website: string,
    site: ParsedSite | null,
    outlets: KnownOutlet[],
  ): Promise<KnownOutlet[]> {
    try {
      return await rankOutletsByCoverage(deps.semantic, companyCoverageText(name, website, site), outlets);
    } catch (err) {
      logger.warn({ err }, 'outlets could not be ranked by coverage');
      return outlets.map(({ recentTitles: _titles, ...o }) => o);
    }
  }

  /**
   * Stores the first search as a job (so a crash after the answer does not lose it), never fails: the user is
   * already onboarded, and a discovery problem must not turn that into an error.
   */
  async function startFirstDiscovery(companyId: number, userId: string): Promise<void> {
    try {
      await discovery.schedulePersonalCycle({ companyId, userId, trigger: 'onboarding' });
    } catch (err) {
      logger.error({ err, companyId }, 'could not start the first personal trend discovery');
    }
  }

  /** The website read and the AI's draft of profile, keywords and outlets (no progress written). */
  async function analyseSite(userId: string, input: OnboardingInput, onRead: () => Promise<void>) {
    const [site, outlets] = await Promise.all([readSite(input.website), deps.trends.knownOutlets(KNOWN_OUTLETS_LIMIT)]);
    await onRead();
    const knownOutlets = await rankOutlets(input.companyName, input.website, site, outlets);
    const analysis = await ai.analyseCompany({
      companyName: input.companyName,
      website: input.website,
      userMediaOutlets: input.mediaOutlets,
      socialMediaLinks: input.socialMediaLinks,
      site,
      knownOutlets,
      // What this user typed shapes the analysis, so the cache keeps it as this account's alone.
      account: userId,
    });
    return { site, analysis };
  }

  /**
   * Onboarding's analysis as a job, with its run's progress. A retry after an attempt cut short (its process died)
   * or failed unexpectedly goes on with the same run, from the website again; the run is failed when the analysis is
   * refused (an AppError: the AI unavailable, an outcome the request answers) or its last attempt fails.
   */
  async function onboardingJob(userId: string, input: OnboardingInput, job: JobInfo): Promise<OnboardingAnalysis> {
    const progress = createProgressReporter({ repo, logger, now }, userId, input.runId);
    // A retry leaves the run's start alone (the user has waited since then) and a newer run of the user's too.
    await (job.retryCount === 0 ? progress.start() : progress.advance('website'));
    try {
      const { site, analysis } = await analyseSite(userId, input, () => progress.advance('analysis'));
      await progress.finish('done');
      return toAnalysisResponse(input, analysis, site);
    } catch (err) {
      if (err instanceof AppError || job.retryCount >= ONBOARDING_ANALYSIS_QUEUE.retryLimit) await progress.finish('failed');
      throw err;
    }
  }

  /** See `reanalyse`: run as a job keyed by the company. */
  async function reanalyseJob(userId: string, companyId: number): Promise<OnboardingAnalysis> {
    const company = await companies.getOwned(userId, companyId);
    const input: OnboardingInput = {
      companyName: company.companyName,
      website: company.website,
      mediaOutlets: company.mediaOutlets,
      // The links the user gave (a missing one is absent, as onboarding's form sends it).
      socialMediaLinks: Object.fromEntries(
        Object.entries(allSocialLinks(company.socialMediaLinks)).filter(([, link]) => link),
      ) as OnboardingInput['socialMediaLinks'],
    };
    const { site, analysis } = await analyseSite(userId, input, async () => undefined);
    if (site) await companies.markWebsiteRead(userId, company.id);
    return toAnalysisResponse(input, analysis, site);
  }

  deps.jobs.work(
    ONBOARDING_ANALYSIS_QUEUE,
    awaitedHandler(
      (data) => analysisJobSchema.parse(data),
      (job: AnalysisJob, info) => (job.kind === 'onboarding' ? onboardingJob(job.userId, job.input, info) : reanalyseJob(job.userId, job.companyId)),
    ),
  );

  return {
    /**
     * POST /api/onboarding/complete: nothing is stored here except the AI cache entry (7 days) and the run's
     * progress. The analysis is a job (whichever live process takes it, retried when cut short); the request waits
     * for its answer, and a second request for the same analysis joins the job already there.
     */
    async analyse(who: Onboarder, input: OnboardingInput): Promise<OnboardingAnalysis> {
      // Checked before the slow part, so a user who may not add a company is told at once.
      assertMayAddCompany(await companies.countForUser(who.user.id), who);
      const userId = who.user.id;
      try {
        const data: AnalysisJob = { kind: 'onboarding', userId, input };
        return onboardingAnalysisSchema.parse(await runAwaited(deps.jobs, ONBOARDING_ANALYSIS_QUEUE, data, onboardingAnalysisKey(userId, input)));
      } catch (err) {
        // Failed for good (every attempt cut short, say): the screen following the run reads it as failed. A run
        // the job has already ended keeps its outcome.
        await createProgressReporter({ repo, logger, now }, userId, input.runId).finish('failed');
        throw err;
      }
    },

    /**
     * My Company's "Read the site again": the same analysis as onboarding, through the same guarded fetch, for one
     * of the user's own companies (else 404), from what the profile holds now (name, website, the user's outlets and
     * links). Nothing the user wrote is changed: the answer is a proposal they accept field by field. Only the fact
     * that the site could be read is stored, so the "website could not be read" notice goes. A job keyed by the
     * company, as onboarding's.
     */
    async reanalyse(userId: string, companyId: number): Promise<OnboardingAnalysis> {
      const company = await companies.getOwned(userId, companyId);
      const data: AnalysisJob = { kind: 'reanalyse', userId, companyId: company.id };
      return onboardingAnalysisSchema.parse(await runAwaited(deps.jobs, ONBOARDING_ANALYSIS_QUEUE, data, `company:${company.id}`));
    },

    /**
     * GET /api/onboarding/progress: the user's own runs only; an unknown run is "pending" (not started yet), and
     * without a run id the latest run is answered.
     */
    async progress(userId: string, runId: string | undefined): Promise<OnboardingProgress> {
      const at = now();
      const [row, spread] = await Promise.all([
        repo.find(userId, runId),
        repo.durationSpread(new Date(at.getTime() - TYPICAL_DURATION_WINDOW_MS)),
      ]);
      return progressView(runId ?? row?.runId ?? null, row, at, typicalDuration(spread));
    },

    /**
     * POST /api/onboarding/skip: the user goes into the app without a company (spec 02 §2, Skip). Recorded on the
     * server, or the redirect rule would send them straight back; they add a company later from My Company or the
     * dashboard's prompt, both leading to /onboarding. A user who already has a company keeps it.
     */
    async skip(userId: string): Promise<OnboardingSkipResponse> {
      const user = await users.markOnboardingComplete(userId);
      return { hasCompletedOnboarding: true, hasCompany: (await companies.countForUser(user.id)) > 0 };
    },

    /**
     * POST /api/onboarding/curate, all or nothing: the profile, its activation, its keywords and the onboarding
     * flag commit together. Then a first personal trend discovery is queued to run in the background.
     */
    async curate(who: Onboarder, body: OnboardingCurationBody): Promise<CurationResult> {
      const userId = who.user.id;
      const at = now();
      // Target markets and key products of the analysis that /api/onboarding/complete cached for this user (or
      // the shared one made from the public name and site), read back without counting as a cache use, so
      // curation keeps them although the client does not send them. Never another account's entry.
      const cached = cachedDetailsSchema.safeParse(
        await aiCache.peekLatestFor(
          'company_analysis',
          companyAnalysisKeyInput(body.companyName, body.website),
          userId,
        ),
      );
      const details = cached.success ? cached.data : null;
      const terms = uniqueKeywordTerms([...body.selectedKeywords, ...body.customKeywords]);
      const result = await db.transaction(async (tx) => {
        await users.lockForUpdate(userId, tx);
        assertMayAddCompany(await companies.countForUser(userId, tx), who);
        const company = await companies.create(
          {
            userId,
            companyName: body.companyName,
            website: body.website,
            companyProfile: body.companyProfile,
            industry: body.industry || details?.industry || null,
            targetMarkets: details?.targetMarkets ?? [],
            keyProducts: details?.keyProducts ?? [],
            suggestedKeywords: terms,
            suggestedMediaOutlets: body.suggestedMediaOutlets,
            mediaOutlets: body.mediaOutlets,
            socialMediaLinks: allSocialLinks(body.socialMediaLinks),
            aiSocialMediaLinks: allSocialLinks(body.aiSocialMediaLinks),
            websiteReadable: body.websiteReadable ?? true,
            // The confirmed keywords are added right here, so client-side auto-population has nothing to do.
            keywordsAutoPopulatedAt: at,
          },
          tx,
        );
        const keywordsAdded = await keywords.addMany(company.id, userId, terms, tx);
        await users.completeOnboarding(userId, company.id, tx);
        return { company, keywordsAdded };
      });
      await startFirstDiscovery(result.company.id, userId);
      return result;
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
