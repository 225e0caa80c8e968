import { z } from 'zod';

/** Every error body the API sends: a readable message and, for bad input, the fields at fault. */
export const apiErrorSchema = z.object({
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A numeric id in a path such as /api/keywords/{id}. */
export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Timestamps travel as ISO strings. */
export const isoDateSchema = z.string();
