import type { FormEvent } from 'react';
import { changePasswordBodySchema, newPasswordProblem } from '@newsjack/shared';
import { FormAlert } from '@/components/form/form-alert';
import { fieldErrorsFromZod, type FieldErrors } from '@/components/form/form-errors';
import { PasswordField } from '@/components/form/password-field';
import { useFormFields } from '@/components/form/use-form-fields';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useChangePassword } from '../api/use-change-password';

const empty = { currentPassword: '', newPassword: '', repeat: '' };

/** A new password under sign-up's rules, typed twice, confirmed with the current one. */
export function PasswordForm({ email }: { email: string | null }) {
  const change = useChangePassword();
  const form = useFormFields(empty, change.error);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { currentPassword, newPassword, repeat } = form.values;
    const parsed = changePasswordBodySchema.safeParse({ currentPassword, newPassword });
    const found: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error);
    const holdsEmail = newPasswordProblem(newPassword, email);
    if (holdsEmail && !found.newPassword) found.newPassword = holdsEmail;
    if (!found.newPassword && repeat !== newPassword) found.repeat = 'The two new passwords differ';
    form.setLocalErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    change.mutate(parsed.data, { onSuccess: () => form.setValues(empty) });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Password" className="grid gap-4">
      <FormAlert message={form.formMessage} />
      <PasswordField label="Current password" purpose="current" {...form.field('currentPassword')} required />
      <PasswordField
        label="New password"
        purpose="new"
        {...form.field('newPassword')}
        hint="At least 8 characters, and not a common password."
        required
      />
      <PasswordField label="Repeat new password" purpose="new" {...form.field('repeat')} required />
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending && <Spinner className="size-4 text-primary-foreground" label="Changing your password" />}
        Change Password
      </Button>
    </form>
  );
}
