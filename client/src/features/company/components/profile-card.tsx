import { useId, useState } from 'react';
import { FileText, Pencil, RefreshCw, TriangleAlert } from 'lucide-react';
import {
  PROFILE_MAX,
  updateCompanyProfileBodySchema,
  type CompanyProfile,
  type OnboardingAnalysis,
} from '@newsjack/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useReanalyseCompany } from '../api/use-reanalyse-company';
import { useUpdateCompanyProfile } from '../api/use-update-company-profile';
import { serverMessage } from '../company-links';
import { RereadSiteDialog } from './reread-site-dialog';

/** The profile text, read-only until Edit; Save or Cancel return to reading. */
export function ProfileCard({ profile }: { profile: CompanyProfile }) {
  const id = useId();
  const { toast } = useToast();
  const update = useUpdateCompanyProfile();
  const reread = useReanalyseCompany();
  const [proposal, setProposal] = useState<OnboardingAnalysis | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const editing = draft !== null;
  const parsed = updateCompanyProfileBodySchema.safeParse({ companyProfile: draft ?? '' });
  const problem = editing && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  function save() {
    if (!parsed.success) return;
    update.mutate(
      { id: profile.id, companyProfile: parsed.data.companyProfile },
      {
        onSuccess: () => {
          setDraft(null);
          toast({ title: 'Profile Updated', description: 'Your company profile has been saved.', variant: 'success' });
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast({
            title: 'Update Failed',
            description: serverMessage(error, 'Failed to update company profile. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  function readAgain() {
    reread.mutate(profile.id, {
      onSuccess: setProposal,
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({
          title: 'Read Failed',
          description: serverMessage(error, 'Your website could not be read again. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="flex items-center gap-2">
          <FileText className="size-5 text-primary" aria-hidden="true" />
          Company Profile
        </CardTitle>
        {!editing && (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" size="sm" onClick={readAgain} disabled={reread.isPending}>
              <RefreshCw className={cn(reread.isPending && 'animate-spin')} aria-hidden="true" />
              {reread.isPending ? 'Reading your website...' : 'Read the site again'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDraft(profile.companyProfile)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {!profile.websiteReadable && (
          <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">
            <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            Your website could not be read when this profile was created, so it was built from the details you entered.
            Editing it to describe your company, or reading the site again, helps Newsjack find better trends.
          </p>
        )}
        {editing ? (
          <>
            <Label htmlFor={id} className="sr-only">
              Company Profile
            </Label>
            <Textarea
              id={id}
              value={draft}
              rows={8}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-meta`}
              className="min-h-40 leading-relaxed"
            />
            <div id={`${id}-meta`} className="flex flex-wrap items-center justify-between gap-2 text-xs">
              <span className="text-destructive">{problem}</span>
              <span
                className={cn(
                  'tabular-nums',
                  draft.trim().length > PROFILE_MAX ? 'text-destructive' : 'text-muted-foreground',
                )}
              >
                {draft.length}/{PROFILE_MAX} characters
              </span>
            </div>
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onClick={() => setDraft(null)} disabled={update.isPending}>
                Cancel
              </Button>
              <Button onClick={save} disabled={!parsed.success || update.isPending}>
                Save
              </Button>
            </div>
          </>
        ) : (
          <p className="text-sm leading-relaxed whitespace-pre-line">{profile.companyProfile}</p>
        )}
        {proposal && <RereadSiteDialog profile={profile} proposal={proposal} onClose={() => setProposal(null)} />}
      </CardContent>
    </Card>
  );
}
