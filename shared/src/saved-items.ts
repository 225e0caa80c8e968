import { z } from 'zod';
import { contactSchema } from './contacts';
import { idInput, idQuery } from './fields';
import { pitchSchema } from './pitches';
import { storyAngleSchema } from './story-angles';
import { trendSchema } from './trends';

export const savedItemTypes = ['trend', 'story_angle', 'pitch', 'contact'] as const;

/** Item type, accepting the alias 'story-angle' (some screens send it) and normalising it to story_angle. */
export const savedItemTypeSchema = z.preprocess(
  (v) => (v === 'story-angle' ? 'story_angle' : v),
  z.enum(savedItemTypes, { error: 'Item type must be one of trend, story_angle, pitch or contact' }),
);
export type SavedItemType = z.infer<typeof savedItemTypeSchema>;

export const savedItemSchema = z.object({
  id: z.number().int(),
  /** Spec name of the type; always equal to itemType. */
  type: z.enum(savedItemTypes),
  itemType: z.enum(savedItemTypes),
  itemId: z.number().int(),
  createdAt: z.string(),
  trend: trendSchema.nullable().optional(),
  storyAngle: storyAngleSchema.nullable().optional(),
  pitch: pitchSchema.nullable().optional(),
  contact: contactSchema.nullable().optional(),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

export const savedItemsResponseSchema = z.array(savedItemSchema);

/** POST /api/saved-items */
export const createSavedItemBodySchema = z.object({
  itemType: savedItemTypeSchema,
  itemId: idInput(),
});
export type CreateSavedItemBody = z.infer<typeof createSavedItemBodySchema>;

/** DELETE /api/saved-items?itemType=&itemId= */
export const deleteSavedItemQuerySchema = z.object({
  itemType: savedItemTypeSchema,
  itemId: idQuery,
});
export type DeleteSavedItemQuery = z.infer<typeof deleteSavedItemQuerySchema>;

/** GET /api/saved-items/export: a JSON file of everything saved, with the items resolved. */
export const savedItemsExportSchema = z.object({
  exportedAt: z.string(),
  count: z.number().int(),
  items: z.array(savedItemSchema),
});
export type SavedItemsExport = z.infer<typeof savedItemsExportSchema>;
