import { useEffect, useState, type FormEvent } from 'react';
import { AlertCircle } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { resetPasswordBodySchema } from '@newsjack/shared';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { useFormFields } from '@/components/form/use-form-fields';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { paths } from '@/lib/paths';
import { useResetPassword } from './api/use-reset-password';
import { AuthScreen } from './components/auth-screen';
import { SubmitButton } from './components/form-parts';
import { clearResetToken, readResetToken } from './reset-token';

const MISMATCH_MESSAGE = 'The two passwords do not match';
const INCOMPLETE_LINK_MESSAGE = 'This link is incomplete. Open the link from the e-mail again, or ask for a new one.';

/** Where the e-mailed link lands: choose a new password, then sign in with it. */
export function ResetPasswordPage() {
  const [, setLocation] = useLocation();
  // Read once and taken out of the address bar, so the secret is not left in history or on screen.
  const [token] = useState(readResetToken);
  useEffect(clearResetToken, []);
  const reset = useResetPassword();
  const form = useFormFields({ password: '', confirm: '' }, reset.error);
  const { password, confirm } = form.values;
  const linkProblem = !token ? INCOMPLETE_LINK_MESSAGE : form.errors.token;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetPasswordBodySchema.safeParse({ token, password });
    if (!parsed.success) return form.showProblems(parsed.error);
    if (confirm !== password) return form.setLocalErrors({ confirm: MISMATCH_MESSAGE });
    form.showProblems();
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
          <FormAlert message={form.formMessage} />
          <PasswordField label="New password" purpose="new" {...form.field('password')} required />
          <PasswordField label="Confirm new password" purpose="new" {...form.field('confirm')} required />
          <SubmitButton pending={reset.isPending} pendingLabel="Saving">
            Set new password
          </SubmitButton>
        </form>
      )}
    </AuthScreen>
  );
}
