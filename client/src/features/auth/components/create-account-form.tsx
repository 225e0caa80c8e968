import { useState, type FormEvent } from 'react';
import { AlertCircle } from 'lucide-react';
import { registerBodySchema } from '@newsjack/shared';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { parseApiError } from '@/lib/api-client';
import { useRegister } from '../api/use-register';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../form-errors';
import { LabelledInput } from '@/components/form/labelled-input';

export function CreateAccountForm({ onSignedIn }: { onSignedIn: () => void }) {
  const register = useRegister();
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const serverError = register.error ? parseApiError(register.error) : null;
  const errors = { ...fieldErrorsFromApi(serverError), ...localErrors };
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Empty name fields are left out rather than sent as blank strings.
    const parsed = registerBodySchema.safeParse({
      email: values.email,
      password: values.password,
      firstName: values.firstName.trim() || undefined,
      lastName: values.lastName.trim() || undefined,
    });
    if (!parsed.success) {
      setLocalErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setLocalErrors({});
    register.mutate(parsed.data, { onSuccess: onSignedIn });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {/* A rule the server names a field for shows beside that field only, never twice. */}
      {serverError && Object.keys(fieldErrorsFromApi(serverError)).length === 0 && (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{serverError.message}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledInput
          label="First name"
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <LabelledInput
          label="Last name"
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
      </div>
      <LabelledInput
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        required
      />
      <LabelledInput
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
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
