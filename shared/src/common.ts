import { z } from 'zod';
import { INVALID_ID_MESSAGE } from './messages';

/** Every error body the API sends: a readable message and, for bad input, the fields at fault. */
export const apiErrorSchema = z.object({
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * A numeric id in a path such as /api/keywords/{id}: digits only (no signs, exponents or spaces), at most 15 so it
 * stays an exact number; a valid-looking id that names no row is the service's 404.
 */
export const idParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, INVALID_ID_MESSAGE)
    .transform(Number),
});

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Timestamps travel as ISO strings. */
export const isoDateSchema = z.string();
