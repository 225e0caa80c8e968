import { useState, type FormEvent } from 'react';
import { Ban } from 'lucide-react';
import type { DoNotContactEntry } from '@newsjack/shared';
import { sharedSchema } from '@/lib/api-client';
import { LabelledInput } from '@/components/form/labelled-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { addedDate } from './contact-cells';

interface DoNotContactCardProps {
  entries: readonly DoNotContactEntry[];
  pending: boolean;
  onAdd: (email: string, onDone: () => void) => void;
  onRemove: (email: string) => void;
}

const REASONS = {
  asked: 'Asked not to be contacted',
  bounced: 'Address bounced',
  unsubscribed: 'Unsubscribed from your pitches',
} as const satisfies Record<DoNotContactEntry['reason'], string>;

/** The active company's do-not-contact list: pitches to these addresses are refused. */
export function DoNotContactCard({ entries, pending, onAdd, onRemove }: DoNotContactCardProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The rule is the shared schema's, loaded at the first submit: Media Contacts' first screen carries no zod.
    const parsed = (await sharedSchema('doNotContactBodySchema')()).safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    onAdd(parsed.data.email!, () => setEmail(''));
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Ban className="size-5 text-primary" aria-hidden="true" />
          Do-Not-Contact List
        </CardTitle>
        <CardDescription>
          Journalists who asked not to hear from this company. Pitches to these addresses are never sent.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label="Add to do-not-contact list"
          className="flex flex-wrap items-end gap-3"
        >
          <LabelledInput
            label="Email address"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
            className="min-w-56 flex-1"
          />
          <Button type="submit" variant="outline" disabled={pending}>
            Add Address
          </Button>
        </form>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody is on the list.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Do-not-contact addresses">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
              >
                <span className="grid">
                  <span className="font-medium">{entry.email}</span>
                  <span className="text-xs text-muted-foreground">
                    {REASONS[entry.reason]} · added {addedDate(entry.createdAt)}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={pending}
                  onClick={() => onRemove(entry.email)}
                  aria-label={`Remove ${entry.email}`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
