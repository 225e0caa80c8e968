import type { RequestHandler } from 'express';
import { AiCache, CachedAiProvider, createAiSettings, createSecretBox, type AiProvider, type AiSettingsService } from './ai';
import { createPasswordResetService, type PasswordResetService } from './auth/password-reset.service';
import { loadOrCreateSessionSecret } from './auth/session-secret';
import type { Config } from './config';
import { databaseKind, type Db } from './db/client';
import { createCompanyRescorer } from './discovery/company-rescorer';
import { createDiscoveryService, type DiscoveryService } from './discovery/discovery.service';
import { createEngineSettingsStore } from './discovery/engine-settings-store';
import { DraftThread } from './discovery/pipeline/draft-thread';
import type { TrackedCompanies } from './discovery/ports';
import {
  AI_RATE_LIMIT_MESSAGE,
  AUTH_RATE_LIMIT_MESSAGE,
  createRateLimit,
  REFRESH_RATE_LIMIT_MESSAGE,
} from './http/rate-limit';
import { logger as rootLogger, type Logger } from './logger';
import { createImapReader } from './mail/imap-reader';
import { createSmtpSender } from './mail/smtp-sender';
import { createMailboxService, type MailboxService } from './modules/mailbox/mailbox.service';
import { createAlertsService, type AlertsService } from './modules/alerts/alerts.service';
import { createDoNotContactService, type DoNotContactService } from './modules/do-not-contact/do-not-contact.service';
import { systemResolver } from './net';
import { createSystemMail, type SystemMail } from './mail/system-mail';
import type { JobQueue } from './jobs/job-queue';
import { createPgBossQueue } from './jobs/pg-boss-queue';
import { createSafeFetch } from './net';
import { createAdminConfigService, type AdminConfigService } from './modules/admin/admin-config.service';
import { createAdminService, type AdminService } from './modules/admin/admin.service';
import { createCompaniesService, type CompaniesService } from './modules/companies/companies.service';
import { createContactsService, type ContactsService } from './modules/contacts/contacts.service';
import { createContactDiscovery } from './modules/contacts/discovery/contact-discovery';
import { createArticlePages } from './discovery/articles/article-pages';
import { createCreditsService, type CreditsService } from './modules/credits/credits.service';
import { createKeywordSearchService, type KeywordSearchService } from './modules/keywords/keyword-search.service';
import { createKeywordsService, type KeywordsService } from './modules/keywords/keywords.service';
import { createWebsiteFetcher, type FetchWebsite } from './modules/onboarding/fetch-website';
import { createOnboardingService, type OnboardingService } from './modules/onboarding/onboarding.service';
import { createPitchesService, type PitchesService } from './modules/pitches/pitches.service';
import { createSavedItemsService, type SavedItemsService } from './modules/saved-items/saved-items.service';
import { createStatsService, type StatsService } from './modules/stats/stats.service';
import { createStoryAnglesService, type StoryAnglesService } from './modules/story-angles/story-angles.service';
import { createTrendsRefreshService, type TrendsRefreshService } from './modules/trends/trends-refresh.service';
import { createTrendsService, type TrendsService } from './modules/trends/trends.service';
import { createUsersService, type UsersService } from './modules/users/users.service';
import { createSemanticEngine, type SemanticEngine } from './semantic';

/**
 * Everything routes and services need, built once per app: the one composition root. No route file and no
 * service constructs another service; tests build it with `buildDeps` and replace any entry
 * (`createTestApp({ deps: { … } })`).
 *
 * Extension point: an engine or module service gets a field here and one line in `buildDeps`; its routes read
 * it from `deps`. Keep entries to services and engines — request-scoped state belongs on the request.
 */
export type AppDeps = {
  config: Config;
  db: Db;
  logger: Logger;
  /** The clock every rule reads (credit resets, expiries), so tests can move time. */
  now: () => Date;
  /**
   * The one queue background work runs on (pg-boss in this database): durable, retried, never twice at once per
   * key. index.ts starts it at boot; a test app's starts on its first job. Stopped with the app.
   */
  jobs: JobQueue;
  users: UsersService;
  credits: CreditsService;
  /** The installation's outgoing mail (SMTP_URL / SMTP_HOST, MAIL_FROM), sent as jobs; `available` false without it. */
  systemMail: SystemMail;
  /** "Forgot password?": one-time links by system mail, and the reset they open. */
  passwordReset: PasswordResetService;
  /** Each user's own mailbox (Settings), which pitches are sent from; its app password sealed with the settings box. */
  mailbox: MailboxService;
  /** Each company's do-not-contact list; sending a pitch checks it. */
  doNotContact: DoNotContactService;
  /** Each user's daily or weekly digest of new relevant trends (system mail), and its unsubscribe link. */
  alerts: AlertsService;
  /** Per-address budget for /api/auth/login and /api/auth/register (config.rateLimits.auth). */
  authRateLimit: RequestHandler;
  /** Per-user budget for AI routes: `api.post(path, 'user', deps.aiRateLimit, handler)` (config.rateLimits.ai). */
  aiRateLimit: RequestHandler;
  /** Per-user budget for POST /api/trends/refresh, each a whole discovery cycle (config.rateLimits.refresh). */
  refreshRateLimit: RequestHandler;
  /**
   * The AI engine behind the database cache: the one the admin's AI settings choose (offline or a model), else the
   * environment's (OpenAI when OPENAI_API_KEY is set, else offline); swapped without a restart when they change.
   */
  ai: AiProvider;
  /** The admin's AI settings (GET/PUT /api/admin/ai-settings, the connection test); owns the engine `ai` wraps. */
  aiSettings: AiSettingsService;
  /** The one database cache of AI and search results (the provider's, keyword searches', the admin's). */
  aiCache: AiCache;
  /** Reads a company home page for onboarding (guarded fetch; ALLOW_PRIVATE_FETCH honoured). */
  fetchWebsite: FetchWebsite;
  companies: CompaniesService;
  keywords: KeywordsService;
  /** Trend searches for tracked keywords (single, batch, by theme). */
  keywordSearch: KeywordSearchService;
  /** Trend discovery: global and personal cycles, the scheduler and its admin controls. */
  discovery: DiscoveryService;
  /** Trends the active company can see (list, explanation, lookups for saved items, keyword searches, stats). */
  trends: TrendsService;
  /** POST /api/trends/refresh: one awaited personal discovery cycle. */
  trendsRefresh: TrendsRefreshService;
  /** Bookmarks of trends, story angles, pitches and contacts. */
  savedItems: SavedItemsService;
  storyAngles: StoryAnglesService;
  pitches: PitchesService;
  contacts: ContactsService;
  /** The dashboard's stats strip. */
  stats: StatsService;
  /** Company analysis and curation. */
  onboarding: OnboardingService;
  /** The admin Config tab (admin_config). */
  adminConfig: AdminConfigService;
  /** Every other admin tab: stats, users, trends and topics, cache, discovery feeds, contact moderation. */
  admin: AdminService;
  /** Closeness in meaning of texts (`embed`, `similarity`): OpenAI embeddings when configured, else word vectors. */
  semantic: SemanticEngine;
  /** The worker thread discovery clusters in, started on first use (index.ts closes it at shutdown). */
  drafts: DraftThread;
};

/**
 * Discovery's port to the tables the companies and keywords modules own (company_profiles, keywords): their
 * services' batch methods, so the engine imports no module. Tests that build discovery themselves use it too.
 */
export function trackedCompanies(owners: {
  companies: Pick<CompaniesService, 'findMany'>;
  keywords: Pick<KeywordsService, 'ofCompanies' | 'recordCounts'>;
}): TrackedCompanies {
  return {
    listForRelevance: (ids) => owners.companies.findMany(ids),
    keywordsOf: (companyIds) => owners.keywords.ofCompanies(companyIds),
    recordKeywordCounts: (counts) => owners.keywords.recordCounts(counts),
  };
}

/**
 * The periodic jobs the minute tick queues (each throttled by its own key): every one is tried, and one failing
 * leaves the others queued; the first failure is what the tick logs.
 */
async function periodicJobs(queue: ReadonlyArray<() => Promise<void>>): Promise<void> {
  const failed = (await Promise.allSettled(queue.map((q) => q()))).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** A bound, on a database only this process writes, for a write that would bypass drizzle (decision 0023). */
const ONE_WRITER_TREND_LIST_MS = 60_000;

/**
 * Builds every service and engine once, in dependency order; an override replaces the built one for every
 * service that depends on it (tests pass fakes this way).
 */
export function buildDeps(config: Config, db: Db, overrides: Partial<AppDeps> = {}): AppDeps {
  const now = overrides.now ?? (() => new Date());
  const logger = overrides.logger ?? rootLogger;
  const aiCache = overrides.aiCache ?? new AiCache(db, now);
  const semantic = overrides.semantic ?? createSemanticEngine(config, aiCache);
  // The key an admin saves is sealed with SETTINGS_ENCRYPTION_KEY, else with the session secret (decision 39).
  const settingsSecret = () =>
    config.settingsEncryptionKey ?? config.sessionSecret ?? loadOrCreateSessionSecret(config.dataDir);
  // The one box secrets at rest are sealed with: the admin's AI key, queued system mail (a reset link).
  const secretBox = createSecretBox(settingsSecret);
  const aiSettings =
    overrides.aiSettings ??
    createAiSettings({
      store: createEngineSettingsStore(db, 'ai_settings'),
      box: secretBox,
      env: { apiKey: config.openaiApiKey, baseUrl: config.openaiBaseUrl, model: config.openaiModel },
      keyProtection: config.settingsEncryptionKey ? 'SETTINGS_ENCRYPTION_KEY' : 'SESSION_SECRET',
      allowPrivateFetch: config.allowPrivateFetch,
      timeoutMs: config.aiTimeoutMs,
      logger,
      now,
      semantic,
    });
  const ai = overrides.ai ?? new CachedAiProvider(aiSettings.provider, aiCache);
  const fetchWebsite = overrides.fetchWebsite ?? createWebsiteFetcher({ allowPrivate: config.allowPrivateFetch });
  const users = overrides.users ?? createUsersService({ db, config });
  const credits = overrides.credits ?? createCreditsService({ db, users, now });
  // Companies and keywords need each other (a company's context lists its keywords, and switching company
  // seeds suggested keywords; keywords belong to the active company): companies gets a reference that resolves to the keywords service once it is built.
  const lateKeywords: Pick<KeywordsService, 'terms' | 'seedFromSuggestionsIfEmpty'> = {
    terms: (companyId, tx) => keywords.terms(companyId, tx),
    seedFromSuggestionsIfEmpty: (tx, company) => keywords.seedFromSuggestionsIfEmpty(tx, company),
  };
  // Relevance follows an edit of what it reads (profile, industry, markets, keywords) at once: companies and keywords
  // are built before the rescorer, which reads both, so they get a reference that resolves to it once it is built.
  const lateRelevance = { rescore: (companyId: number) => companyRescorer.rescore(companyId) };
  const companies =
    overrides.companies ?? createCompaniesService({ db, users, keywords: lateKeywords, relevance: lateRelevance, appOrigin: config.appOrigin, now });
  // Only this process writes a PGlite database, so its trends list is exact while kept (trends.service.ts).
  const listCacheMs = databaseKind(config.databaseUrl) === 'pglite' ? ONE_WRITER_TREND_LIST_MS : undefined;
  const trends = overrides.trends ?? createTrendsService({ db, now, ai, semantic, companies, listCacheMs });
  const keywords = overrides.keywords ?? createKeywordsService({ db, ai, companies, trends, relevance: lateRelevance });
  const companyRescorer = createCompanyRescorer({ db, now, logger, semantic, companies: trackedCompanies({ companies, keywords }) });
  const drafts = overrides.drafts ?? new DraftThread();
  const jobs = overrides.jobs ?? createPgBossQueue({ db, logger, expireInSeconds: config.jobExpireSeconds });
  const systemMail =
    overrides.systemMail ??
    createSystemMail({
      config: config.systemMail,
      jobs,
      box: secretBox,
      sender: () => createSmtpSender(config.systemMail!.transport),
      logger,
    });
  const mailbox =
    overrides.mailbox ??
    createMailboxService({
      db,
      now,
      box: secretBox,
      allowPrivate: config.allowPrivateFetch,
      resolve: systemResolver,
      connect: createSmtpSender,
      read: createImapReader,
    });
  // User-given addresses and the pages behind them go through one guard; article pages are read politely.
  const outboundFetch = createSafeFetch({ allowPrivate: config.allowPrivateFetch });
  const articlePages = createArticlePages({ fetch: outboundFetch, now });
  const discovery =
    overrides.discovery ??
    createDiscoveryService({
      db,
      config,
      logger,
      now,
      ai,
      semantic,
      drafts,
      jobs,
      pages: articlePages,
      companies: trackedCompanies({ companies, keywords }),
      // The minute tick also queues the hourly pruning of expired cache entries and sessions (admin-maintenance.ts),
      // the hourly trend digest sweep and the reply checks of every inbox: late-bound, they are built later.
      alsoEnqueue: (): Promise<void> =>
        periodicJobs([() => admin.queueExpiredPrune(), () => alerts.queueSweep(), () => pitches.queueReplyChecks()]),
    });
  // Saved items need story angles (the saved flag) and story angles' save toggle needs saved items: late-bound.
  const lateSavedItems: Pick<SavedItemsService, 'save' | 'removeByTarget'> = {
    save: (userId, body) => savedItems.save(userId, body),
    removeByTarget: (userId, type, id) => savedItems.removeByTarget(userId, type, id),
  };
  const storyAngles =
    overrides.storyAngles ??
    createStoryAnglesService({ db, now, ai, semantic, credits, companies, trends, savedItems: lateSavedItems });
  // Contacts read bookmarks (isSaved) and saved items resolve contacts: late-bound like lateSavedItems.
  // One indexed query, not the whole resolved Saved Items list (which loads every bookmarked trend and angle).
  const savedContactIds = (userId: string): Promise<number[]> => savedItems.savedIdsOf('contact', userId);
  const contacts =
    overrides.contacts ??
    createContactsService({
      db,
      now,
      ai,
      companies,
      storyAngles,
      savedContactIds,
      jobs,
      discovery: createContactDiscovery({
        news: { outletFeeds: (outlet) => discovery.outletFeeds(outlet) },
        fetch: outboundFetch,
        pages: articlePages,
        semantic,
        cache: aiCache,
        now,
      }),
    });
  const doNotContact =
    overrides.doNotContact ??
    createDoNotContactService({ db, companies, contacts, appOrigin: config.appOrigin, secret: settingsSecret });
  const pitches =
    overrides.pitches ??
    createPitchesService({ db, now, ai, credits, companies, storyAngles, contacts, users, mailbox, doNotContact, jobs });
  const savedItems =
    overrides.savedItems ?? createSavedItemsService({ db, now, companies, trends, storyAngles, pitches, contacts });
  const alerts =
    overrides.alerts ??
    createAlertsService({
      db,
      now,
      logger,
      jobs,
      systemMail,
      users,
      companies,
      trends,
      appOrigin: config.appOrigin,
      secret: settingsSecret,
    });
  const admin = createAdminService({ config, db, now, logger, jobs, users, storyAngles, savedItems, pitches, contacts, discovery, aiCache });

  return {
    config,
    db,
    logger,
    now,
    jobs,
    users,
    credits,
    systemMail,
    mailbox,
    doNotContact,
    alerts,
    passwordReset: createPasswordResetService({
      db,
      now,
      logger,
      users,
      mail: systemMail,
      appOrigin: config.appOrigin,
      localAccounts: config.authProvider === 'local',
      passwordHashCost: config.passwordHashCost,
    }),
    authRateLimit: createRateLimit('auth', config.rateLimits.auth, AUTH_RATE_LIMIT_MESSAGE, 'address', db),
    aiRateLimit: createRateLimit('ai', config.rateLimits.ai, AI_RATE_LIMIT_MESSAGE, 'user', db),
    refreshRateLimit: createRateLimit('refresh', config.rateLimits.refresh, REFRESH_RATE_LIMIT_MESSAGE, 'user', db),
    ai,
    aiSettings,
    aiCache,
    fetchWebsite,
    companies,
    keywords,
    // The cache is the app's one AiCache: searches share its table, counters and invalidation with the AI's.
    keywordSearch: createKeywordSearchService({
      now,
      logger,
      cache: aiCache,
      discovery,
      companies,
      trends,
      keywords,
      semantic,
    }),
    discovery,
    trends,
    trendsRefresh: createTrendsRefreshService({ companies, discovery }),
    savedItems,
    storyAngles,
    pitches,
    contacts,
    stats: createStatsService({
      db,
      now,
      companies,
      trends,
      storyAngles,
      savedItems,
      keywords,
      trendFiguresCacheMs: listCacheMs,
    }),
    onboarding: createOnboardingService({
      db,
      ai,
      aiCache,
      fetchWebsite,
      companies,
      keywords,
      users,
      trends,
      semantic,
      discovery,
      jobs,
      logger,
      now,
    }),
    adminConfig: createAdminConfigService({ now, discovery }),
    admin,
    semantic,
    drafts,
    ...overrides,
  };
}
