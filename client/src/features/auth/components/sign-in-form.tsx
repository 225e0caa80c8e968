import { useState, type FormEvent } from 'react';
import { AlertCircle } from 'lucide-react';
import { loginBodySchema } from '@newsjack/shared';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { parseApiError } from '@/lib/api-client';
import { useLogin } from '../api/use-login';
import { SubmitButton } from './form-parts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../form-errors';
import { LabelledInput } from '@/components/form/labelled-input';
import { Link } from 'wouter';
import { paths } from '@/lib/paths';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const serverError = login.error ? parseApiError(login.error) : null;
  const errors = { ...fieldErrorsFromApi(serverError), ...localErrors };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginBodySchema.safeParse({ email, password });
    if (!parsed.success) {
      setLocalErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setLocalErrors({});
    login.mutate(parsed.data, { onSuccess: onSignedIn });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {serverError && (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{serverError.message}</AlertDescription>
        </Alert>
      )}
      <LabelledInput
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        required
      />
      <LabelledInput
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        required
      />
      <Link href={paths.forgotPassword} className="-mt-2 w-fit text-sm font-medium text-primary hover:underline">
        Forgot password?
      </Link>
      <SubmitButton pending={login.isPending} pendingLabel="Signing in">
        Sign In
      </SubmitButton>
    </form>
  );
}
