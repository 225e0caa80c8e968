import type { z } from 'zod';

/** The messages of a failed parse, in order; empty when the value was accepted. */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

export const firstMessage = (schema: z.ZodType, value: unknown): string | undefined => messagesOf(schema, value)[0];
