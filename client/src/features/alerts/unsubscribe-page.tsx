import { useState } from 'react';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import { BrandLogo } from '@/components/layout/brand-logo';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { parseApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useUnsubscribe } from './api/use-unsubscribe';
import { readUnsubscribeToken } from './unsubscribe-token';

const INCOMPLETE_LINK_MESSAGE =
  'This unsubscribe link is incomplete. Open it again from the digest, or turn digests off in Settings.';

/**
 * Where a digest's unsubscribe link lands, signed in or not. Opening it changes nothing (mail scanners open links);
 * one click on the button turns the digest off. The token stays in the address so the page can be used again.
 */
export function UnsubscribePage() {
  const [token] = useState(readUnsubscribeToken);
  const unsubscribe = useUnsubscribe();
  const problem = !token ? INCOMPLETE_LINK_MESSAGE : unsubscribe.error ? parseApiError(unsubscribe.error).message : null;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-10 sm:px-8">
      <div className="w-full max-w-md">
        <Link href={paths.home} aria-label="Newsjack home" className="mb-8 inline-flex rounded-md">
          <BrandLogo />
        </Link>
        <Card>
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              {unsubscribe.isSuccess ? 'Unsubscribed' : 'Stop the trend digest?'}
            </CardTitle>
            <CardDescription>
              {unsubscribe.isSuccess
                ? 'No more trend digests will be sent to you.'
                : 'You will no longer get the e-mail of new trends for your companies. Nothing else changes.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
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
            <Button asChild variant="outline" className="w-full">
              <Link href={paths.settings}>Digest settings</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
