import { useId } from 'react';
import { MailX } from 'lucide-react';
import type { CompanyProfile } from '@newsjack/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api-client';
import { useSetPitchUnsubscribeLink } from '../api/use-set-pitch-unsubscribe-link';
import { serverMessage } from '../company-links';

/**
 * How the company's pitches end (issue 26): with the switch on, every pitch and follow-up sent from the mailbox
 * ends with a plain unsubscribe line; a journalist who follows it joins the do-not-contact list.
 */
export function PitchMailCard({ profile }: { profile: CompanyProfile }) {
  const id = useId();
  const { toast } = useToast();
  const update = useSetPitchUnsubscribeLink();
  const on = update.isPending ? update.variables.on : profile.pitchUnsubscribeLink;

  function change(next: boolean) {
    update.mutate(
      { id: profile.id, on: next },
      {
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast({
            title: 'Update Failed',
            description: serverMessage(error, 'The setting could not be saved. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailX className="size-5 text-primary" aria-hidden="true" />
          Pitch E-mails
        </CardTitle>
        <CardDescription>How pitches sent from your mailbox for {profile.companyName} end.</CardDescription>
      </CardHeader>
      <CardContent className="flex items-start gap-3">
        <Switch
          id={id}
          checked={on}
          disabled={update.isPending}
          onCheckedChange={change}
          aria-describedby={`${id}-hint`}
        />
        <div className="grid gap-1">
          <Label htmlFor={id}>Add an unsubscribe link to pitches</Label>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            Each pitch and follow-up ends with one plain line: “If you would rather not hear from {profile.companyName}{' '}
            again, unsubscribe: …”. A journalist who follows it is added to your do-not-contact list. Needs no sign-in
            and tracks nothing.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
