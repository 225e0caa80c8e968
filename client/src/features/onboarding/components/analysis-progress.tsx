import { Check, FileText, Globe, KeyRound, LoaderCircle, Newspaper, type LucideIcon } from 'lucide-react';
import { ANALYSIS_STEP_MS } from '@newsjack/shared';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { useRotatingStep } from '../use-rotating-step';

const STEPS: { label: string; icon: LucideIcon }[] = [
  { label: 'Analyzing website', icon: Globe },
  { label: 'Generating company profile', icon: FileText },
  { label: 'Finding keywords', icon: KeyRound },
  { label: 'Identifying media outlets', icon: Newspaper },
];

/** Shown while the analysis request runs; the steps advance on a timer, not on the server's progress. */
export function AnalysisProgress({ companyName }: { companyName: string }) {
  const current = useRotatingStep(STEPS.length, ANALYSIS_STEP_MS);
  const currentStep = STEPS[current] ?? STEPS[0]!;

  return (
    <Card role="region" aria-label="Analysing your company" aria-busy="true">
      <CardContent className="flex flex-col items-center gap-6 px-6 py-12 text-center">
        <span className="relative flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <span className="absolute inset-0 animate-ping rounded-full bg-primary/15 motion-reduce:hidden" />
          <currentStep.icon className="relative size-7" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h2 className="text-xl font-semibold">Analyzing {companyName}</h2>
          <p className="text-sm text-muted-foreground">This usually takes 10-15 seconds.</p>
        </div>
        <Progress
          value={current + 1}
          max={STEPS.length}
          aria-label="Analysis progress"
          className="max-w-sm"
          indicatorClassName="duration-700"
        />
        <ol className="grid w-full max-w-sm gap-2 text-left" aria-live="polite">
          {STEPS.map((step, index) => {
            const state = index < current ? 'done' : index === current ? 'active' : 'waiting';
            return (
              <li
                key={step.label}
                aria-current={state === 'active' ? 'step' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors',
                  state === 'active' && 'bg-accent font-medium text-accent-foreground',
                  state === 'waiting' && 'text-muted-foreground',
                )}
              >
                {state === 'done' ? (
                  <Check className="size-4 text-success" aria-hidden="true" />
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
