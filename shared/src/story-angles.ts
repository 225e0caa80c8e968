import { z } from 'zod';
import { TEXT_LIMITS } from './constants';
import { boundedText, idInput, requiredText, textList } from './fields';
import { contentTypes } from './vocabulary';
import { INVALID_ID_MESSAGE, NOTHING_TO_UPDATE_MESSAGE, STORY_REQUIRED_FIELDS_MESSAGE } from './messages';

export const contentTypeSchema = z.enum(contentTypes);
export type ContentType = z.infer<typeof contentTypeSchema>;

/** Quick Draft (default) or Advanced Analysis (Premium); used by story and pitch generation. */
export const generationModes = ['quick', 'advanced'] as const;
export const generationModeSchema = z.enum(generationModes);
export type GenerationMode = z.infer<typeof generationModeSchema>;

export const storyAngleSchema = z.object({
  id: z.number().int(),
  headline: z.string(),
  /** Falls back to the headline. */
  title: z.string(),
  angle: z.string(),
  contentType: contentTypeSchema,
  targetAudience: z.string().nullable(),
  createdAt: z.string(),
  isSaved: z.boolean(),
  trendId: z.number().int().nullable(),
  trendTitle: z.string().nullable(),
  /** The topic as typed, when the angle stands on no trend. */
  topic: z.string().nullable(),
  keyMessages: z.array(z.string()),
  context: z.string().nullable(),
  mode: generationModeSchema.optional(),
  /** Who wrote it: 'offline' or the language model's name. */
  engine: z.string(),
  updatedAt: z.string().optional(),
});
export type StoryAngle = z.infer<typeof storyAngleSchema>;

export const storyAnglesResponseSchema = z.array(storyAngleSchema);

/**
 * POST /api/story-angles/generate. Missing topic, audience or content types all give the one message the
 * form shows, on the first field at fault.
 */
export const generateStoryBodySchema = z
  .object({
    topic: z
      .string({ error: STORY_REQUIRED_FIELDS_MESSAGE })
      .trim()
      .max(TEXT_LIMITS.short, 'Topic must be at most 500 characters')
      .default(''),
    targetAudience: z
      .string({ error: STORY_REQUIRED_FIELDS_MESSAGE })
      .trim()
      .max(TEXT_LIMITS.short, 'Target audience must be at most 500 characters')
      .default(''),
    contentTypes: z
      .array(contentTypeSchema, { error: STORY_REQUIRED_FIELDS_MESSAGE })
      .max(contentTypes.length * 2, STORY_REQUIRED_FIELDS_MESSAGE)
      .default([])
      .transform((list) => [...new Set(list)]),
    context: boundedText('Context', TEXT_LIMITS.text).nullable().optional(),
    mode: generationModeSchema.default('quick'),
    trendId: idInput().nullable().optional(),
  })
  .superRefine((b, ctx) => {
    const missing = !b.topic
      ? 'topic'
      : !b.targetAudience
        ? 'targetAudience'
        : b.contentTypes.length === 0
          ? 'contentTypes'
          : null;
    if (missing) ctx.addIssue({ code: 'custom', message: STORY_REQUIRED_FIELDS_MESSAGE, path: [missing] });
  });
export type GenerateStoryBody = z.infer<typeof generateStoryBodySchema>;

/**
 * How well a topic or trend fits the active company, shown by the dialog before a credit is spent
 * (GET /api/story-angles/fit) and returned again with the generated ideas.
 * - strong / partial: the ideas tie the trend to what the company does;
 * - weak: the trend barely touches the company; the ideas say how it can credibly join the story;
 * - none: nothing connects them; generating is refused (422, no credit taken).
 */
export const storyFitLevels = ['strong', 'partial', 'weak', 'none'] as const;
export const storyFitLevelSchema = z.enum(storyFitLevels);
export type StoryFitLevel = z.infer<typeof storyFitLevelSchema>;

export const storyFitSchema = z.object({
  level: storyFitLevelSchema,
  /** 0..1: the stored relevance of the trend to the company (discovery's), or the topic's closeness to the profile. */
  relevanceScore: z.number().min(0).max(1),
  /** The company's keywords the trend or topic touches. */
  matchedKeywords: z.array(z.string()),
  /** One sentence the dialog shows, e.g. 'This trend barely touches Ledgerline: …'. */
  message: z.string(),
  /** The one-sentence bridge between the trend and the company, or null when there is none. */
  bridge: z.string().nullable(),
  /** False only for 'none': generating would be refused. */
  canGenerate: z.boolean(),
});
export type StoryFit = z.infer<typeof storyFitSchema>;

/** GET /api/story-angles/fit?topic=&trendId=: the fit of what the dialog is about to generate from. */
export const storyFitQuerySchema = z.object({
  topic: requiredText('Topic', TEXT_LIMITS.short, STORY_REQUIRED_FIELDS_MESSAGE),
  trendId: z.coerce
    .number({ error: INVALID_ID_MESSAGE })
    .int(INVALID_ID_MESSAGE)
    .positive(INVALID_ID_MESSAGE)
    .optional(),
});
export type StoryFitQuery = z.infer<typeof storyFitQuerySchema>;

/** The 422 answer when nothing connects the topic to the company ('none'); no credit is taken. */
export const storyDoesNotFitMessage = (companyName: string) =>
  `This topic does not fit ${companyName}: nothing in the company profile connects to it, so no ideas were generated and no credit was used. Choose a trend closer to what ${companyName} does.`;

export const generateStoryResponseSchema = z.object({
  storyAngles: z.array(storyAngleSchema),
  creditsRemaining: z.number().int().optional(),
  /** The fit the ideas were written for (weak: they say how the company can credibly join the story). */
  fit: storyFitSchema.optional(),
});
export type GenerateStoryResponse = z.infer<typeof generateStoryResponseSchema>;

/** PATCH /api/story-angles/{id}: edit or save toggle; at least one field. */
export const updateStoryAngleBodySchema = z
  .object({
    headline: requiredText('Headline', TEXT_LIMITS.short),
    angle: requiredText('Angle', TEXT_LIMITS.text),
    targetAudience: boundedText('Target audience', TEXT_LIMITS.short),
    keyMessages: textList('Key messages', TEXT_LIMITS.short, 20),
    contentType: contentTypeSchema,
    isSaved: z.boolean(),
  })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: NOTHING_TO_UPDATE_MESSAGE });
export type UpdateStoryAngleBody = z.infer<typeof updateStoryAngleBodySchema>;

/** POST /api/generate-audience-persona */
export const audiencePersonaBodySchema = z.object({
  trendTitle: requiredText('Trend title', TEXT_LIMITS.short),
  trendDescription: boundedText('Trend description', TEXT_LIMITS.text).default(''),
  sourceUrls: z
    .array(boundedText('Source URL', TEXT_LIMITS.url))
    .max(TEXT_LIMITS.listItems, 'At most 50 source URLs are allowed')
    .default([]),
});
export type AudiencePersonaBody = z.infer<typeof audiencePersonaBodySchema>;

export const audiencePersonaSchema = z.object({
  /** A short persona name, e.g. 'Sustainability-minded operations leads'. */
  name: z.string(),
  /** One line the generator form puts into its target audience field. */
  targetAudience: z.string(),
  description: z.string(),
  demographics: z.array(z.string()),
  interests: z.array(z.string()),
  painPoints: z.array(z.string()),
  preferredChannels: z.array(z.string()),
});
export type AudiencePersona = z.infer<typeof audiencePersonaSchema>;

export const audiencePersonaResponseSchema = z.object({ persona: audiencePersonaSchema });
export type AudiencePersonaResponse = z.infer<typeof audiencePersonaResponseSchema>;
