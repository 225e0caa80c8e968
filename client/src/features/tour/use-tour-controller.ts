import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/hooks/use-auth';
import { useIsMobile } from '@/hooks/use-mobile';
import { TOUR_START_EVENT, consumeTourOnLoadFlag, setTourDrawer } from '@/lib/tour-signal';
import { useCompleteTour, type TourOutcome } from './api/use-complete-tour';
import { TOUR_STEPS } from './tour-steps';

/** The spec's pause before a start forced by the on-load flag, so the shell has laid out its links. */
export const FORCED_TOUR_DELAY_MS = 100;

export interface TourController {
  welcomeOpen: boolean;
  /** Index of the current step, or null when the tour is not running. */
  step: number | null;
  start: () => void;
  next: () => void;
  back: () => void;
  finish: (outcome: TourOutcome) => void;
}

export function useTourController(): TourController {
  const { user, hasCompletedOnboarding } = useAuth();
  const isMobile = useIsMobile();
  const { mutate: completeTour } = useCompleteTour();
  const [step, setStep] = useState<number | null>(null);
  // Once closed in this visit the welcome stays closed, even if recording the completion failed.
  const [dismissed, setDismissed] = useState(false);
  const running = step !== null;
  // What had focus when the tour began ('Help & Tour'), given focus back when it ends: the card takes the focus
  // for its Next button, and without this a keyboard user was left on the page body.
  const opener = useRef<HTMLElement | null>(null);

  const start = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setDismissed(true);
    setStep(0);
  }, []);

  useEffect(() => {
    window.addEventListener(TOUR_START_EVENT, start);
    // The flag is read inside the timer, not before it, so a cancelled first effect (React's strict-mode double
    // run) does not use it up.
    const timer = setTimeout(() => {
      if (consumeTourOnLoadFlag()) start();
    }, FORCED_TOUR_DELAY_MS);
    return () => {
      window.removeEventListener(TOUR_START_EVENT, start);
      clearTimeout(timer);
    };
  }, [start]);

  const finish = useCallback(
    (outcome: TourOutcome) => {
      setStep(null);
      setDismissed(true);
      completeTour(outcome);
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus();
    },
    [completeTour],
  );

  // Escape skips the tour wherever the focus is (the card, the page, the drawer behind it).
  useEffect(() => {
    if (!running) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      finish('skipped');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [running, finish]);

  // On small screens the links live in the drawer: it stays open for the whole tour and closes with it.
  useEffect(() => {
    if (!running || !isMobile) return;
    setTourDrawer(true);
    return () => setTourDrawer(false);
  }, [running, isMobile]);

  const next = useCallback(() => {
    if (step === null) return;
    if (step >= TOUR_STEPS.length - 1) finish('completed');
    else setStep(step + 1);
  }, [step, finish]);

  const back = useCallback(() => {
    setStep((current) => (current === null || current === 0 ? current : current - 1));
  }, []);

  const welcomeOpen =
    step === null && !dismissed && user !== null && hasCompletedOnboarding && !user.hasCompletedDashboardTour;

  return { welcomeOpen, step, start, next, back, finish };
}
