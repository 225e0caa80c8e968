import { useEffect, useMemo, useRef, useState } from 'react';
import { LoaderCircle, Rocket } from 'lucide-react';
import { useLocation } from 'wouter';
import {
  ONBOARDING_REDIRECT_DELAY_MS,
  PROFILE_MAX,
  PROFILE_MIN,
  PROFILE_TOO_LONG_MESSAGE,
  PROFILE_TOO_SHORT_MESSAGE,
  type OnboardingAnalysis,
} from '@newsjack/shared';
import { Button } from '@/components/ui/button';
import { useToast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api-client';
import { useCurateOnboarding } from '../api/use-curate-onboarding';
import { buildCurationBody, outletEntries } from '../curation-body';
import { CurationSummary } from './curation-summary';
import { KeywordPicker } from './keyword-picker';
import { OutletsCard } from './outlets-card';
import { ProfileReview } from './profile-review';
import { paths } from '@/lib/paths';

function profileError(text: string): string | undefined {
  const length = text.trim().length;
  if (length < PROFILE_MIN) return PROFILE_TOO_SHORT_MESSAGE;
  if (length > PROFILE_MAX) return PROFILE_TOO_LONG_MESSAGE;
  return undefined;
}

/** Review of the analysis: edit the profile, choose keywords, see outlets, then confirm. */
export function CurationStep({ analysis }: { analysis: OnboardingAnalysis }) {
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const curate = useCurateOnboarding();
  const [companyProfile, setCompanyProfile] = useState(analysis.company_profile);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(analysis.suggested_keywords));
  const [custom, setCustom] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const outlets = useMemo(() => outletEntries(analysis), [analysis]);

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const keywordCount = selected.size + custom.length;
  const error = profileError(companyProfile);

  function toggle(keyword: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(keyword);
      else next.delete(keyword);
      return next;
    });
  }

  function confirm() {
    const result = buildCurationBody(analysis, { companyProfile, selected, custom });
    if (!result.ok) {
      toast({ title: 'Setup Error', description: Object.values(result.errors)[0], variant: 'destructive' });
      return;
    }
    curate.mutate(result.body, {
      onSuccess: () => {
        setDone(true);
        toast({
          title: 'Welcome aboard!',
          description: "You're all set to discover trends and generate compelling stories.",
          variant: 'success',
        });
        redirectTimer.current = setTimeout(() => navigate(paths.home), ONBOARDING_REDIRECT_DELAY_MS);
      },
      onError: (err) => {
        if (isUnauthorizedError(err)) return;
        toast({
          title: 'Setup Error',
          description: 'Failed to complete onboarding. Please try again.',
          variant: 'destructive',
        });
      },
    });
  }

  const busy = curate.isPending || done;
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-xl font-semibold">Review {analysis.user_input.companyName}</h2>
        <p className="text-sm text-muted-foreground">
          Here is what we found. Adjust anything that is off, then build your dashboard.
        </p>
      </div>
      <ProfileReview
        value={companyProfile}
        onChange={setCompanyProfile}
        error={error}
        websiteReadable={analysis.website_readable !== false}
        website={analysis.user_input.website}
        pagesRead={analysis.pages_read ?? []}
      />
      <KeywordPicker
        suggested={analysis.suggested_keywords}
        selected={selected}
        onToggle={toggle}
        custom={custom}
        onCustomChange={setCustom}
      />
      <OutletsCard outlets={outlets} />
      <div className="sticky bottom-0 -mx-4 grid gap-4 border-t bg-background/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-6">
        <CurationSummary keywordCount={keywordCount} outletCount={outlets.length} />
        {keywordCount === 0 && (
          <p className="text-sm text-destructive" role="status">
            Select or add at least one keyword to continue.
          </p>
        )}
        <Button size="lg" onClick={confirm} disabled={keywordCount === 0 || error !== undefined || busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Rocket aria-hidden="true" />}
          Confirm & Build My Dashboard
        </Button>
      </div>
    </div>
  );
}
