import { z } from 'zod';
import { CACHE_PREFIXES, TEXT_LIMITS, TREND_DISCOVERY_FREQUENCY_KEY } from './constants';
import { boundedText, tooLongMessage } from './fields';
import { CACHE_PREFIX_INVALID_MESSAGE, FREQUENCY_INVALID_MESSAGE, REFRESH_COMPANY_MISSING_MESSAGE } from './messages';

/** Empty admin actions (pause, resume, clear all) may arrive with no body at all. */
const emptyAsObject = (v: unknown) => (v === undefined || v === null || v === '' ? {} : v);

/** GET /api/admin/cache/stats; hitRate is 0..1 (0 before any lookup). */
export const cacheStatsSchema = z.object({
  totalEntries: z.number().int(),
  keyBreakdown: z.object({
    trendEnrichment: z.number().int(),
    companyAnalysis: z.number().int(),
    mediaContacts: z.number().int(),
    trendSearch: z.number().int(),
  }),
  hits: z.number().int(),
  misses: z.number().int(),
  hitRate: z.number(),
});
export type CacheStats = z.infer<typeof cacheStatsSchema>;

export const cachePrefixSchema = z.enum(CACHE_PREFIXES, { error: CACHE_PREFIX_INVALID_MESSAGE });
export type CachePrefix = z.infer<typeof cachePrefixSchema>;

/** DELETE /api/admin/cache/clear: no prefix clears everything. */
export const cacheClearBodySchema = z.preprocess(
  emptyAsObject,
  z.object({ prefix: z.preprocess((v) => (v === '' || v === null ? undefined : v), cachePrefixSchema.optional()) }),
);
export type CacheClearBody = z.infer<typeof cacheClearBodySchema>;

const requiredForRefresh = (max: number, label: string) =>
  z
    .string({ error: REFRESH_COMPANY_MISSING_MESSAGE })
    .trim()
    .min(1, { error: REFRESH_COMPANY_MISSING_MESSAGE, abort: true })
    .max(max, tooLongMessage(label, max));

/** POST /api/admin/cache/refresh-company: drops and recomputes the cached analysis of one company. */
export const refreshCompanyCacheBodySchema = z.object({
  companyName: requiredForRefresh(TEXT_LIMITS.name, 'Company name'),
  website: requiredForRefresh(TEXT_LIMITS.url, 'Website'),
});
export type RefreshCompanyCacheBody = z.infer<typeof refreshCompanyCacheBodySchema>;

export const discoveryStatusValueSchema = z.enum(['running', 'paused', 'stopped', 'error']);
export type DiscoveryStatusValue = z.infer<typeof discoveryStatusValueSchema>;

/** GET /api/admin/trend-discovery/status */
export const discoveryStatusSchema = z.object({
  status: discoveryStatusValueSchema,
  isPaused: z.boolean(),
  hasActiveInterval: z.boolean(),
  lastRunAt: z.string().nullable().optional(),
  nextRunAt: z.string().nullable().optional(),
  frequencyMinutes: z.number().optional(),
  lastError: z.string().nullable().optional(),
});
export type DiscoveryStatus = z.infer<typeof discoveryStatusSchema>;

/** POST /api/admin/trend-discovery/pause and /resume take no fields. */
export const emptyBodySchema = z.preprocess(emptyAsObject, z.object({}));

/** GET /api/admin/config (one entry); values are text, e.g. the frequency in minutes. */
export const configEntrySchema = z.object({
  key: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type ConfigEntry = z.infer<typeof configEntrySchema>;

export const configEntriesResponseSchema = z.array(configEntrySchema);

/** Parses a discovery frequency in minutes; null unless it is a finite number of at least 1. */
export function parseFrequencyMinutes(value: string): number | null {
  const trimmed = value.trim();
  const n = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(n) && n >= 1 ? n : null;
}

/** POST /api/admin/config: numbers are accepted and stored as text; known keys are checked. */
export const configBodySchema = z
  .object({
    key: z
      .string({ error: 'Key is required' })
      .trim()
      .min(1, { error: 'Key is required', abort: true })
      .max(100, tooLongMessage('Key', 100))
      .regex(/^[a-z0-9_.-]+$/i, 'Key may contain only letters, digits, dots, dashes and underscores'),
    value: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), boundedText('Value', TEXT_LIMITS.text)),
    description: boundedText('Description', 1000).nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.key === TREND_DISCOVERY_FREQUENCY_KEY && parseFrequencyMinutes(b.value) === null) {
      ctx.addIssue({ code: 'custom', message: FREQUENCY_INVALID_MESSAGE, path: ['value'] });
    }
  });
export type ConfigBody = z.infer<typeof configBodySchema>;

/** GET /api/admin/trend-discovery/runs (one row): what one cycle did, newest first. */
export const discoveryRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['global', 'personal']),
  trigger: z.string(),
  status: z.enum(['running', 'succeeded', 'failed', 'skipped']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  itemsFetched: z.number().int(),
  topicsUpserted: z.number().int(),
  trendsUpserted: z.number().int(),
  /** One line per failing source ('rss:https://…: timed out'). */
  errors: z.array(z.string()),
});
export type DiscoveryRun = z.infer<typeof discoveryRunSchema>;
export const discoveryRunsResponseSchema = z.array(discoveryRunSchema);

/** One source global cycles read, with its last outcome. `origin` says where it was configured. */
export const discoverySourceSchema = z.object({
  key: z.string(),
  kind: z.enum(['demo', 'feed', 'google-trends', 'hacker-news']),
  url: z.string().nullable(),
  origin: z.enum(['builtin', 'environment', 'admin']),
  /** Read only while no other source answers (the demo corpus of an install reading the public sources). */
  fallback: z.boolean(),
  lastFetchedAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastError: z.string().nullable(),
  itemCount: z.number().int(),
});
export type DiscoverySource = z.infer<typeof discoverySourceSchema>;
export const discoverySourcesResponseSchema = z.object({
  /** demo: the demo corpus is the news (public sources off, no feed); live: real sources, demo only as fallback. */
  mode: z.enum(['demo', 'live']),
  sources: z.array(discoverySourceSchema),
});
export type DiscoverySources = z.infer<typeof discoverySourcesResponseSchema>;

/** POST and DELETE /api/admin/trend-discovery/feeds: one RSS or Atom feed URL. */
export const feedUrlBodySchema = z.object({
  url: z
    .string({ error: 'Feed URL is required' })
    .trim()
    .min(1, { error: 'Feed URL is required', abort: true })
    .max(TEXT_LIMITS.url, tooLongMessage('Feed URL', TEXT_LIMITS.url))
    .pipe(z.url({ protocol: /^https?$/, error: 'Feed URL must be an http(s) address' })),
});
export type FeedUrlBody = z.infer<typeof feedUrlBodySchema>;

/** DELETE /api/admin/cache/clear and POST /api/admin/cache/refresh-company answer a message and a count. */
export const cacheActionResponseSchema = z.object({ message: z.string(), deleted: z.number().int().optional() });

// --- AI settings (the Config tab's AI section, decision 39) ---

/** Who writes angles and pitches: the offline engine, or a language model on an OpenAI-compatible server. */
export const aiEngines = ['offline', 'model'] as const;
export const aiEngineSchema = z.enum(aiEngines, { error: "Engine must be 'offline' or 'model'" });
export type AiEngine = z.infer<typeof aiEngineSchema>;

export const AI_MODEL_MAX = 200;
export const AI_KEY_MAX = 500;

/** A blank base URL means OpenAI's own API (the SDK's default), stored as null. */
const baseUrlField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'Base URL must be text' })
    .max(TEXT_LIMITS.url, tooLongMessage('Base URL', TEXT_LIMITS.url))
    .pipe(z.url({ protocol: /^https?$/, error: 'Base URL must be an http(s) address' }))
    .nullable(),
);

const modelField = z
  .string({ error: 'Model is required' })
  .trim()
  .min(1, { error: 'Model is required', abort: true })
  .max(AI_MODEL_MAX, tooLongMessage('Model', AI_MODEL_MAX));

/** Write-only: omitted keeps the stored key, an empty value clears it. Never part of any answer. */
const apiKeyField = z
  .string({ error: 'API key must be text' })
  .trim()
  .max(AI_KEY_MAX, tooLongMessage('API key', AI_KEY_MAX));

/** PUT /api/admin/ai-settings */
export const aiSettingsBodySchema = z.object({
  engine: aiEngineSchema,
  baseUrl: baseUrlField,
  model: modelField,
  apiKey: apiKeyField.optional(),
});
export type AiSettingsBody = z.infer<typeof aiSettingsBodySchema>;

/** POST /api/admin/ai-settings/test: each field omitted is taken from the settings in force. */
export const aiConnectionTestBodySchema = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? {} : v),
  z.object({
    baseUrl: baseUrlField.optional(),
    model: modelField.optional(),
    apiKey: apiKeyField.optional(),
  }),
);
export type AiConnectionTestBody = z.infer<typeof aiConnectionTestBodySchema>;

/** GET and PUT /api/admin/ai-settings: the settings in force, never the key itself. */
export const aiSettingsSchema = z.object({
  engine: aiEngineSchema,
  /** null: OpenAI's own API. */
  baseUrl: z.string().nullable(),
  model: z.string(),
  /** Whether a key will be sent (a saved one, or OPENAI_API_KEY while none was saved or cleared). */
  keySet: z.boolean(),
  keySource: z.enum(['saved', 'environment']).nullable(),
  /** 'environment': nothing saved yet, the values are the environment's (OPENAI_*); 'saved': an admin saved them. */
  source: z.enum(['environment', 'saved']),
  /** What the saved key is encrypted with (AES-256-GCM): its own variable, or a key derived from the session secret. */
  keyProtection: z.enum(['SETTINGS_ENCRYPTION_KEY', 'SESSION_SECRET']),
  /** A problem the admin should act on (a saved key that can no longer be decrypted), else null. */
  notice: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;

/** POST /api/admin/ai-settings/test */
export const aiConnectionTestSchema = z.object({
  ok: z.boolean(),
  model: z.string(),
  baseUrl: z.string().nullable(),
  latencyMs: z.number().int().nonnegative(),
  /** Readable: 'The model answered in 120 ms' or why it failed. */
  message: z.string(),
});
export type AiConnectionTest = z.infer<typeof aiConnectionTestSchema>;
