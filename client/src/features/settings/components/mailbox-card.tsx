import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Send } from 'lucide-react';
import { updateMailboxBodySchema, type MailboxSettings } from '@newsjack/shared';
import { FormAlert } from '@/components/form/form-alert';
import { LabelledInput } from '@/components/form/labelled-input';
import { PasswordField } from '@/components/form/password-field';
import { useFormFields } from '@/components/form/use-form-fields';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { mailboxQueryOptions } from '../api/mailbox-query';
import { useSaveMailbox } from '../api/use-save-mailbox';
import { useTestMailbox } from '../api/use-test-mailbox';

/** Settings: the mailbox pitches are sent from. */
export function MailboxCard() {
  const mailbox = useQuery(mailboxQueryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Send className="size-5 text-primary" aria-hidden="true" />
          Your Mailbox
        </CardTitle>
        <CardDescription>
          Pitches go out from your own e-mail account, so journalists see you and their replies come straight back to
          you. Use an app password from your e-mail provider, not your usual password.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {mailbox.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load your mailbox settings.
          </p>
        ) : !mailbox.data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <MailboxForm settings={mailbox.data} />
        )}
      </CardContent>
    </Card>
  );
}

const text = (v: string | number | null) => (v === null ? '' : String(v));

function MailboxForm({ settings }: { settings: MailboxSettings }) {
  const save = useSaveMailbox();
  const test = useTestMailbox();
  const form = useFormFields(
    {
      emailAddress: text(settings.emailAddress),
      smtpHost: text(settings.smtpHost),
      smtpPort: text(settings.smtpPort ?? 587),
      smtpUser: text(settings.smtpUser),
      smtpPassword: '',
      imapHost: text(settings.imapHost),
      imapPort: text(settings.imapPort ?? 993),
    },
    save.error,
  );
  const { values } = form;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = updateMailboxBodySchema.safeParse({
      emailAddress: values.emailAddress,
      smtpHost: values.smtpHost,
      smtpPort: Number(values.smtpPort),
      smtpUser: values.smtpUser,
      // Blank keeps the saved password (write-only: the form never holds it).
      ...(values.smtpPassword ? { smtpPassword: values.smtpPassword } : {}),
      imapHost: values.imapHost.trim() || null,
      imapPort: values.imapHost.trim() ? Number(values.imapPort) : null,
    });
    form.showProblems(parsed.error);
    if (parsed.success)
      save.mutate(parsed.data, { onSuccess: () => form.setValues((v) => ({ ...v, smtpPassword: '' })) });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your mailbox" className="grid gap-4">
      <p className="flex items-center gap-2 text-sm" aria-live="polite">
        {settings.verifiedAt ? (
          <>
            <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
            Connected. Last checked {new Date(settings.verifiedAt).toLocaleString()}.
          </>
        ) : settings.configured ? (
          'Saved, not tested yet.'
        ) : (
          'Not connected: pitches can be copied, but not sent from Newsjack.'
        )}
      </p>
      {settings.notice && (
        <Alert>
          <AlertDescription>{settings.notice}</AlertDescription>
        </Alert>
      )}
      <FormAlert message={form.formMessage} />
      <LabelledInput
        label="Sending address"
        type="email"
        autoComplete="email"
        {...form.field('emailAddress')}
        required
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <LabelledInput label="SMTP server" placeholder="smtp.example.com" {...form.field('smtpHost')} required />
        <LabelledInput label="SMTP port" inputMode="numeric" {...form.field('smtpPort')} required />
      </div>
      <LabelledInput label="User name" autoComplete="username" {...form.field('smtpUser')} required />
      <PasswordField
        label="App password"
        purpose="new"
        {...form.field('smtpPassword')}
        hint={
          settings.passwordSet
            ? 'Saved. Leave blank to keep it.'
            : 'Created in your e-mail provider’s security settings.'
        }
        required={!settings.passwordSet}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <LabelledInput label="IMAP server (for replies)" placeholder="imap.example.com" {...form.field('imapHost')} />
        <LabelledInput label="IMAP port" inputMode="numeric" {...form.field('imapPort')} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner className="size-4 text-primary-foreground" label="Saving" />}
          Save Mailbox
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!settings.configured || test.isPending}
          onClick={() => test.mutate()}
        >
          {test.isPending && <Spinner className="size-4" label="Testing" />}
          Test Connection
        </Button>
      </div>
    </form>
  );
}
