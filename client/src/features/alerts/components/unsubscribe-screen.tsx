import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { CentredCardScreen } from '@/components/layout/centred-card-screen';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { parseApiError } from '@/lib/api-client';
import { readUnsubscribeToken } from '../unsubscribe-token';

interface UnsubscribeScreenProps {
  /** The question before, and what it says once done. */
  title: { ask: string; done: string };
  description: { ask: string; done: string };
  /** What the page says when the address has no token. */
  incompleteMessage: string;
  /** The one click: the token goes to the server, which answers with a sentence to show. */
  unsubscribe: UseMutationResult<{ message: string }, Error, string>;
  /** Under the button (a way into the app, where the reader is a user). */
  children?: ReactNode;
}

/**
 * Where an unsubscribe link lands, signed in or not. Opening it changes nothing (mail scanners open links); one click
 * on the button sends the link's token. The token stays in the address so the page can be used again.
 */
export function UnsubscribeScreen({
  title,
  description,
  incompleteMessage,
  unsubscribe,
  children,
}: UnsubscribeScreenProps) {
  const [token] = useState(readUnsubscribeToken);
  const problem = !token ? incompleteMessage : unsubscribe.error ? parseApiError(unsubscribe.error).message : null;

  return (
    <CentredCardScreen
      title={unsubscribe.isSuccess ? title.done : title.ask}
      description={unsubscribe.isSuccess ? description.done : description.ask}
    >
      {unsubscribe.isSuccess ? (
        <Alert>
          <CheckCircle2 aria-hidden="true" />
          <AlertDescription>{unsubscribe.data.message}</AlertDescription>
        </Alert>
      ) : (
        <>
          {problem && (
            <Alert variant="destructive">
              <AlertCircle aria-hidden="true" />
              <AlertDescription>{problem}</AlertDescription>
            </Alert>
          )}
          <Button
            size="lg"
            className="w-full"
            disabled={!token || unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            {unsubscribe.isPending && <Spinner className="size-4 text-primary-foreground" label="Unsubscribing" />}
            Unsubscribe
          </Button>
        </>
      )}
      {children}
    </CentredCardScreen>
  );
}
