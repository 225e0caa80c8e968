import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { loginBodySchema } from '@newsjack/shared';
import { FormAlert } from '@/components/form/form-alert';
import { LabelledInput } from '@/components/form/labelled-input';
import { PasswordField } from '@/components/form/password-field';
import { useFormFields } from '@/components/form/use-form-fields';
import { paths } from '@/lib/paths';
import { useLogin } from '../api/use-login';
import { SubmitButton } from './form-parts';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useLogin();
  const form = useFormFields({ email: '', password: '' }, login.error);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginBodySchema.safeParse(form.values);
    form.showProblems(parsed.error);
    if (parsed.success) login.mutate(parsed.data, { onSuccess: onSignedIn });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormAlert message={form.formMessage} />
      <LabelledInput label="Email" type="email" autoComplete="email" {...form.field('email')} required />
      <PasswordField label="Password" purpose="current" {...form.field('password')} required />
      <Link href={paths.forgotPassword} className="-mt-2 w-fit text-sm font-medium text-primary hover:underline">
        Forgot password?
      </Link>
      <SubmitButton pending={login.isPending} pendingLabel="Signing in">
        Sign In
      </SubmitButton>
    </form>
  );
}
