import { fieldErrorsFromApi, type FieldErrors } from '@/components/form/form-errors';
import { parseApiError } from '@/lib/api-client';

export interface ServerErrors {
  /** Rules the server named a field for: shown beside that field. */
  fields: FieldErrors;
  /** Anything else (a provider account, the last admin, a network failure): shown once above the form. */
  message: string | null;
}

/** A failed request's words, split between fields and the form, never with the server's 'field: ' prefix. */
export function serverErrors(error: unknown): ServerErrors {
  if (!error) return { fields: {}, message: null };
  const parsed = parseApiError(error);
  const fields = fieldErrorsFromApi(parsed);
  return { fields, message: Object.keys(fields).length === 0 ? parsed.message : null };
}
