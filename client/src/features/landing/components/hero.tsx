import { m } from 'framer-motion';
import { ArrowDown, ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { AudienceCopy } from '../landing-content';
import { ProductPreview } from './product-preview';

interface HeroProps {
  audience: AudienceCopy;
  /**
   * Fade the copy in. Not on the first paint: the headline is the page's largest content, and text that starts
   * invisible (and waits for the lazily loaded animation code) is painted late. Switching audiences animates.
   */
  animateEntrance: boolean;
  onPrimary: () => void;
  onSecondary: () => void;
}

export function Hero({ audience, animateEntrance, onPrimary, onSecondary }: HeroProps) {
  return (
    <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_1fr]">
      <m.div
        key={audience.id}
        initial={animateEntrance ? { opacity: 0, y: 12 } : false}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: 0.35, ease: 'easeOut' }}
      >
        <p className="text-sm font-semibold text-primary">{audience.eyebrow}</p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance text-foreground sm:text-5xl">
          {audience.headline}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground">{audience.subheadline}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={onPrimary}>
            {audience.primaryCta}
            <ArrowRight aria-hidden="true" />
          </Button>
          <Button size="lg" variant="outline" onClick={onSecondary}>
            {audience.secondaryCta}
            <ArrowDown aria-hidden="true" />
          </Button>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">No credit card needed.</p>
      </m.div>
      <m.div
        initial={animateEntrance ? { opacity: 0, scale: 0.97 } : false}
        animate={{ opacity: 1, scale: 1 }}
        transition={{ duration: 0.5, delay: 0.1, ease: 'easeOut' }}
      >
        <ProductPreview />
      </m.div>
    </div>
  );
}
