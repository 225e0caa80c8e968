import { useEffect, useState, type FormEvent } from 'react';
import { AlertCircle } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { resetPasswordBodySchema } from '@newsjack/shared';
import { LabelledInput } from '@/components/form/labelled-input';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { parseApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useResetPassword } from './api/use-reset-password';
import { AuthScreen } from './components/auth-screen';
import { ServerErrorAlert, SubmitButton } from './components/form-parts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from './form-errors';
import { clearResetToken, readResetToken } from './reset-token';

const MISMATCH_MESSAGE = 'The two passwords do not match';
const INCOMPLETE_LINK_MESSAGE =
  'This link is incomplete. Open the link from the e-mail again, or ask for a new one.';

/** Where the e-mailed link lands: choose a new password, then sign in with it. */
export function ResetPasswordPage() {
  const [, setLocation] = useLocation();
  // Read once and taken out of the address bar, so the secret is not left in history or on screen.
  const [token] = useState(readResetToken);
  useEffect(clearResetToken, []);
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const serverError = reset.error ? parseApiError(reset.error) : null;
  const serverFields = fieldErrorsFromApi(serverError);
  const errors = { ...serverFields, ...localErrors };
  const linkProblem = !token ? INCOMPLETE_LINK_MESSAGE : serverFields.token;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetPasswordBodySchema.safeParse({ token, password });
    if (!parsed.success) {
      setLocalErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    if (confirm !== password) {
      setLocalErrors({ confirm: MISMATCH_MESSAGE });
      return;
    }
    setLocalErrors({});
    reset.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast({ title: 'Password changed', description: answer.message, variant: 'success' });
        setLocation(paths.signIn, { replace: true });
      },
    });
  }

  return (
    <AuthScreen
      title="Choose a new password"
      description="At least 8 characters. A few unrelated words make a password that is strong and easy to remember."
    >
      {linkProblem ? (
        <div className="grid gap-4">
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertDescription>{linkProblem}</AlertDescription>
          </Alert>
          <Button asChild size="lg" className="w-full">
            <Link href={paths.forgotPassword}>Ask for a new link</Link>
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <ServerErrorAlert error={serverError} />
          <LabelledInput
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            required
          />
          <LabelledInput
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={errors.confirm}
            required
          />
          <SubmitButton pending={reset.isPending} pendingLabel="Saving">
            Set new password
          </SubmitButton>
        </form>
      )}
    </AuthScreen>
  );
}
