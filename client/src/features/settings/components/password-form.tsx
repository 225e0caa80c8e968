import { useState, type FormEvent } from 'react';
import { changePasswordBodySchema, newPasswordProblem } from '@newsjack/shared';
import { fieldErrorsFromZod, type FieldErrors } from '@/components/form/form-errors';
import { LabelledInput } from '@/components/form/labelled-input';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useChangePassword } from '../api/use-change-password';
import { serverErrors } from '../form-state';
import { FormAlert } from './form-alert';

const empty = { currentPassword: '', newPassword: '', repeat: '' };

/** A new password under sign-up's rules, typed twice, confirmed with the current one. */
export function PasswordForm({ email }: { email: string | null }) {
  const change = useChangePassword();
  const [values, setValues] = useState(empty);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const server = serverErrors(change.error);
  const errors = { ...server.fields, ...localErrors };
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { currentPassword, newPassword, repeat } = values;
    const parsed = changePasswordBodySchema.safeParse({ currentPassword, newPassword });
    const found: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error);
    const holdsEmail = newPasswordProblem(newPassword, email);
    if (holdsEmail && !found.newPassword) found.newPassword = holdsEmail;
    if (!found.newPassword && repeat !== newPassword) found.repeat = 'The two new passwords differ';
    setLocalErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    change.mutate(parsed.data, { onSuccess: () => setValues(empty) });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Password" className="grid gap-4">
      <FormAlert message={server.message} />
      <LabelledInput
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={errors.currentPassword}
        required
      />
      <LabelledInput
        label="New password"
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
        hint="At least 8 characters, and not a common password."
        required
      />
      <LabelledInput
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        value={values.repeat}
        onChange={set('repeat')}
        error={errors.repeat}
        required
      />
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending && <Spinner className="size-4 text-primary-foreground" label="Changing your password" />}
        Change Password
      </Button>
    </form>
  );
}
