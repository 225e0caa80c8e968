import { TourCard, TourHighlight } from './components/tour-card';
import { WelcomeModal } from './components/welcome-modal';
import { TOUR_STEPS } from './tour-steps';
import { useAnchorRect } from './use-anchor-rect';
import { useTourController } from './use-tour-controller';

/** Welcome modal and guided tour, mounted once beside the app shell. */
export function TourHost() {
  const tour = useTourController();
  const current = tour.step === null ? null : (TOUR_STEPS[tour.step] ?? null);
  const rect = useAnchorRect(current?.anchor ?? null);

  return (
    <>
      <WelcomeModal open={tour.welcomeOpen} onShowMeAround={tour.start} onSkip={() => tour.finish('skipped')} />
      {current && tour.step !== null && (
        <>
          <TourHighlight rect={rect} />
          <TourCard
            key={tour.step}
            step={current}
            index={tour.step}
            total={TOUR_STEPS.length}
            anchorRect={rect}
            onNext={tour.next}
            onBack={tour.back}
            onSkip={() => tour.finish('skipped')}
          />
        </>
      )}
    </>
  );
}
