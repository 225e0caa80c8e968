import { useQuery } from '@tanstack/react-query';
import { Check, FileText, Globe, KeyRound, LoaderCircle, Newspaper, type LucideIcon } from 'lucide-react';
import type { AnalysisStep, AnalysisStepState, OnboardingProgress } from '@newsjack/shared';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { durationPromise } from '../analysis-duration';
import { onboardingProgressQueryOptions } from '../api/onboarding-queries';

const STEPS: Record<AnalysisStep, { label: string; icon: LucideIcon }> = {
  website: { label: 'Analyzing website', icon: Globe },
  profile: { label: 'Generating company profile', icon: FileText },
  keywords: { label: 'Finding keywords', icon: KeyRound },
  outlets: { label: 'Identifying media outlets', icon: Newspaper },
};

/** Until the server has recorded the run, the request is on its way: the first step is the one under way. */
const NOT_STARTED: OnboardingProgress['steps'] = [
  { id: 'website', state: 'active' },
  { id: 'profile', state: 'waiting' },
  { id: 'keywords', state: 'waiting' },
  { id: 'outlets', state: 'waiting' },
];

const STEP_WEIGHT: Record<AnalysisStepState, number> = { waiting: 0, active: 0.5, done: 1 };

/**
 * Shown while the analysis request runs: each step follows the server's own progress for this run (polled), and
 * the promised duration is the one the server measured.
 */
export function AnalysisProgress({ companyName, runId }: { companyName: string; runId: string }) {
  const { data } = useQuery(onboardingProgressQueryOptions(runId));
  const steps = data && data.state !== 'pending' ? data.steps : NOT_STARTED;
  const firstActive = steps.find((s) => s.state === 'active')?.id;
  const current = STEPS[firstActive ?? steps[steps.length - 1]!.id];
  const progress = steps.reduce((sum, s) => sum + STEP_WEIGHT[s.state], 0);

  return (
    <Card role="region" aria-label="Analysing your company" aria-busy="true">
      <CardContent className="flex flex-col items-center gap-6 px-6 py-12 text-center">
        <span className="relative flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <span className="absolute inset-0 animate-ping rounded-full bg-primary/15 motion-reduce:hidden" />
          <current.icon className="relative size-7" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h2 className="text-xl font-semibold">Analyzing {companyName}</h2>
          {/* Only once the server has said how long analyses take here, so the promise does not change under the reader. */}
          <p className="min-h-5 text-sm text-muted-foreground">{data ? durationPromise(data.typicalMs) : null}</p>
        </div>
        <Progress
          value={progress}
          max={steps.length}
          aria-label="Analysis progress"
          className="max-w-sm"
          indicatorClassName="duration-500"
        />
        <ol className="grid w-full max-w-sm gap-2 text-left" aria-label="Analysis steps" aria-live="polite">
          {steps.map(({ id, state }) => {
            const step = STEPS[id];
            return (
              <li
                key={id}
                data-state={state}
                aria-current={id === firstActive ? 'step' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors',
                  state === 'active' && 'bg-accent font-medium text-accent-foreground',
                  state === 'waiting' && 'text-muted-foreground',
                )}
              >
                {state === 'done' ? (
                  <Check className="size-4 text-success" aria-label="Done" />
                ) : state === 'active' ? (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                ) : (
                  <step.icon className="size-4" aria-hidden="true" />
                )}
                {step.label}
                {state === 'active' && '…'}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
