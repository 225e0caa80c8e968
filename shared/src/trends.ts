import { z } from 'zod';
import { TEXT_LIMITS } from './constants';
import { boundedText } from './fields';
import { timeframes, trendCategories } from './vocabulary';

export type { TrendCategory } from './vocabulary';

export const trendCategorySchema = z.enum(trendCategories);

export const mentionVelocities = ['explosive', 'high', 'medium', 'low'] as const;
export const mentionVelocitySchema = z.enum(mentionVelocities);
export type MentionVelocity = z.infer<typeof mentionVelocitySchema>;

export const mentionVolumes = ['high', 'medium', 'low'] as const;
export const mentionVolumeSchema = z.enum(mentionVolumes);
export type MentionVolume = z.infer<typeof mentionVolumeSchema>;

export const sentiments = ['positive', 'neutral', 'negative'] as const;
export const sentimentSchema = z.enum(sentiments);
export type Sentiment = z.infer<typeof sentimentSchema>;

export const trendScopes = ['global', 'personal'] as const;
export const trendScopeSchema = z.enum(trendScopes);
export type TrendScope = z.infer<typeof trendScopeSchema>;

/** Source tabs: All Trends (default), My Trends (personal), Global Trends. */
export const trendSourceSchema = z.enum(['all', 'personal', 'global']);
export type TrendSource = z.infer<typeof trendSourceSchema>;

export const timeframeSchema = z.enum(timeframes);
export type Timeframe = z.infer<typeof timeframeSchema>;

/** One bucket of the mention-over-time chart. */
export const mentionPointSchema = z.object({ t: z.string(), mentions: z.number().int() });
export type MentionPoint = z.infer<typeof mentionPointSchema>;

/**
 * A story with mentions in a window and none in the window before. Its growth is not a percentage (it would be
 * infinite; the stored figure is capped): it is 'new', and every screen and explanation says so.
 */
export function isNewInWindow(mentions: number, previousMentions: number): boolean {
  return mentions > 0 && previousMentions === 0;
}

/** One report of a trend: the article, the outlet that ran it, its headline and when it was published. */
export const trendReportSchema = z.object({
  url: z.string(),
  /** The outlet's name as its feed gives it, else from the link's site; null when neither says. */
  outlet: z.string().nullable(),
  title: z.string(),
  publishedAt: z.string(),
});
export type TrendReport = z.infer<typeof trendReportSchema>;

export const trendSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: trendCategorySchema,
  relatedKeywords: z.array(z.string()),
  /** The company's keywords found in this trend (empty for a company with no match). */
  matchedKeywords: z.array(z.string()),
  /** Relevance to the active company, 0..1 (shown with 2 decimals). */
  relevanceScore: z.number(),
  mentionVelocity: mentionVelocitySchema,
  mentionVolume: mentionVolumeSchema,
  trendingReason: z.string(),
  timeframe: z.string(),
  mentions: z.number().int(),
  sentiment: sentimentSchema,
  /** Percent change of mentions against the previous window; may be negative. */
  growth: z.number(),
  /** Mentions in this window and none in the one before: shown as 'New', never as a percentage (see isNewInWindow). */
  isNew: z.boolean().optional(),
  rank: z.number().int(),
  isActive: z.boolean(),
  /** The reports' URLs, most recent first (the spec's field; the same order as `reports`). */
  sourceUrls: z.array(z.string()),
  /** The reports themselves, most recent first, at most MAX_TREND_REPORTS (mentions may count more). */
  reports: z.array(trendReportSchema),
  /** A story one outlet alone reported, shown because it matters to the company (not a trend others see). */
  singleReport: z.boolean(),
  /** From the bundled demo corpus: fictional outlets, shown as 'Demo news — fictional outlets' wherever it appears. */
  demo: z.boolean(),
  scope: trendScopeSchema,
  mentionHistory: z.array(mentionPointSchema),
  /** The keyword whose search produced a personal trend. */
  keyword: z.string().nullable().optional(),
  lastSeenAt: z.string().optional(),
  createdAt: z.string().optional(),
});
export type Trend = z.infer<typeof trendSchema>;

export const trendsResponseSchema = z.array(trendSchema);

/** Accepts `a,b,c` or a repeated parameter; blanks dropped, values lower-cased to match the enums. */
const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === null) return [];
    const parts = (Array.isArray(v) ? v : [v]).flatMap((p) => (typeof p === 'string' ? p.split(',') : [p]));
    return parts.map((p) => (typeof p === 'string' ? p.trim().toLowerCase() : p)).filter((p) => p !== '');
  }, z.array(item).max(20));

const blankAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /api/trends query string. */
export const trendsQuerySchema = z.object({
  source: z.preprocess(blankAsUndefined, trendSourceSchema.default('all')),
  categories: commaList(trendCategorySchema),
  sentiment: z.preprocess(blankAsUndefined, sentimentSchema.optional()),
  mentionVelocity: commaList(mentionVelocitySchema),
  timeframe: z.preprocess(blankAsUndefined, timeframeSchema.default('24h')),
  /** The dashboard search box: matches title, description and keywords. */
  search: z.preprocess(blankAsUndefined, boundedText('Search', TEXT_LIMITS.name).optional()),
});
export type TrendsQuery = z.infer<typeof trendsQuerySchema>;

/** GET /api/trends/{id}/explanation */
export const trendExplanationSchema = z.object({
  explanation: z.string(),
  /** 0..1; the UI shows 'N% semantic match' above 0.3. */
  semanticSimilarity: z.number(),
  matchedKeywords: z.array(z.string()).optional(),
  relevanceScore: z.number().optional(),
});
export type TrendExplanation = z.infer<typeof trendExplanationSchema>;

/** GET /api/trends/schedule: how often discovery looks for trends (the admin's configured frequency), for the guide. */
export const trendScheduleSchema = z.object({ frequencyMinutes: z.number().int().positive() });
export type TrendSchedule = z.infer<typeof trendScheduleSchema>;

/** POST /api/trends/refresh */
export const trendsRefreshResponseSchema = z.object({
  message: z.string(),
  trendsUpdated: z.number().int().optional(),
});
export type TrendsRefreshResponse = z.infer<typeof trendsRefreshResponseSchema>;
