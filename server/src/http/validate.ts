import type { z } from 'zod';
import { AppError, type ErrorDetail } from '../errors';

/** Turns zod issues into `{path, message}` details; `where` names the part of the request for top-level issues. */
export function zodDetails(error: z.ZodError, where: string): ErrorDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.map(String).join('.') : where,
    message: issue.message,
  }));
}

/** A 400 whose message names the first field at fault, e.g. 'email: Please enter a valid email address'. */
export function validationError(error: z.ZodError, where: string): AppError {
  const details = zodDetails(error, where);
  const first = details[0];
  const message = first ? `${first.path}: ${first.message}` : `Invalid ${where}`;
  return new AppError(400, message, 'validation_failed', details);
}

function parseWith<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}

/** Request bodies; a missing or non-JSON body is reported as 'body' rather than a confusing type error. */
export const parseBody = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> =>
  parseWith(schema, value, 'body');
export const parseQuery = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> =>
  parseWith(schema, value, 'query');
export const parseParams = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> =>
  parseWith(schema, value, 'params');
