import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Button } from '@/components/ui/button';
import { useIsMobile } from '@/hooks/use-mobile';
import { cn } from '@/lib/utils';
import type { TourStep } from '../tour-steps';

/** Spec: the card is 288 px wide under 768 px, otherwise 320 px. */
export const TOUR_CARD_WIDTH_MOBILE = 288;
export const TOUR_CARD_WIDTH = 320;
const GAP = 16;
/** Until the card has been measured once. */
const ESTIMATED_HEIGHT = 230;

interface TourCardProps {
  step: TourStep;
  index: number;
  total: number;
  anchorRect: DOMRect | null;
  onNext: () => void;
  onBack: () => void;
  onSkip: () => void;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

/**
 * Beside the highlighted link when the screen has room for it (the desktop sidebar); otherwise (the phone's
 * drawer) below the link, or above it when the link sits low, never covering it. Centred at the bottom when no
 * anchor is visible.
 */
export function placement(
  anchorRect: DOMRect | null,
  width: number,
  height: number,
  viewport: { width: number; height: number },
): CSSProperties {
  if (!anchorRect) return { left: '50%', bottom: GAP, transform: 'translateX(-50%)', width };
  const maxLeft = Math.max(GAP, viewport.width - width - GAP);
  const maxTop = Math.max(GAP, viewport.height - height - GAP);
  if (anchorRect.right + GAP + width + GAP <= viewport.width) {
    return { top: clamp(anchorRect.top - 12, GAP, maxTop), left: anchorRect.right + GAP, width };
  }
  const left = clamp(anchorRect.left + anchorRect.width / 2 - width / 2, GAP, maxLeft);
  const below = anchorRect.bottom + 12;
  if (below + height + GAP <= viewport.height) return { top: below, left, width };
  return { top: clamp(anchorRect.top - 12 - height, GAP, maxTop), left, width };
}

export function TourCard({ step, index, total, anchorRect, onNext, onBack, onSkip }: TourCardProps) {
  const isMobile = useIsMobile();
  const width = isMobile ? TOUR_CARD_WIDTH_MOBILE : TOUR_CARD_WIDTH;
  const titleId = useId();
  const bodyId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [height, setHeight] = useState(ESTIMATED_HEIGHT);
  const isLast = index === total - 1;

  // Keyboard users land on the main action of every step (the host remounts the card per step).
  useEffect(() => nextRef.current?.focus(), []);
  useLayoutEffect(() => {
    const measured = cardRef.current?.offsetHeight;
    if (measured) setHeight(measured);
  }, [step]);

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      ref={cardRef}
      data-testid="tour-card"
      data-anchor={step.anchor}
      className="fixed z-[70] animate-slide-up rounded-xl border bg-card p-5 text-card-foreground shadow-2xl"
      style={placement(anchorRect, width, height, { width: window.innerWidth, height: window.innerHeight })}
    >
      <p className="text-xs font-medium text-primary">
        {index + 1} of {total}
      </p>
      <h2 id={titleId} className="mt-1 text-base font-semibold leading-snug">
        {step.title}
      </h2>
      <p id={bodyId} className="mt-2 text-sm text-muted-foreground">
        {step.body}
      </p>
      <div className="mt-4 flex items-center gap-1" aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          <span key={i} className={cn('h-1.5 flex-1 rounded-full', i <= index ? 'bg-primary' : 'bg-muted')} />
        ))}
      </div>
      <div className="mt-4 flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onSkip}>
          Skip Tour
        </Button>
        <div className="flex items-center gap-2">
          {index > 0 && (
            <Button variant="outline" size="sm" onClick={onBack}>
              Back
            </Button>
          )}
          <Button ref={nextRef} size="sm" onClick={onNext}>
            {isLast ? 'Get Started' : 'Next'}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Dims the page and rings the anchor; clicks pass through so the app stays usable. */
export function TourHighlight({ rect }: { rect: DOMRect | null }) {
  if (!rect) return <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-[60] bg-slate-950/40" />;
  const pad = 4;
  return (
    <div
      aria-hidden="true"
      data-testid="tour-highlight"
      // An outline, not a ring: the spotlight below already uses box-shadow, which a Tailwind ring would need too.
      className="pointer-events-none fixed z-[60] rounded-lg outline-2 outline-offset-2 outline-primary transition-all duration-200"
      style={{
        top: rect.top - pad,
        left: rect.left - pad,
        width: rect.width + pad * 2,
        height: rect.height + pad * 2,
        boxShadow: '0 0 0 9999px rgb(15 23 42 / 0.4)',
      }}
    />
  );
}
