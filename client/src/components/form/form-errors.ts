import type { ZodError } from 'zod';
import { parseApiError, type ParsedApiError } from '@/lib/api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** First message per field from a zod validation failure. */
export function fieldErrorsFromZod(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The API names fields at fault in `details` of a 400; show those beside the inputs too. */
export function fieldErrorsFromApi(error: ParsedApiError | null): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of error?.details ?? []) {
    const field = detail.path.split('.')[0] ?? '';
    if (field && !errors[field]) errors[field] = detail.message;
  }
  return errors;
}

export interface ServerErrors {
  /** Rules the server named a field for: shown beside that field. */
  fields: FieldErrors;
  /** Anything else (wrong password, a provider account, the last admin, a network failure): shown once above the form. */
  message: string | null;
}

/** A failed request's words, split between fields and the form, never with the server's 'field: ' prefix. */
export function serverErrors(error: unknown): ServerErrors {
  if (!error) return { fields: {}, message: null };
  const parsed = parseApiError(error);
  const fields = fieldErrorsFromApi(parsed);
  return { fields, message: Object.keys(fields).length === 0 ? parsed.message : null };
}
