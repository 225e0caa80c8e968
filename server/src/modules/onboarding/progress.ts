import type { AnalysisStep, AnalysisStepState, OnboardingProgress } from '@newsjack/shared';
import { analysisSteps } from '@newsjack/shared';
import type { Logger } from '../../logger';
import type { AnalysisOutcome, AnalysisPhase, DurationSpread, OnboardingRepo, ProgressRow } from './onboarding.repo';

/** One measured run already says more about this installation (its engine, its network) than any fixed text. */
export const MIN_RUNS_FOR_TYPICAL = 1;

/**
 * What each server phase means for the four steps on screen. Reading the website is step 1; the company profile,
 * its keywords and its media outlets come out of one AI call, so those three are under way (and finish) together.
 */
const STEP_STATES: Record<AnalysisPhase, Record<AnalysisStep, AnalysisStepState>> = {
  website: { website: 'active', profile: 'waiting', keywords: 'waiting', outlets: 'waiting' },
  analysis: { website: 'done', profile: 'active', keywords: 'active', outlets: 'active' },
};

const steps = (state: (step: AnalysisStep) => AnalysisStepState) =>
  analysisSteps.map((id) => ({ id, state: state(id) }));

export function typicalDuration(spread: DurationSpread): OnboardingProgress['typicalMs'] {
  if (spread.runs < MIN_RUNS_FOR_TYPICAL) return null;
  return { low: spread.p25Ms, high: Math.max(spread.p25Ms, spread.p75Ms), runs: spread.runs };
}

/** The wire view of a run (pure): a failed run keeps the steps it had finished. */
export function progressView(
  runId: string | null,
  row: ProgressRow | null,
  at: Date,
  typicalMs: OnboardingProgress['typicalMs'],
): OnboardingProgress {
  if (!row) return { runId, state: 'pending', steps: steps(() => 'waiting'), elapsedMs: null, typicalMs };
  const end = row.finishedAt ?? at;
  const elapsedMs = Math.max(0, end.getTime() - row.startedAt.getTime());
  if (row.outcome === 'done') return { runId, state: 'done', steps: steps(() => 'done'), elapsedMs, typicalMs };
  const phaseStates = STEP_STATES[row.phase];
  if (row.outcome === 'failed') {
    return {
      runId,
      state: 'failed',
      steps: steps((id) => (phaseStates[id] === 'done' ? 'done' : 'waiting')),
      elapsedMs,
      typicalMs,
    };
  }
  return { runId, state: 'running', steps: steps((id) => phaseStates[id]), elapsedMs, typicalMs };
}

/**
 * Writes a run's progress as the analysis goes. Progress is a courtesy to the screen: a failed write is logged
 * and never fails the analysis. Without a run id (an API client that does not follow progress) nothing is written.
 */
export function createProgressReporter(
  deps: { repo: OnboardingRepo; logger: Logger; now: () => Date },
  userId: string,
  runId: string | undefined,
) {
  const write = async (what: string, action: (at: Date) => Promise<void>) => {
    if (!runId) return;
    try {
      await action(deps.now());
    } catch (err) {
      deps.logger.warn({ err, runId, what }, 'could not record onboarding progress');
    }
  };
  return {
    start: () => write('start', (at) => deps.repo.start(userId, runId!, at)),
    advance: (phase: AnalysisPhase) => write(phase, (at) => deps.repo.advance(userId, runId!, phase, at)),
    finish: (outcome: AnalysisOutcome) => write(outcome, (at) => deps.repo.finish(userId, runId!, outcome, at)),
  };
}
