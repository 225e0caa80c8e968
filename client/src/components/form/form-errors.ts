import type { ZodError } from 'zod';
import type { ParsedApiError } from '@/lib/api-client';

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
