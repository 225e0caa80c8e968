import { useId, useState } from 'react';
import type * as React from 'react';
import type { CompanyProfile, OnboardingAnalysis } from '@newsjack/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { useToast } from '@/hooks/use-toast';
import { isUnauthorizedError, serverMessage } from '@/lib/api-client';
import { useTrackKeywords } from '../api/use-track-keywords';
import { useUpdateCompanyDetails } from '../api/use-update-company-details';
import { useUpdateCompanyProfile } from '../api/use-update-company-profile';

interface RereadSiteDialogProps {
  profile: CompanyProfile;
  proposal: OnboardingAnalysis;
  onClose: () => void;
}

const lower = (items: readonly string[]) => new Set(items.map((i) => i.toLowerCase()));

/**
 * What the site says now, offered beside what the profile holds: nothing is taken until the user ticks it, so a
 * re-read never overwrites what they wrote. Accepting sets the ticked industry and profile text, adds the ticked
 * outlets to their own and starts tracking the ticked keywords (relevance follows each, server-side).
 */
export function RereadSiteDialog({ profile, proposal, onClose }: RereadSiteDialogProps) {
  const id = useId();
  const { toast } = useToast();
  const details = useUpdateCompanyDetails();
  const text = useUpdateCompanyProfile();
  const track = useTrackKeywords();
  const newIndustry =
    proposal.industry?.trim() && proposal.industry.trim() !== (profile.industry ?? '')
      ? proposal.industry.trim()
      : null;
  const newText =
    proposal.company_profile.trim() !== profile.companyProfile.trim() ? proposal.company_profile.trim() : null;
  const own = lower(profile.mediaOutlets);
  const outlets = proposal.suggested_media_outlets.filter((o) => !own.has(o.toLowerCase()));
  const keywords = proposal.suggested_keywords;
  const [takeIndustry, setTakeIndustry] = useState(false);
  const [takeText, setTakeText] = useState(false);
  const [chosenOutlets, setChosenOutlets] = useState<string[]>([]);
  const [chosenKeywords, setChosenKeywords] = useState<string[]>([]);
  const busy = details.isPending || text.isPending || track.isPending;
  const nothing = !takeIndustry && !takeText && chosenOutlets.length === 0 && chosenKeywords.length === 0;

  const toggle =
    (list: string[], set: (next: string[]) => void, item: string) => (checked: boolean | 'indeterminate') =>
      set(checked === true ? [...list, item] : list.filter((i) => i !== item));

  async function accept() {
    try {
      if (takeIndustry || chosenOutlets.length > 0)
        await details.mutateAsync({
          id: profile.id,
          details: {
            ...(takeIndustry && newIndustry ? { industry: newIndustry } : {}),
            ...(chosenOutlets.length > 0 ? { mediaOutlets: [...profile.mediaOutlets, ...chosenOutlets] } : {}),
          },
        });
      if (takeText && newText) await text.mutateAsync({ id: profile.id, companyProfile: newText });
      if (chosenKeywords.length > 0) await track.mutateAsync(chosenKeywords);
      toast({
        title: 'Profile Updated',
        description: 'What you chose from your website has been saved.',
        variant: 'success',
      });
      onClose();
    } catch (error) {
      if (isUnauthorizedError(error)) return;
      toast({
        title: 'Update Failed',
        description: serverMessage(error, 'Failed to update company profile. Please try again.'),
        variant: 'destructive',
      });
    }
  }

  const choice = (
    key: string,
    label: React.ReactNode,
    checked: boolean,
    onChange: (c: boolean | 'indeterminate') => void,
  ) => (
    <div className="flex items-start gap-2">
      <Checkbox id={`${id}-${key}`} checked={checked} onCheckedChange={onChange} className="mt-0.5" />
      <Label htmlFor={`${id}-${key}`} className="font-normal leading-snug">
        {label}
      </Label>
    </div>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>What your website says now</DialogTitle>
          <DialogDescription>
            {proposal.website_readable
              ? `Read ${proposal.pages_read?.length ?? 1} page(s) of ${profile.website}. Tick what you want to use; everything else stays as you wrote it.`
              : `${profile.website} could not be read, so these suggestions come from your profile alone. Tick what you want to use.`}
          </DialogDescription>
        </DialogHeader>
        <section aria-label="Industry" className="grid gap-2">
          <h3 className="text-sm font-semibold">Industry</h3>
          {newIndustry ? (
            choice(
              'industry',
              <>
                Use <strong>{newIndustry}</strong> (now: {profile.industry || 'not set'})
              </>,
              takeIndustry,
              (c) => setTakeIndustry(c === true),
            )
          ) : (
            <p className="text-sm text-muted-foreground">The same as now.</p>
          )}
        </section>
        <section aria-label="Profile text" className="grid gap-2">
          <h3 className="text-sm font-semibold">Profile text</h3>
          {newText ? (
            <>
              {choice('text', 'Replace my profile text with this one', takeText, (c) => setTakeText(c === true))}
              <p className="rounded-md bg-muted px-3 py-2 text-sm leading-relaxed whitespace-pre-line">{newText}</p>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">The same as now.</p>
          )}
        </section>
        <section aria-label="Keywords to track" className="grid gap-2">
          <h3 className="text-sm font-semibold">Keywords to track</h3>
          {keywords.length === 0 && <p className="text-sm text-muted-foreground">No keywords found.</p>}
          <div className="grid gap-1.5 sm:grid-cols-2">
            {keywords.map((k, i) => (
              <div key={k}>
                {choice(`kw-${i}`, k, chosenKeywords.includes(k), toggle(chosenKeywords, setChosenKeywords, k))}
              </div>
            ))}
          </div>
        </section>
        <section aria-label="Media outlets" className="grid gap-2">
          <h3 className="text-sm font-semibold">Media outlets</h3>
          {outlets.length === 0 && <p className="text-sm text-muted-foreground">No outlets beyond yours.</p>}
          <div className="grid gap-1.5 sm:grid-cols-2">
            {outlets.map((o, i) => (
              <div key={o}>
                {choice(`outlet-${i}`, o, chosenOutlets.includes(o), toggle(chosenOutlets, setChosenOutlets, o))}
              </div>
            ))}
          </div>
        </section>
        <DialogFooter>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void accept()} disabled={nothing || busy}>
            Use Selected
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
