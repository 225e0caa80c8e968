import type { FormEvent } from 'react';
import { registerBodySchema } from '@newsjack/shared';
import { FormAlert } from '@/components/form/form-alert';
import { LabelledInput } from '@/components/form/labelled-input';
import { PasswordField } from '@/components/form/password-field';
import { useFormFields } from '@/components/form/use-form-fields';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRegister } from '../api/use-register';

export function CreateAccountForm({ onSignedIn }: { onSignedIn: () => void }) {
  const register = useRegister();
  const form = useFormFields({ firstName: '', lastName: '', email: '', password: '' }, register.error);
  const { values } = form;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Empty name fields are left out rather than sent as blank strings.
    const parsed = registerBodySchema.safeParse({
      email: values.email,
      password: values.password,
      firstName: values.firstName.trim() || undefined,
      lastName: values.lastName.trim() || undefined,
    });
    form.showProblems(parsed.error);
    if (parsed.success) register.mutate(parsed.data, { onSuccess: onSignedIn });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {/* A rule the server names a field for shows beside that field only, never twice. */}
      <FormAlert message={form.formMessage} />
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledInput label="First name" autoComplete="given-name" {...form.field('firstName')} />
        <LabelledInput label="Last name" autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <LabelledInput label="Email" type="email" autoComplete="email" {...form.field('email')} required />
      <PasswordField
        label="Password"
        purpose="new"
        {...form.field('password')}
        hint="At least 8 characters, and not a common password."
        required
      />
      <Button type="submit" size="lg" disabled={register.isPending} className="mt-2 w-full">
        {register.isPending && <Spinner className="size-4 text-primary-foreground" label="Creating your account" />}
        Create Account
      </Button>
    </form>
  );
}
