import type { RequestHandler } from 'express';
import { AiCache, CachedAiProvider, createAiProvider, type AiProvider } from './ai';
import type { Config } from './config';
import type { Db } from './db/client';
import { createDiscoveryService, type DiscoveryService } from './discovery/discovery.service';
import { createAiRateLimit, createAuthRateLimit } from './http/rate-limit';
import { logger as rootLogger, type Logger } from './logger';
import { createCompaniesService, type CompaniesService } from './modules/companies/companies.service';
import { createCreditsService, type CreditsService } from './modules/credits/credits.service';
import { createKeywordsService, type KeywordsService } from './modules/keywords/keywords.service';
import { createWebsiteFetcher, type FetchWebsite } from './modules/onboarding/fetch-website';
import { createSavedItemsService, type SavedItemsService } from './modules/saved-items/saved-items.service';
import { createTrendsService, type TrendsService } from './modules/trends/trends.service';
import { createUsersService, type UsersService } from './modules/users/users.service';
import { createSemanticEngine, type SemanticEngine } from './semantic';

/**
 * Everything routes and services need, built once per app. Tests build it with `buildDeps` and replace any
 * entry (`createTestApp({ deps: { … } })`).
 *
 * Extension point: an engine or module service that routes need (ai, discovery, companies, …) gets a field
 * here and one line in `buildDeps`; its routes read it from `deps`. Keep entries to services and engines —
 * request-scoped state belongs on the request.
 */
export type AppDeps = {
  config: Config;
  db: Db;
  logger: Logger;
  /** The clock every rule reads (credit resets, expiries), so tests can move time. */
  now: () => Date;
  users: UsersService;
  credits: CreditsService;
  /** Per-address budget for /api/auth/login and /api/auth/register. */
  authRateLimit: RequestHandler;
  /** Per-user budget for AI routes: `api.post(path, 'user', deps.aiRateLimit, handler)`. */
  aiRateLimit: RequestHandler;
  /** The AI engine (OpenAI when OPENAI_API_KEY is set, else offline) behind the database cache. */
  ai: AiProvider;
  /** The one database cache of AI and search results (the provider's, keyword searches', the admin's). */
  aiCache: AiCache;
  /** Reads a company home page for onboarding (guarded fetch; ALLOW_PRIVATE_FETCH honoured). */
  fetchWebsite: FetchWebsite;
  companies: CompaniesService;
  keywords: KeywordsService;
  /** Trend discovery: global and personal cycles, the scheduler and its admin controls. */
  discovery: DiscoveryService;
  /** Trends the active company can see (list, explanation, lookups for saved items, keyword searches, stats). */
  trends: TrendsService;
  /** Bookmarks of trends, story angles, pitches and contacts. */
  savedItems: SavedItemsService;
  /** Closeness in meaning of texts (`embed`, `similarity`): OpenAI embeddings when configured, else word vectors. */
  semantic: SemanticEngine;
};

export function buildDeps(config: Config, db: Db, overrides: Partial<AppDeps> = {}): AppDeps {
  const now = overrides.now ?? (() => new Date());
  const logger = overrides.logger ?? rootLogger;
  const users = overrides.users ?? createUsersService({ db, config });
  const aiOptions = {
    apiKey: config.openaiApiKey,
    baseURL: config.openaiBaseUrl,
    model: config.openaiModel,
    timeoutMs: config.aiTimeoutMs,
    logger,
    now,
  };
  const aiCache = overrides.aiCache ?? new AiCache(db, now);
  const ai = overrides.ai ?? new CachedAiProvider(createAiProvider(aiOptions), aiCache);
  // The keywords service reads companies, and switching company seeds keywords: the seed reaches the keywords
  // service through this closure, called only after both are built.
  const companies: CompaniesService =
    overrides.companies ??
    createCompaniesService({ db, users, now, seedKeywords: (tx, company) => keywords.seedFromSuggestionsIfEmpty(tx, company) });
  const keywords: KeywordsService = overrides.keywords ?? createKeywordsService({ db, ai, companies });
  const trends = overrides.trends ?? createTrendsService({ db, now, ai, companies });
  return {
    config,
    db,
    logger,
    now,
    users,
    credits: createCreditsService({ db, now }),
    authRateLimit: createAuthRateLimit(config.rateLimits.auth),
    aiRateLimit: createAiRateLimit(config.rateLimits.ai),
    ai,
    aiCache,
    fetchWebsite: createWebsiteFetcher({ allowPrivate: config.allowPrivateFetch }),
    companies,
    keywords,
    discovery: overrides.discovery ?? createDiscoveryService({ db, config, logger, now, ai }),
    trends,
    savedItems: createSavedItemsService({ db, now, trends }),
    semantic: createSemanticEngine(config, aiCache),
    ...overrides,
  };
}
