import type { FormEvent } from 'react';
import { changeEmailBodySchema } from '@newsjack/shared';
import { FormAlert } from '@/components/form/form-alert';
import { LabelledInput } from '@/components/form/labelled-input';
import { PasswordField } from '@/components/form/password-field';
import { useFormFields } from '@/components/form/use-form-fields';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useChangeEmail } from '../api/use-change-email';

const empty = { email: '', currentPassword: '' };

/** A new sign-in address, confirmed with the current password. */
export function EmailForm() {
  const change = useChangeEmail();
  const form = useFormFields(empty, change.error);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = changeEmailBodySchema.safeParse(form.values);
    form.showProblems(parsed.error);
    if (parsed.success) change.mutate(parsed.data, { onSuccess: () => form.setValues(empty) });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Email address" className="grid gap-4">
      <FormAlert message={form.formMessage} />
      <LabelledInput label="New email" type="email" autoComplete="email" {...form.field('email')} required />
      <PasswordField label="Current password" purpose="current" {...form.field('currentPassword')} required />
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending && <Spinner className="size-4 text-primary-foreground" label="Changing your email" />}
        Change Email
      </Button>
    </form>
  );
}
