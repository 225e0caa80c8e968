import { z } from 'zod';
import { KEYWORD_TERM_MAX, MAX_CUSTOM_KEYWORDS, PROFILE_MAX, PROFILE_MIN, TEXT_LIMITS } from './constants';
import { boundedText, commaOrList, textList, tooLongMessage } from './fields';
import {
  WEBSITE_PATTERN,
  companyProfileSchema,
  socialLinksObject,
  socialMediaLinksInputSchema,
  socialMediaLinksSchema,
  socialNetworkLabels,
} from './companies';
import {
  COMPANY_NAME_REQUIRED_MESSAGE,
  CUSTOM_KEYWORD_DUPLICATE_MESSAGE,
  CUSTOM_KEYWORD_EMPTY_MESSAGE,
  CUSTOM_KEYWORDS_MAX_MESSAGE,
  KEYWORDS_REQUIRED_MESSAGE,
  PROFILE_TOO_LONG_MESSAGE,
  PROFILE_TOO_SHORT_MESSAGE,
  WEBSITE_INVALID_MESSAGE,
  WEBSITE_REQUIRED_MESSAGE,
  NOTHING_TO_UPDATE_MESSAGE,
} from './messages';

const companyName = z
  .string({ error: COMPANY_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: COMPANY_NAME_REQUIRED_MESSAGE, abort: true })
  .max(TEXT_LIMITS.name, tooLongMessage('Company name', TEXT_LIMITS.name));

export const websiteInputSchema = z
  .string({ error: WEBSITE_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: WEBSITE_REQUIRED_MESSAGE, abort: true })
  .max(TEXT_LIMITS.url, tooLongMessage('Website', TEXT_LIMITS.url))
  .regex(WEBSITE_PATTERN, WEBSITE_INVALID_MESSAGE);

const mediaOutlets = commaOrList('Media outlets', TEXT_LIMITS.name, TEXT_LIMITS.listItems).default([]);

/**
 * Names one analysis run, chosen by the client, so it can follow that run's progress while the analysis request
 * is still open (`GET /api/onboarding/progress?runId=`). Not a secret: progress is only ever read by its owner.
 */
export const analysisRunIdSchema = z
  .string({ error: 'runId: 8 to 64 letters, digits, - or _' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'runId: 8 to 64 letters, digits, - or _');

/** POST /api/onboarding/complete: what the user typed on the form (and the run id the progress is kept under). */
export const onboardingInputSchema = z.object({
  companyName,
  website: websiteInputSchema,
  mediaOutlets,
  socialMediaLinks: socialMediaLinksInputSchema.default({}),
  runId: analysisRunIdSchema.optional(),
});
export type OnboardingInput = z.infer<typeof onboardingInputSchema>;

/** The analysis result, snake_case exactly as spec 02 §3 names it. */
export const onboardingAnalysisSchema = z.object({
  user_input: z.object({
    companyName: z.string(),
    website: z.string(),
    mediaOutlets: z.array(z.string()),
    socialMediaLinks: socialMediaLinksSchema,
  }),
  company_profile: z.string(),
  suggested_keywords: z.array(z.string()),
  suggested_media_outlets: z.array(z.string()),
  social_media_links: socialMediaLinksSchema,
  /** False when the site could not be fetched; the client then tells the user the profile is a first draft. */
  website_readable: z.boolean().optional(),
  /** The site's pages the analysis read, the home page first (empty when the site could not be read). */
  pages_read: z.array(z.string()).optional(),
  industry: z.string().nullable().optional(),
});
export type OnboardingAnalysis = z.infer<typeof onboardingAnalysisSchema>;

/** Up to 3 custom keywords: trimmed, non-empty, no duplicates (ignoring case). */
export const customKeywordsSchema = z
  .array(
    z
      .string({ error: CUSTOM_KEYWORD_EMPTY_MESSAGE })
      .trim()
      .min(1, { error: CUSTOM_KEYWORD_EMPTY_MESSAGE, abort: true })
      .max(KEYWORD_TERM_MAX, tooLongMessage('Keyword', KEYWORD_TERM_MAX)),
  )
  .max(MAX_CUSTOM_KEYWORDS, CUSTOM_KEYWORDS_MAX_MESSAGE)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = item.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: CUSTOM_KEYWORD_DUPLICATE_MESSAGE, path: [index] });
      seen.add(key);
    });
  });

/** POST /api/onboarding/curate: the reviewed analysis the user confirms. */
export const onboardingCurationBodySchema = z
  .object({
    companyName,
    website: websiteInputSchema,
    mediaOutlets,
    socialMediaLinks: socialMediaLinksInputSchema.default({}),
    companyProfile: z
      .string({ error: PROFILE_TOO_SHORT_MESSAGE })
      .trim()
      .min(PROFILE_MIN, PROFILE_TOO_SHORT_MESSAGE)
      .max(PROFILE_MAX, PROFILE_TOO_LONG_MESSAGE),
    selectedKeywords: textList('Keywords', KEYWORD_TERM_MAX, TEXT_LIMITS.listItems).default([]),
    customKeywords: customKeywordsSchema.default([]),
    suggestedMediaOutlets: textList('Media outlets', TEXT_LIMITS.name, TEXT_LIMITS.listItems).default([]),
    /** Links the AI found; kept apart from the user's own and only bounded, since they came from the server. */
    aiSocialMediaLinks: socialLinksObject((network) =>
      boundedText(`${socialNetworkLabels[network]} link`, TEXT_LIMITS.url).nullable().optional(),
    ).default({}),
    industry: boundedText('Industry', TEXT_LIMITS.name).nullable().optional(),
    websiteReadable: z.boolean().optional(),
  })
  .refine((b) => b.selectedKeywords.length + b.customKeywords.length > 0, {
    error: KEYWORDS_REQUIRED_MESSAGE,
    path: ['selectedKeywords'],
  });
export type OnboardingCurationBody = z.infer<typeof onboardingCurationBodySchema>;

export const onboardingCurationResponseSchema = z.object({
  companyProfile: companyProfileSchema,
  keywordsAdded: z.number().int(),
});
export type OnboardingCurationResponse = z.infer<typeof onboardingCurationResponseSchema>;

/** The four steps the analysing screen shows (spec 02 §2), in order. */
export const analysisSteps = ['website', 'profile', 'keywords', 'outlets'] as const;
export type AnalysisStep = (typeof analysisSteps)[number];
export const analysisStepStates = ['waiting', 'active', 'done'] as const;
export type AnalysisStepState = (typeof analysisStepStates)[number];
/** pending: the server has not started this run (yet); running; done; failed. */
export const analysisRunStates = ['pending', 'running', 'done', 'failed'] as const;

/** Without a run id: the user's latest run, whichever it was. */
export const onboardingProgressQuerySchema = z.object({ runId: analysisRunIdSchema.optional() });

/** GET /api/onboarding/progress: how far the server is with one analysis run, as each step really finishes. */
export const onboardingProgressSchema = z.object({
  /** Null when no run id was asked for and the user has never run an analysis. */
  runId: z.string().nullable(),
  state: z.enum(analysisRunStates),
  steps: z.array(z.object({ id: z.enum(analysisSteps), state: z.enum(analysisStepStates) })),
  /** Since the run started on the server; null while pending. */
  elapsedMs: z.number().int().nonnegative().nullable(),
  /**
   * How long analyses took here lately (the middle half of the finished runs of the last 30 days), so the promise
   * on screen is what this installation measures; null until enough runs were measured.
   */
  typicalMs: z.object({ low: z.number().int(), high: z.number().int(), runs: z.number().int() }).nullable(),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

/** POST /api/onboarding/skip: no body (an empty object is accepted). */
export const onboardingSkipBodySchema = z.object({}).strict().optional();
export const onboardingSkipResponseSchema = z.object({
  hasCompletedOnboarding: z.literal(true),
  hasCompany: z.boolean(),
});
export type OnboardingSkipResponse = z.infer<typeof onboardingSkipResponseSchema>;

/**
 * PATCH /api/company-profile/{id}/details: what My Company lets the user correct beyond the profile text (the
 * analysis may have misread the site): industry, target markets, their own media outlets, website and social
 * links, and whether pitches carry an unsubscribe link. Only the fields sent change; relevance reads them from the
 * next discovery cycle or refresh.
 */
export const updateCompanyDetailsBodySchema = z
  .object({
    industry: boundedText('Industry', TEXT_LIMITS.name).nullable().optional(),
    targetMarkets: textList('Target markets', TEXT_LIMITS.name, TEXT_LIMITS.listItems).optional(),
    mediaOutlets: commaOrList('Media outlets', TEXT_LIMITS.name, TEXT_LIMITS.listItems).optional(),
    website: websiteInputSchema.optional(),
    socialMediaLinks: socialMediaLinksInputSchema.optional(),
    /** My Company's "Add an unsubscribe link to pitches" switch (the company's pitches, not its relevance). */
    pitchUnsubscribeLink: z.boolean({ error: 'Choose on or off' }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: NOTHING_TO_UPDATE_MESSAGE });
export type UpdateCompanyDetailsBody = z.infer<typeof updateCompanyDetailsBodySchema>;
