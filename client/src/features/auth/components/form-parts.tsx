import type { ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ParsedApiError } from '@/lib/api-client';
import { fieldErrorsFromApi } from '../form-errors';

/** The server's refusal above a form, unless it named a field: then it shows beside that field only, never twice. */
export function ServerErrorAlert({ error }: { error: ParsedApiError | null }) {
  if (!error || Object.keys(fieldErrorsFromApi(error)).length > 0) return null;
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <AlertDescription>{error.message}</AlertDescription>
    </Alert>
  );
}

/** A form's full-width submit button, disabled with a spinner while its request runs. */
export function SubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" disabled={pending} className="mt-2 w-full">
      {pending && <Spinner className="size-4 text-primary-foreground" label={pendingLabel} />}
      {children}
    </Button>
  );
}
