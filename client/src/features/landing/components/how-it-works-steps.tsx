import { m } from 'framer-motion';
import { Activity, Lightbulb, Send, type LucideIcon } from 'lucide-react';
import { HOW_IT_WORKS_STEPS } from '../landing-content';

const ICONS: Record<(typeof HOW_IT_WORKS_STEPS)[number]['title'], LucideIcon> = {
  Monitor: Activity,
  Analyze: Lightbulb,
  Execute: Send,
};

export function HowItWorksSteps() {
  return (
    <ol className="grid gap-8 md:grid-cols-3">
      {HOW_IT_WORKS_STEPS.map((step, index) => {
        const Icon = ICONS[step.title];
        return (
          <m.li
            key={step.title}
            initial={{ opacity: 0, y: 16 }}
            whileInView={{ opacity: 1, y: 0 }}
            viewport={{ once: true, margin: '-40px' }}
            transition={{ duration: 0.35, delay: index * 0.1, ease: 'easeOut' }}
            className="relative rounded-2xl border bg-card p-6 shadow-sm"
          >
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <Icon className="size-5 text-primary" aria-hidden="true" />
            </div>
            <h3 className="mt-5 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.description}</p>
          </m.li>
        );
      })}
    </ol>
  );
}
