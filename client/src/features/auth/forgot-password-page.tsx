import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, MailCheck } from 'lucide-react';
import { forgotPasswordBodySchema, PASSWORD_RESET_UNAVAILABLE_MESSAGE } from '@newsjack/shared';
import { FormAlert } from '@/components/form/form-alert';
import { LabelledInput } from '@/components/form/labelled-input';
import { useFormFields } from '@/components/form/use-form-fields';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { authConfigQueryOptions } from './api/auth-config-query';
import { useForgotPassword } from './api/use-forgot-password';
import { AuthScreen } from './components/auth-screen';
import { SubmitButton } from './components/form-parts';

/** "Forgot password?": asks for a one-time link by e-mail, or says this server cannot send one. */
export function ForgotPasswordPage() {
  const config = useQuery(authConfigQueryOptions());
  const request = useForgotPassword();
  const form = useFormFields({ email: '' }, request.error);
  const { email } = form.values;

  if (config.isLoading) return <FullPageSpinner label="Loading" />;

  const description = 'Enter the e-mail address you sign in with and we will send you a link to choose a new password.';
  if (!config.data?.passwordReset) {
    return (
      <AuthScreen title="Reset your password" description={description}>
        <Alert>
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{PASSWORD_RESET_UNAVAILABLE_MESSAGE}</AlertDescription>
        </Alert>
      </AuthScreen>
    );
  }

  if (request.data) {
    return (
      <AuthScreen title="Check your inbox" description={`We have sent the link to ${email} if an account uses it.`}>
        <Alert>
          <MailCheck aria-hidden="true" />
          <AlertTitle>Link on its way</AlertTitle>
          <AlertDescription>
            {request.data.message} Nothing there after a few minutes? Check your spam folder, or ask again.
          </AlertDescription>
        </Alert>
        <Button variant="outline" className="mt-4 w-full" onClick={() => request.reset()}>
          Use another address
        </Button>
      </AuthScreen>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordBodySchema.safeParse({ email });
    form.showProblems(parsed.error);
    if (!parsed.success) return;
    request.mutate(parsed.data, {
      onSuccess: () =>
        toast({
          title: 'Check your inbox',
          description: 'If an account uses that address, a reset link is on its way.',
        }),
    });
  }

  return (
    <AuthScreen title="Reset your password" description={description}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormAlert message={form.formMessage} />
        <LabelledInput label="Email" type="email" autoComplete="email" {...form.field('email')} required />
        <SubmitButton pending={request.isPending} pendingLabel="Sending">
          Send reset link
        </SubmitButton>
      </form>
    </AuthScreen>
  );
}
