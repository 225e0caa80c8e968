import { useState } from 'react';
import { useLocation } from 'wouter';
import type { OnboardingAnalysis, OnboardingInput } from '@newsjack/shared';
import { BrandLogo } from '@/components/layout/brand-logo';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/use-auth';
import { useToast } from '@/hooks/use-toast';
import { isUnauthorizedError, parseApiError } from '@/lib/api-client';
import { LOGOUT_URL, navigation } from '@/lib/navigation';
import { newRunId } from './api/onboarding-queries';
import { useAnalyzeCompany } from './api/use-analyze-company';
import { useSkipOnboarding } from './api/use-skip-onboarding';
import { AnalysisProgress } from './components/analysis-progress';
import { CurationStep } from './components/curation-step';
import { OnboardingForm } from './components/onboarding-form';
import {
  EMPTY_FORM_VALUES,
  fieldErrorsFrom,
  type OnboardingFieldErrors,
  type OnboardingFormValues,
} from './onboarding-form-values';
import { paths } from '@/lib/paths';

type Stage =
  | { name: 'form' }
  | { name: 'analysing'; companyName: string; runId: string }
  | { name: 'curation'; analysis: OnboardingAnalysis };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Onboarding (spec 02 §2): form → analysing → curation. It runs full screen, outside the app shell, both for a
 * new account and when an agency user adds another company profile.
 */
export function OnboardingPage() {
  const { hasCompletedOnboarding } = useAuth();
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const analyze = useAnalyzeCompany();
  const skip = useSkipOnboarding();
  const [stage, setStage] = useState<Stage>({ name: 'form' });
  const [values, setValues] = useState<OnboardingFormValues>(EMPTY_FORM_VALUES);
  const [serverErrors, setServerErrors] = useState<OnboardingFieldErrors>({});
  /** A refusal the user should read in full (e.g. a second company without the agency plan). */
  const [notice, setNotice] = useState<string | null>(null);

  function startAnalysis(input: OnboardingInput) {
    setServerErrors({});
    setNotice(null);
    const runId = newRunId();
    setStage({ name: 'analysing', companyName: input.companyName, runId });
    analyze.mutate(
      { ...input, runId },
      {
        onSuccess: (analysis) => {
          setStage({ name: 'curation', analysis });
          toast({
            title: 'Analysis Complete',
            description: `Found ${plural(analysis.suggested_keywords.length, 'keyword', 'keywords')} and ${plural(
              analysis.suggested_media_outlets.length,
              'media outlet',
              'media outlets',
            )}. Review them below.`,
            variant: 'success',
          });
        },
        onError: (error) => {
          setStage({ name: 'form' });
          const parsed = parseApiError(error);
          const details = parsed.details ?? [];
          setServerErrors(fieldErrorsFrom(details.map((d) => ({ path: d.path.split('.'), message: d.message }))));
          if (parsed.status === 403) setNotice(parsed.message);
          if (isUnauthorizedError(error)) return;
          toast({
            title: 'Analysis Error',
            description: 'Failed to analyze company. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  }

  const addingAnother = hasCompletedOnboarding;

  /** Spec: Skip goes to /. A new user's skip is recorded first, or the redirect rule would send them back here. */
  function skipSetup() {
    if (addingAnother) {
      navigate(paths.home);
      return;
    }
    skip.mutate(undefined, {
      onSuccess: () => navigate(paths.home),
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({ title: 'Skip failed', description: parseApiError(error).message, variant: 'destructive' });
      },
    });
  }

  return (
    <div className="min-h-dvh bg-background">
      <header className="flex h-16 items-center justify-between border-b bg-card px-4 sm:px-8">
        <BrandLogo />
        <Button variant="ghost" size="sm" onClick={() => navigation.assign(LOGOUT_URL)}>
          Sign Out
        </Button>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {stage.name === 'form' && (
          <>
            <PageHeader
              title={addingAnother ? 'Add a New Company' : 'Set up your company'}
              subtitle={
                addingAnother
                  ? 'Analyse another company and keep a separate profile, keywords and trends for it'
                  : 'Tell us about your company and we will build your dashboard'
              }
            />
            <OnboardingForm
              values={values}
              onChange={(next) => {
                setValues(next);
                setServerErrors({});
              }}
              serverErrors={serverErrors}
              notice={notice}
              onSubmit={startAnalysis}
              onSkip={skipSetup}
              skipping={skip.isPending}
            />
          </>
        )}
        {stage.name === 'analysing' && <AnalysisProgress companyName={stage.companyName} runId={stage.runId} />}
        {stage.name === 'curation' && <CurationStep analysis={stage.analysis} />}
      </main>
    </div>
  );
}
