import { useEffect, useState } from 'react';

/**
 * Steps through `count` stages every `intervalMs`, then stays on the last one: the progress display never runs
 * backwards while the real request is still working.
 */
export function useRotatingStep(count: number, intervalMs: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step >= count - 1) return;
    const timer = setTimeout(() => setStep((current) => Math.min(current + 1, count - 1)), intervalMs);
    return () => clearTimeout(timer);
  }, [step, count, intervalMs]);
  return step;
}
