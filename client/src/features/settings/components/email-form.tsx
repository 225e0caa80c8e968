import { useState, type FormEvent } from 'react';
import { changeEmailBodySchema } from '@newsjack/shared';
import { fieldErrorsFromZod, type FieldErrors } from '@/components/form/form-errors';
import { LabelledInput } from '@/components/form/labelled-input';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useChangeEmail } from '../api/use-change-email';
import { serverErrors } from '../form-state';
import { FormAlert } from './form-alert';

const empty = { email: '', currentPassword: '' };

/** A new sign-in address, confirmed with the current password. */
export function EmailForm() {
  const change = useChangeEmail();
  const [values, setValues] = useState(empty);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const server = serverErrors(change.error);
  const errors = { ...server.fields, ...localErrors };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = changeEmailBodySchema.safeParse(values);
    if (!parsed.success) return setLocalErrors(fieldErrorsFromZod(parsed.error));
    setLocalErrors({});
    change.mutate(parsed.data, { onSuccess: () => setValues(empty) });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Email address" className="grid gap-4">
      <FormAlert message={server.message} />
      <LabelledInput
        label="New email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        error={errors.email}
        required
      />
      <LabelledInput
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))}
        error={errors.currentPassword}
        required
      />
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending && <Spinner className="size-4 text-primary-foreground" label="Changing your email" />}
        Change Email
      </Button>
    </form>
  );
}
