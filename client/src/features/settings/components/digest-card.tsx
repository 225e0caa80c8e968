import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { digestFrequencies, type DigestFrequency } from '@newsjack/shared';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { digestQueryOptions } from '../api/digest-query';
import { useSaveDigest } from '../api/use-save-digest';
import { serverErrors } from '@/components/form/form-errors';
import { FormAlert } from '@/components/form/form-alert';

const LABELS: Record<DigestFrequency, string> = { off: 'Off', daily: 'Daily', weekly: 'Weekly' };

/**
 * The trend digest: an e-mail of the trends first seen since the last one that matter to each of the user's
 * companies. Saved as soon as a choice is clicked; every digest carries a link that turns it off without signing in.
 */
export function DigestCard() {
  const digest = useQuery(digestQueryOptions());
  const save = useSaveDigest();
  const failure = serverErrors(save.error);
  const failed = failure.message ?? Object.values(failure.fields)[0] ?? null;
  const current = save.isPending && save.variables ? save.variables : digest.data?.frequency;

  return (
    <Card>
      <CardHeader>
        <CardTitle id="digest-title" className="flex items-center gap-2">
          <BellRing className="size-5 text-primary" aria-hidden="true" />
          Trend Digest
        </CardTitle>
        <CardDescription>
          An e-mail of new trends that matter to each of your companies. Nothing new, no e-mail. Every digest has a
          one-click unsubscribe link.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {digest.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load your digest setting.
          </p>
        ) : !digest.data ? (
          <Skeleton className="h-10 w-64" />
        ) : (
          <>
            {!digest.data.available && (
              <Alert>
                <AlertDescription>
                  This server has no outgoing mail set up, so digests cannot be sent. Ask your administrator.
                </AlertDescription>
              </Alert>
            )}
            <RadioGroup
              aria-labelledby="digest-title"
              value={current}
              disabled={save.isPending}
              onValueChange={(value) => save.mutate(value as DigestFrequency)}
              className="flex flex-wrap gap-3"
            >
              {digestFrequencies.map((value) => (
                <Label
                  key={value}
                  htmlFor={`digest-${value}`}
                  className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 has-[[data-state=checked]]:border-primary"
                >
                  <RadioGroupItem
                    id={`digest-${value}`}
                    value={value}
                    disabled={value !== 'off' && !digest.data.available}
                  />
                  {LABELS[value]}
                </Label>
              ))}
            </RadioGroup>
            {digest.data.lastSentAt && digest.data.frequency !== 'off' && (
              <p className="text-sm text-muted-foreground">
                Last looked for new trends {new Date(digest.data.lastSentAt).toLocaleString()}.
              </p>
            )}
            <FormAlert message={failed} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
