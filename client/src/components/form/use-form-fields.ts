import { useState, type ChangeEvent } from 'react';
import type { ZodError } from 'zod';
import { fieldErrorsFromZod, serverErrors, type FieldErrors } from './form-errors';

/**
 * The state every form of text fields keeps (sign-in, create account, password reset, Settings' forms, the mailbox):
 * the values, the errors found before sending, and the failed request's words split between its fields and the
 * form. `field(name)` gives a `LabelledInput` its value, onChange and error, so a field is one line of props.
 */
export function useFormFields<V extends Record<string, string>>(initial: V | (() => V), requestError: unknown) {
  const [values, setValues] = useState(initial);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const server = serverErrors(requestError);
  // A field found wrong here is shown with this check's words, over what the last request said of it.
  const errors: FieldErrors = { ...server.fields, ...localErrors };
  return {
    values,
    setValues,
    errors,
    /** The request's words that name no field, for `FormAlert`. */
    formMessage: server.message,
    setLocalErrors,
    /** Shows each field's first problem of a failed check (zod's); clears them when given nothing. */
    showProblems: (error?: ZodError) => setLocalErrors(error ? fieldErrorsFromZod(error) : {}),
    field: (name: keyof V & string) => ({
      value: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
      error: errors[name],
    }),
  };
}
