import { useState, type FormEvent } from 'react';
import { AlertCircle } from 'lucide-react';
import { loginBodySchema } from '@newsjack/shared';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { parseApiError } from '@/lib/api-client';
import { useLogin } from '../api/use-login';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../form-errors';
import { LabelledInput } from '@/components/form/labelled-input';

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
      <Button type="submit" size="lg" disabled={login.isPending} className="mt-2 w-full">
        {login.isPending && <Spinner className="size-4 text-primary-foreground" label="Signing in" />}
        Sign In
      </Button>
    </form>
  );
}
