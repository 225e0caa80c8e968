import { describe, expect, it } from 'vitest';
import type { ProgressRow } from './onboarding.repo';
import { progressView, typicalDuration } from './progress';

const start = new Date('2026-05-04T10:00:00Z');
const row = (over: Partial<ProgressRow>): ProgressRow => ({
  userId: 'u',
  runId: 'run-12345',
  phase: 'website',
  outcome: null,
  startedAt: start,
  updatedAt: start,
  finishedAt: null,
  ...over,
});
const at = (ms: number) => new Date(start.getTime() + ms);
const states = (v: ReturnType<typeof progressView>) => v.steps.map((s) => s.state);

describe('progressView', () => {
  it('when the website is being read, then step 1 is active and the elapsed time runs from the start', () => {
    const v = progressView('run-12345', row({}), at(700), null);
    expect(v.state).toBe('running');
    expect(states(v)).toEqual(['active', 'waiting', 'waiting', 'waiting']);
    expect(v.elapsedMs).toBe(700);
  });

  it('when the AI analysis runs, then profile, keywords and outlets are under way together', () => {
    expect(states(progressView('r', row({ phase: 'analysis' }), at(1), null))).toEqual([
      'done',
      'active',
      'active',
      'active',
    ]);
  });

  it('when the run finished, then every step is done and the elapsed time stops at the finish', () => {
    const v = progressView('r', row({ phase: 'analysis', outcome: 'done', finishedAt: at(2500) }), at(9000), null);
    expect(states(v)).toEqual(['done', 'done', 'done', 'done']);
    expect(v.elapsedMs).toBe(2500);
  });

  it('when the run failed during the analysis, then only the website step stays done', () => {
    const v = progressView('r', row({ phase: 'analysis', outcome: 'failed', finishedAt: at(10) }), at(20), null);
    expect(v.state).toBe('failed');
    expect(states(v)).toEqual(['done', 'waiting', 'waiting', 'waiting']);
  });

  it('when there is no row, then pending with no elapsed time', () => {
    expect(progressView('r', null, start, null)).toMatchObject({ state: 'pending', elapsedMs: null });
  });
});

describe('typicalDuration', () => {
  it('when no run was measured, then nothing is promised', () => {
    expect(typicalDuration({ p25Ms: 0, p75Ms: 0, runs: 0 })).toBeNull();
  });
  it('when runs were measured, then the middle half is the promise', () => {
    expect(typicalDuration({ p25Ms: 1000, p75Ms: 2000, runs: 3 })).toEqual({ low: 1000, high: 2000, runs: 3 });
    expect(typicalDuration({ p25Ms: 900, p75Ms: 900, runs: 1 })).toEqual({ low: 900, high: 900, runs: 1 });
  });
});
