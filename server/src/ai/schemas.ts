import { z } from 'zod';
import { contentTypeSchema, socialLinksObject, trendCategorySchema } from '@newsjack/shared';
import { clampToSentences, PROFILE_MAX_CHARS } from './offline/prose';

/*
 * Output schemas of every AI operation. The OpenAI provider sends them as strict JSON schemas (structured
 * outputs) and parses answers with them; the offline provider is tested against them. String lengths are
 * checked with refine() rather than min()/max(): strict mode rejects minLength/maxLength in a schema, while a
 * refinement is checked here and never sent to the model.
 */

const text = (what: string) => z.string().refine((s) => s.trim().length > 0, `${what} must not be empty`);
const textList = z.array(z.string());

/** The model answers every network, null when it found no link (strict mode has no optional fields). */
export const socialLinksSchema = socialLinksObject(() => z.string().nullable());

export const companyAnalysisSchema = z.object({
  // A profile over the curation limit (1000 characters) would be refused when the user confirms it, at the last
  // step of onboarding: an over-long answer is cut back to its whole sentences instead.
  companyProfile: z
    .string()
    .overwrite((s) => clampToSentences(s, PROFILE_MAX_CHARS))
    .refine((s) => s.trim().length >= 50, 'Company profile must be at least 50 characters'),
  industry: text('Industry'),
  targetMarkets: textList,
  keyProducts: textList,
  suggestedKeywords: textList.min(8).max(15),
  suggestedMediaOutlets: textList.min(6).max(10),
  aiSocialMediaLinks: socialLinksSchema,
});
export type CompanyAnalysis = z.infer<typeof companyAnalysisSchema>;

export const KEYWORD_CATEGORIES = ['industry', 'product', 'market', 'trend', 'topic'] as const;

export const keywordSuggestionSchema = z.object({
  keyword: text('Keyword'),
  category: z.enum(KEYWORD_CATEGORIES),
  relevanceScore: z.number().min(0).max(100),
  reasoning: text('Reasoning'),
});
export type KeywordSuggestion = z.infer<typeof keywordSuggestionSchema>;
export const keywordSuggestionsSchema = z.object({ suggestions: z.array(keywordSuggestionSchema) });

export const trendEnrichmentSchema = z.object({
  key: z.string(),
  title: text('Title'),
  description: text('Description'),
  category: trendCategorySchema,
  trendingReason: text('Trending reason'),
});
export type TrendEnrichment = z.infer<typeof trendEnrichmentSchema>;
export const trendEnrichmentsSchema = z.object({ trends: z.array(trendEnrichmentSchema) });

export const trendExplanationSchema = z.object({
  explanation: text('Explanation'),
  semanticSimilarity: z.number().min(0).max(1),
});
export type TrendExplanation = z.infer<typeof trendExplanationSchema>;

export const storyAngleDraftSchema = z.object({
  headline: text('Headline'),
  angle: text('Angle'),
  contentType: contentTypeSchema,
  targetAudience: text('Target audience'),
  keyMessages: textList.min(3).max(4),
});
export type StoryAngleDraft = z.infer<typeof storyAngleDraftSchema>;
export const storyAnglesSchema = z.object({ angles: z.array(storyAngleDraftSchema) });

export const audiencePersonaSchema = z.object({
  name: text('Name'),
  role: text('Role'),
  summary: text('Summary'),
  interests: textList.min(1),
  painPoints: textList.min(1),
  channels: textList.min(1),
  targetAudience: text('Target audience'),
});
export type AudiencePersona = z.infer<typeof audiencePersonaSchema>;

export const contactScoreSchema = z.object({
  contactId: z.number().int(),
  score: z.number().min(0).max(100),
  explanation: text('Explanation'),
});
export type ContactScore = z.infer<typeof contactScoreSchema>;
export const contactScoresSchema = z.object({ scores: z.array(contactScoreSchema) });

/** The guide's rule for pitches: a subject line under 50 characters. */
export const MAX_SUBJECT_LENGTH = 49;

const pitchAnswerSchema = z.object({ contactId: z.number().int(), subjectLine: text('Subject line'), body: text('Body') });
export const pitchDraftSchema = pitchAnswerSchema.extend({
  subjectLine: text('Subject line').refine((s) => s.length <= MAX_SUBJECT_LENGTH, 'Subject line must be under 50 characters'),
});
export type PitchDraft = z.infer<typeof pitchDraftSchema>;
export const pitchDraftsSchema = z.object({ pitches: z.array(pitchDraftSchema) });
/** What the model is asked for: the same shape, with the subject length checked after an over-long one is cut. */
export const pitchAnswersSchema = z.object({ pitches: z.array(pitchAnswerSchema) });
